import type { Request as ExpressRequest, RequestHandler } from 'express';
import type { StaticHandler } from 'react-router';
import type { LoaderContext } from '../../src/loaders/loader-context';
import { serializeRouteErrors } from '../../src/routes/hydration';

/**
 * GET /_data?path=…&routes=…: the data of the routes a client navigation needs, as JSON. The path is
 * resolved against the site's own origin only.
 */
export function dataRoute(options: {
  handler: StaticHandler;
  publicUrl: string;
  loaderContext: (target: string, req: ExpressRequest) => LoaderContext;
  exposeErrors: boolean;
}): RequestHandler {
  return async (req, res, next) => {
    try {
      const target = typeof req.query.path === 'string' ? req.query.path : '';
      const wanted = new Set(typeof req.query.routes === 'string' ? req.query.routes.split(',') : []);
      if (!target.startsWith('/') || /^\/[/\\]/.test(target) || wanted.size === 0 || !isDecodable(target)) {
        res.status(400).json({ error: 'path and routes are required' });
        return;
      }
      const result = await options.handler.query(new Request(`${options.publicUrl}${target}`), {
        requestContext: options.loaderContext(target, req),
        filterMatchesToLoad: (match) => wanted.has(match.route.id),
        skipLoaderErrorBubbling: true,
      });
      res.set('Cache-Control', 'no-store');
      if (result instanceof Response) {
        res.json({ redirect: result.headers.get('Location'), status: result.status });
        return;
      }
      const loaderData = Object.fromEntries(
        Object.entries(result.loaderData).filter(([id]) => wanted.has(id)),
      );
      res.status(result.statusCode).json({
        loaderData,
        errors: serializeRouteErrors(result.errors, { exposeMessages: options.exposeErrors }),
      });
    } catch (error) {
      next(error);
    }
  };
}

export function isDecodable(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

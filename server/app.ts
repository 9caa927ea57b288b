import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import { createStaticHandler } from 'react-router';
import { createContentApi } from '../src/content/content-api';
import type { ContentFetch } from '../src/content/http';
import { DEFAULT_LOCALE, isLocale } from '../src/i18n/locales';
import { createServerLoaders } from '../src/loaders/server-loaders';
import { buildRoutes, type RouteLoaders } from '../src/routes/build-routes';
import { serializeRouteErrors } from '../src/routes/hydration';
import type { LoaderContext } from '../src/routes/loader-context';
import { splitLocale } from '../src/routes/paths';
import type { Config } from './config';
import type { ContentCache } from './content/content-cache';
import { createRequestContent } from './content/content-source';
import { createServerI18n } from './i18n';
import type { Logger } from './logger';
import { renderFallbackPage } from './render/fallback-page';
import { createPageRenderer, type RenderAssets } from './render/page-renderer';
import { securityHeaders } from './security-headers';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  contentFetch: ContentFetch;
  contentCache: ContentCache;
  /** The client build (null in tests that run without one). */
  assets: RenderAssets | null;
  /** Where the client build's files are (dist/public). */
  publicDir: string | null;
  /** Loaders of the routes; tests swap them. */
  routeLoaders?: RouteLoaders;
}

declare module 'express-serve-static-core' {
  interface Request {
    i18n?: I18n;
  }
}

/** The Express application; `server/index.ts` wires real dependencies and listens. */
export function createApp(deps: AppDependencies) {
  const { config, logger } = deps;
  const routes = buildRoutes(deps.routeLoaders ?? createServerLoaders());
  const handler = createStaticHandler(routes);
  const renderPage = createPageRenderer({
    handler,
    assets: deps.assets,
    publicUrl: config.publicUrl,
    exposeErrors: config.env !== 'production',
    canonicalQuery,
  });

  function loaderContextFor(req: ExpressRequest) {
    const content = createRequestContent({ fetch: deps.contentFetch, cache: deps.contentCache, mediaUrl: config.mediaUrl });
    const context: LoaderContext = {
      content: createContentApi(content.load),
      reportError: (error, what) =>
        logger.warn({ err: error, what, url: req.originalUrl }, `content left out: ${what}`),
    };
    return { context, content };
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(securityHeaders({ mediaUrl: config.mediaUrl, publicUrl: config.publicUrl }));
  app.use(compression());

  if (deps.publicDir) {
    app.use(
      '/assets',
      express.static(path.join(deps.publicDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
    app.use(express.static(deps.publicDir, { index: false, maxAge: '1h' }));
  }
  if (!config.contentApiUrl) {
    // The embedded content service's media are served by the site itself (MEDIA_URL is empty).
    app.use('/uploads', express.static(config.uploadsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  }

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.use(
    i18nextHandle(createServerI18n(), {
      ignoreRoutes: ['/assets/', '/uploads/', '/_data', '/api/', '/healthz'],
    }),
  );

  // The browser's loaders: the data of the routes a client navigation needs, as JSON.
  app.get('/_data', async (req, res, next) => {
    try {
      const target = typeof req.query.path === 'string' ? req.query.path : '';
      const wanted = new Set(typeof req.query.routes === 'string' ? req.query.routes.split(',') : []);
      if (!target.startsWith('/') || target.startsWith('//') || wanted.size === 0 || !isDecodable(target)) {
        res.status(400).json({ error: 'path and routes are required' });
        return;
      }
      const { context } = loaderContextFor(req);
      const result = await handler.query(new Request(`${config.publicUrl}${target}`), {
        requestContext: context,
        filterMatchesToLoad: (match) => wanted.has(match.route.id),
        skipLoaderErrorBubbling: true,
      });
      res.set('Cache-Control', 'no-store');
      if (result instanceof Response) {
        res.json({ redirect: result.headers.get('Location'), status: result.status });
        return;
      }
      const loaderData = Object.fromEntries(Object.entries(result.loaderData).filter(([id]) => wanted.has(id)));
      res.status(result.statusCode).json({
        loaderData,
        errors: serializeRouteErrors(result.errors, { exposeMessages: config.env !== 'production' }),
      });
    } catch (error) {
      next(error);
    }
  });

  const pages: RequestHandler = async (req, res, next) => {
    if (!isDecodable(req.path)) {
      res.status(400).type('html').send(renderFallbackPage({ status: 400, message: 'Malformed address', locale: DEFAULT_LOCALE }));
      return;
    }
    try {
      const { context } = loaderContextFor(req);
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const request = new Request(`${config.publicUrl}${req.originalUrl}`, {
        method: 'GET',
        headers: { accept: 'text/html' },
        signal: controller.signal,
      });
      const i18n = req.i18n ?? createServerI18n();
      const outcome = await renderPage(request, context, i18n);
      if (outcome.type === 'redirect') {
        res.redirect(outcome.status, outcome.location);
        return;
      }
      res.status(outcome.status);
      outcome.headers.forEach((value, key) => res.set(key, value));
      res.set('Content-Type', 'text/html; charset=utf-8');
      res.set('Cache-Control', outcome.status < 400 ? 'public, max-age=0, must-revalidate' : 'no-store');
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await outcome.write(res);
      res.end();
    } catch (error) {
      next(error);
    }
  };
  app.get('/{*path}', pages);

  app.use((req, res) => {
    res.status(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405).json({ error: 'Not found' });
  });

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    const locale = splitLocale(req.path).locale;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderFallbackPage({
          status,
          message: config.env === 'production' ? '' : String(error?.message ?? ''),
          locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
        }),
      );
  };
  app.use(errorHandler);

  return app;
}

/** Query parameters that make a page a different page (kept in its canonical URL). */
export function canonicalQuery(routeName: string): readonly string[] {
  if (routeName === 'properties') return ['type', 'region', 'status', 'priceMin', 'priceMax', 'bedrooms', 'sort', 'page'];
  return [];
}

function isDecodable(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { renderBadAddressPage, renderFallbackPage } from '../render/fallback-page';
import { NO_RESOURCE, requestContext } from './request-context';

/**
 * A target that names no resource: `OPTIONS *` asks what the server allows in general; anything else
 * with such a target is a bad request.
 */
export const noResource: RequestHandler = (req, res, next) => {
  if (requestContext(req).target !== NO_RESOURCE) {
    next();
    return;
  }
  res.set('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.status(204).set('Allow', 'GET, HEAD, POST').end();
    return;
  }
  res.status(400).json({ error: 'The request target names no resource' });
};

/** What no route answered: 404 for reads, 405 with the methods a page allows for anything else. */
export const notFound: RequestHandler = (req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  res.status(405).set('Allow', 'GET, HEAD').json({ error: 'Method not allowed' });
};

/**
 * The last error handler: plain HTML without React (the error page itself may be what failed), in the
 * locale of the address; the message only outside production. Bugs are logged as errors.
 */
export function errorHandler({
  logger,
  exposeErrors,
}: {
  logger: Logger;
  exposeErrors: boolean;
}): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, url: req.url }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    // A percent-encoding the router cannot decode: the address is bad, and the page says so.
    if (error instanceof URIError && status === 400) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderBadAddressPage(requestContext(req).locale));
      return;
    }
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderFallbackPage({
          status,
          message: exposeErrors ? String(error?.message ?? '') : '',
          locale: requestContext(req).locale,
        }),
      );
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import type { Metrics } from './observability/metrics';
import { requestIdOf } from './observability/request-id';
import type { PageService } from './pages/page-service';
import { HSTS } from './security-headers';

/** Paths that are never pages: they skip the page cache lookup. */
const NOT_PAGES =
  /^\/(?:_data|api\/|assets\/|uploads\/|healthz|readyz|metrics|favicon|fallback\.css|robots\.txt|sitemap\.xml)/;

export interface RequestHandlerOptions {
  app: (req: IncomingMessage, res: ServerResponse) => void;
  pageService: PageService;
  logger: Logger;
  metrics: Metrics;
  /** Whether X-Forwarded-Proto from a proxy is believed (Express "trust proxy"). */
  trustProxy: boolean | number | string;
}

export function cameOverHttps(
  req: IncomingMessage,
  trustProxy: RequestHandlerOptions['trustProxy'],
): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim() === 'https';
}

/**
 * The server's request handler: a cached page is answered here, before the middleware chain, with
 * headers computed once per page; everything else goes to the Express application.
 */
export function createRequestHandler({
  app,
  pageService,
  logger,
  metrics,
  trustProxy,
}: RequestHandlerOptions) {
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const id = requestIdOf(req);
    (req as IncomingMessage & { id?: string }).id = id;
    if ((req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(req.url ?? '/')) {
      const https = cameOverHttps(req, trustProxy);
      const outcome = pageService.tryServeCached(
        req,
        res,
        https ? ['X-Request-Id', id, 'Strict-Transport-Security', HSTS] : ['X-Request-Id', id],
      );
      if (outcome) {
        const ms = performance.now() - started;
        metrics.observeRequest('page', res.statusCode, outcome, ms / 1000);
        // Hits are counted in the metrics; their log lines are at debug level (LOG_LEVEL=debug):
        // a log line costs more than serving the page (docs/decisions/008).
        logger.debug(
          {
            reqId: id,
            method: req.method,
            url: req.url,
            status: res.statusCode,
            cache: outcome,
            ms: Math.round(ms * 100) / 100,
          },
          'request',
        );
        return;
      }
    }
    app(req, res);
  };
}

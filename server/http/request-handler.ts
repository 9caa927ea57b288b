import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { PageService } from '../pages/page-service';
import type { RequestContext } from './request-context';

export interface RequestHandlerOptions {
  /** The Express application: everything the page cache does not answer. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  readContext: (req: IncomingMessage) => RequestContext;
  pageService: PageService;
  logger: Logger;
  metrics: Metrics;
}

/**
 * The server's request handler: the request's context is read once; a cached page is answered here,
 * before the middleware chain, with headers computed once per page; everything else goes to Express.
 */
export function createRequestHandler({
  app,
  readContext,
  pageService,
  logger,
  metrics,
}: RequestHandlerOptions) {
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const context = readContext(req);
    if (context.kind === 'page' && (req.method === 'GET' || req.method === 'HEAD') && !context.preview) {
      const answered = pageService.tryServeCached(req, res, context);
      if (answered) {
        const ms = performance.now() - context.started;
        metrics.observeCachedPage(answered.status, answered.outcome, ms / 1000);
        // Hits are counted in the metrics; their log lines are at debug level (LOG_LEVEL=debug):
        // a log line costs more than serving the page.
        if (logger.isLevelEnabled('debug')) {
          logger.debug(
            {
              reqId: context.id,
              method: req.method,
              url: req.url,
              status: answered.status,
              cache: answered.outcome,
              ms,
            },
            'request',
          );
        }
        return;
      }
    }
    app(req, res);
  };
}

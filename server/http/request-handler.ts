import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache } from '../cache/page-cache';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { PageService } from '../pages/page-service';
import type { CachedPageWriter } from './cached-answer';
import type { RequestContext } from './request-context';

export interface RequestHandlerOptions {
  /** The Express application: everything the page cache does not answer. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  readContext: (req: IncomingMessage) => RequestContext;
  pageCache: PageCache;
  /** Renders a stale page again in the background, or finds the fleet's fresher copy. */
  pageService: Pick<PageService, 'refresh' | 'fresherCopy'>;
  sendCachedPage: CachedPageWriter;
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
  pageCache,
  pageService,
  sendCachedPage,
  logger,
  metrics,
}: RequestHandlerOptions) {
  return function handle(req: IncomingMessage, res: ServerResponse) {
    const context = readContext(req);
    if (
      context.kind === 'page' &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !context.preview &&
      !context.moved
    ) {
      const page = pageCache.find(context.target, context.page);
      if (page) {
        // A stale page: the fleet's fresher copy when another replica has rendered it already.
        if (pageCache.isStale(page)) {
          void pageService.fresherCopy(page, context.target).then((fresh) => serve(fresh ?? page));
        } else {
          serve(page);
        }
        return;
      }
    }
    app(req, res);

    function serve(page: NonNullable<ReturnType<PageCache['find']>>) {
      // A stale page is answered while a fresh copy renders, before those nobody asked for.
      const stale = pageCache.isStale(page);
      const outcome = stale ? 'STALE' : 'HIT';
      const status = sendCachedPage(req, res, page, outcome, context.id, context.https);
      if (stale) pageService.refresh(page, { asked: true });
      const ms = performance.now() - context.started;
      metrics.observeCachedPage(status, outcome, ms / 1000);
      // Hits are counted in the metrics; their log lines are at debug level (LOG_LEVEL=debug):
      // a log line costs more than serving the page.
      if (logger.isLevelEnabled('debug')) {
        logger.debug(
          {
            reqId: context.id,
            method: req.method,
            url: req.url,
            status,
            cache: outcome,
            ms,
          },
          'request',
        );
      }
    }
  };
}

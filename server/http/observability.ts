import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import { requestContext } from './request-context';

/** One log line per request (health checks left out), with the request's id and cache outcome. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => requestContext(req).id,
    customProps: (_req, res) => ({ cache: res.getHeader('x-cache') ?? undefined }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** The request id header and the request's duration in the metrics, by kind, status and cache outcome. */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const context = requestContext(req);
    res.setHeader('X-Request-Id', context.id);
    res.on('finish', () => {
      metrics.observeRequest(
        context.kind,
        res.statusCode,
        String(res.getHeader('x-cache') ?? 'none'),
        (performance.now() - context.started) / 1000,
      );
    });
    next();
  };
}

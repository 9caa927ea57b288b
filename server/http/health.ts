import express, { type Router } from 'express';
import type { Metrics } from '../observability/metrics';

export interface HealthOptions {
  /** The details of /readyz; `ready` decides its status (200 or 503). */
  readiness: () => { ready: boolean } & Record<string, unknown>;
  metrics: Metrics;
  /** Brings the gauges up to date before /metrics is read. */
  beforeMetrics: () => void;
}

/** /healthz (the process answers), /readyz (it can serve pages) and /metrics (Prometheus). */
export function healthRoutes({ readiness, metrics, beforeMetrics }: HealthOptions): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    const details = readiness();
    res
      .status(details.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: details.ready ? 'ready' : 'starting', ...details, ready: undefined });
  });
  router.get('/metrics', async (_req, res, next) => {
    try {
      beforeMetrics();
      res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store');
      res.send(await metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}

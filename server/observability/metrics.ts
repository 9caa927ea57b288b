import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of the site, in a registry of its own (served at /metrics). */
export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, by kind of route, status and page cache outcome',
    labelNames: ['kind', 'status', 'cache'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests by cache outcome (HIT, STALE, MISS, BYPASS)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pageCacheSize = new Gauge({
    name: 'page_cache_entries',
    help: 'Pages held in the page cache',
    registers: [registry],
  });
  const pageCacheBytes = new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the page cache (all encodings)',
    registers: [registry],
  });
  const contentDuration = new Histogram({
    name: 'content_call_duration_seconds',
    help: 'Duration of calls to the content service',
    labelNames: ['ok'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const contentErrors = new Counter({
    name: 'content_call_errors_total',
    help: 'Failed calls to the content service',
    registers: [registry],
  });
  const breakerState = new Gauge({
    name: 'content_breaker_state',
    help: 'Circuit breaker of the content service: 0 closed, 1 half-open, 2 open',
    registers: [registry],
  });
  const prerenderPages = new Gauge({
    name: 'prerender_pages',
    help: 'Pre-rendering progress: pages known and pages done',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const backgroundRenders = new Gauge({
    name: 'background_renders_pending',
    help: 'Pages waiting for or under a background render (after a webhook, or served stale)',
    registers: [registry],
  });

  // Label lookups cost more than the observation; the few label sets in use are kept.
  const durationsByLabels = new Map<string, ReturnType<typeof requestDuration.labels>>();
  const outcomes = new Map<string, ReturnType<typeof pageCache.labels>>();

  return {
    registry,
    observeRequest(kind: string, status: number, cache: string, seconds: number) {
      const key = `${kind}|${status}|${cache}`;
      let child = durationsByLabels.get(key);
      if (!child) {
        child = requestDuration.labels(kind, String(status), cache);
        durationsByLabels.set(key, child);
      }
      child.observe(seconds);
    },
    countPageCache(outcome: string) {
      let child = outcomes.get(outcome);
      if (!child) {
        child = pageCache.labels(outcome);
        outcomes.set(outcome, child);
      }
      child.inc();
    },
    setPageCacheSize(entries: number, bytes: number) {
      pageCacheSize.set(entries);
      pageCacheBytes.set(bytes);
    },
    observeContentCall({ ms, ok }: { ms: number; ok: boolean }) {
      contentDuration.labels(String(ok)).observe(ms / 1000);
      if (!ok) contentErrors.inc();
    },
    setBreakerState(state: 'closed' | 'half-open' | 'open') {
      breakerState.set(state === 'closed' ? 0 : state === 'half-open' ? 1 : 2);
    },
    setBackgroundRenders(pending: number) {
      backgroundRenders.set(pending);
    },
    setPrerender(total: number, done: number) {
      prerenderPages.labels('total').set(total);
      prerenderPages.labels('done').set(done);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

import type { StatsFs } from 'node:fs';
import { readFile, statfs } from 'node:fs/promises';
import path from 'node:path';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { RequestHistogram } from './request-histogram';

export type CachedOutcome = 'HIT' | 'STALE';
export type RenderReason = 'miss' | 'stale' | 'revalidation' | 'prerender';
const CACHED_OUTCOMES: readonly CachedOutcome[] = ['HIT', 'STALE'];

/**
 * The file under DATA_DIR where scripts/docker/backup.sh leaves the time of the last backup that
 * succeeded (Unix seconds): the site's data volume is the one place every replica reads.
 */
export const LAST_BACKUP_FILE = 'last-backup';

/** The seconds a file holds (a Unix time), or 0 when it is missing or holds something else. */
async function secondsIn(file: string): Promise<number> {
  try {
    const seconds = Number((await readFile(file, 'utf8')).trim());
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  } catch {
    return 0;
  }
}

/**
 * Prometheus metrics of the site, in a registry of its own (served at /metrics). With `dataDir`
 * (DATA_DIR), its free space and the last backup's time are read when /metrics is.
 */
export function createMetrics(options: { defaultMetrics?: boolean; dataDir?: string } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const requestDuration = new RequestHistogram();
  registry.registerMetric(requestDuration as unknown as Metric);
  // Pages answered from the cache are counted in plain numbers and added to the counter when it is read.
  const cachedAnswers: Record<CachedOutcome, number> = { HIT: 0, STALE: 0 };
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests by cache outcome (HIT, STALE, MISS, BYPASS)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      for (const outcome of CACHED_OUTCOMES) {
        if (cachedAnswers[outcome] > 0) this.inc({ outcome }, cachedAnswers[outcome]);
        cachedAnswers[outcome] = 0;
      }
    },
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

  const renders = new Counter({
    name: 'page_renders_total',
    help: 'Pages rendered, by reason: miss (a visitor), stale (served stale), revalidation (a webhook), prerender',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const bursts = new Counter({
    name: 'content_change_bursts_total',
    help: 'Bursts of content changes (webhooks, or changes relayed by other replicas) that ended: no change for REVALIDATE_QUIET_MS',
    registers: [registry],
  });
  const burstPages = new Counter({
    name: 'content_change_burst_pages_total',
    help: 'Cached pages the ended bursts of content changes outdated, each counted once per burst',
    registers: [registry],
  });
  const sharedLookups = new Counter({
    name: 'shared_page_lookups_total',
    help: "Pages looked for in the replicas' shared layer (Redis), by result (hit, miss)",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const sharedConnected = new Gauge({
    name: 'shared_layer_connected',
    help: "The replicas' shared layer (Redis): 1 connected, 0 not (or not configured)",
    registers: [registry],
  });
  const sharedDegraded = new Gauge({
    name: 'shared_layer_degraded',
    help: '1 while REDIS_URL is set and Redis is away: this replica serves and renders on its own',
    registers: [registry],
  });
  const fanOutLag = new Gauge({
    name: 'shared_fanout_lag_seconds',
    help: 'Time between a change received by another replica and its application here (the last one)',
    registers: [registry],
  });

  const enquiryMail = new Counter({
    name: 'enquiry_mail_total',
    help: 'Enquiry e-mail by kind (notice, acknowledgement) and outcome (queued, sent, retry, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  const enquiryMailPending = new Gauge({
    name: 'enquiry_mail_pending',
    help: 'Enquiry e-mail waiting to be sent (shared by the replicas with Redis), as of the last round',
    registers: [registry],
  });

  const enquiriesPending = new Gauge({
    name: 'enquiry_outbox_pending',
    help: 'Enquiries waiting to reach the content service (shared by the replicas with Redis), as of the last round',
    registers: [registry],
  });

  const publishLive = new Histogram({
    name: 'publish_live_lag_seconds',
    help: 'From a webhook received by this replica to the moment every page it outdated is fresh in the page cache again (given up after 10 s)',
    buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
    registers: [registry],
  });

  const { dataDir } = options;
  /** A figure of DATA_DIR's file system; null when it cannot be read (made at start; gone since). */
  const diskFigure = async (figure: (disk: StatsFs) => number): Promise<number | null> => {
    if (!dataDir) return null;
    try {
      return figure(await statfs(dataDir));
    } catch {
      return null;
    }
  };
  new Gauge({
    name: 'data_dir_available_bytes',
    help: 'Bytes of the file system of DATA_DIR free for the site (read when /metrics is)',
    registers: [registry],
    async collect() {
      const bytes = await diskFigure((disk) => disk.bavail * disk.bsize);
      if (bytes !== null) this.set(bytes);
    },
  });
  new Gauge({
    name: 'data_dir_size_bytes',
    help: 'Size in bytes of the file system of DATA_DIR (read when /metrics is)',
    registers: [registry],
    async collect() {
      const bytes = await diskFigure((disk) => disk.blocks * disk.bsize);
      if (bytes !== null) this.set(bytes);
    },
  });
  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: `Unix time of the last backup that succeeded, as scripts/docker/backup.sh left it in DATA_DIR/${LAST_BACKUP_FILE}; 0: none`,
    registers: [registry],
    async collect() {
      this.set(dataDir ? await secondsIn(path.join(dataDir, LAST_BACKUP_FILE)) : 0);
    },
  });

  const edgePurges = new Counter({
    name: 'edge_purge_requests_total',
    help: 'Purge requests to the edge cache (EDGE_PURGE) by platform and outcome (sent, retry, failed: given up)',
    labelNames: ['platform', 'outcome'] as const,
    registers: [registry],
  });
  const edgePurgeTags = new Counter({
    name: 'edge_purge_tags_total',
    help: 'Tags in the purge requests to the edge cache, by platform and outcome (sent, retry, failed: given up)',
    labelNames: ['platform', 'outcome'] as const,
    registers: [registry],
  });

  const outcomes = new Map<string, ReturnType<typeof pageCache.labels>>();
  // The slots of pages answered from the cache (200 or 304, HIT or STALE), found without a lookup.
  const cachedSlots = {
    HIT: { 200: requestDuration.slot('page', 200, 'HIT'), 304: requestDuration.slot('page', 304, 'HIT') },
    STALE: {
      200: requestDuration.slot('page', 200, 'STALE'),
      304: requestDuration.slot('page', 304, 'STALE'),
    },
  };

  return {
    registry,
    observeRequest(kind: string, status: number, cache: string, seconds: number) {
      requestDuration.observe(requestDuration.slot(kind, status, cache), seconds);
    },
    /** A page answered from the cache: counted and timed without allocating. */
    observeCachedPage(status: 200 | 304, outcome: CachedOutcome, seconds: number) {
      requestDuration.observe(cachedSlots[outcome][status], seconds);
      cachedAnswers[outcome] += 1;
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
    countRender(reason: RenderReason) {
      renders.labels(reason).inc();
    },
    /** A burst of content changes ended, having outdated this many distinct cached pages. */
    countBurst(pages: number) {
      bursts.inc();
      burstPages.inc(pages);
    },
    countSharedLookup(result: 'hit' | 'miss') {
      sharedLookups.labels(result).inc();
    },
    setSharedLayer(state: 'connected' | 'degraded' | 'disabled', lagSeconds: number) {
      sharedConnected.set(state === 'connected' ? 1 : 0);
      sharedDegraded.set(state === 'degraded' ? 1 : 0);
      fanOutLag.set(lagSeconds);
    },
    countMail(kind: string, outcome: 'queued' | 'sent' | 'retry' | 'failed') {
      enquiryMail.labels(kind, outcome).inc();
    },
    /** A purge request to the edge: sent, to be tried again, or given up; `tags`: the tags it held. */
    countEdgePurge(platform: string, outcome: 'sent' | 'retry' | 'failed', tags: number) {
      edgePurges.labels(platform, outcome).inc();
      edgePurgeTags.labels(platform, outcome).inc(tags);
    },
    setMailPending(count: number) {
      enquiryMailPending.set(count);
    },
    setEnquiriesPending(count: number) {
      enquiriesPending.set(count);
    },
    /** A webhook's pages are fresh again, `seconds` after it arrived. */
    observePublishLag(seconds: number) {
      publishLive.observe(seconds);
    },
    setPrerender(total: number, done: number) {
      prerenderPages.labels('total').set(total);
      prerenderPages.labels('done').set(done);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

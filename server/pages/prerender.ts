import pLimit from 'p-limit';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { RenderIntoCacheResult } from './page-service';
import { localizedPaths, type SiteDocument } from './site-documents';

export interface PrerenderResult {
  total: number;
  stored: number;
  failed: number;
  ms: number;
}

/** Renders pages into the cache, a few at a time, reporting progress; stops early when told to. */
async function prerenderPages(options: {
  urls: readonly string[];
  render: (url: string) => Promise<RenderIntoCacheResult>;
  concurrency?: number;
  logger: Logger;
  onProgress?: (done: number, total: number) => void;
  /** Stops before the next page (the server is shutting down). */
  signal?: AbortSignal;
}): Promise<PrerenderResult> {
  const started = performance.now();
  const limit = pLimit(options.concurrency ?? 4);
  let stored = 0;
  let failed = 0;
  let done = 0;
  await Promise.all(
    options.urls.map((url) =>
      limit(async () => {
        if (options.signal?.aborted) return;
        const result = await options.render(url);
        if (result === 'stored') stored += 1;
        else if (result === 'failed') failed += 1;
        done += 1;
        options.onProgress?.(done, options.urls.length);
      }),
    ),
  );
  const result = { total: options.urls.length, stored, failed, ms: Math.round(performance.now() - started) };
  options.logger.info(result, 'pre-rendering done');
  return result;
}

/** Every known page rendered into the page cache at start (PRERENDER), once. */
export function createPrerenderer(options: {
  enabled: boolean;
  listDocuments: () => Promise<SiteDocument[]>;
  render: (url: string) => Promise<RenderIntoCacheResult>;
  logger: Logger;
  metrics: Metrics;
}) {
  let finished = !options.enabled;
  const stopping = new AbortController();
  return {
    async run(): Promise<void> {
      try {
        const urls = localizedPaths(await options.listDocuments());
        options.metrics.setPrerender(urls.length, 0);
        await prerenderPages({
          urls,
          render: options.render,
          logger: options.logger,
          onProgress: (done, total) => options.metrics.setPrerender(total, done),
          signal: stopping.signal,
        });
      } catch (error) {
        options.logger.error({ err: error }, 'pre-rendering failed; pages render on demand');
      } finally {
        finished = true;
      }
    },
    done: () => finished,
    stop: () => stopping.abort(),
  };
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;

import type { Logger } from '../logger';
import type { RenderIntoCacheResult } from './page-service';

/** Runs tasks over items with at most `limit` at once. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface PrerenderResult {
  total: number;
  stored: number;
  failed: number;
  ms: number;
}

/** Renders pages into the cache with bounded concurrency, reporting progress. */
export async function prerenderPages(options: {
  urls: readonly string[];
  render: (url: string) => Promise<RenderIntoCacheResult>;
  concurrency?: number;
  logger: Logger;
  onProgress?: (done: number, total: number) => void;
  /** Stops before the next page (the server is shutting down). */
  signal?: AbortSignal;
}): Promise<PrerenderResult> {
  const started = performance.now();
  let stored = 0;
  let failed = 0;
  let done = 0;
  await forEachLimited(
    options.urls,
    options.concurrency ?? 4,
    async (url) => {
      const result = await options.render(url);
      if (result === 'stored') stored += 1;
      else if (result === 'failed') failed += 1;
      done += 1;
      options.onProgress?.(done, options.urls.length);
    },
    options.signal,
  );
  const result = { total: options.urls.length, stored, failed, ms: Math.round(performance.now() - started) };
  options.logger.info(result, 'pre-rendering done');
  return result;
}

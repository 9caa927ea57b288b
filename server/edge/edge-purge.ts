import { retryDelay, type RetryDelays } from '../background/retrying-rounds';
import type { EdgeConfig } from '../config';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import { cloudflareTarget } from './cloudflare-purge';
import { SITE_TAG, type EdgeTags } from './edge-tags';
import { fastlyTarget } from './fastly-purge';
import { PurgeFailure, type PurgeTarget } from './purge-target';
import { varnishTargets } from './varnish-purge';

/** Waits between the tries of a failed purge: 1 s, doubling up to a minute. */
export const PURGE_RETRY: RetryDelays = { initialMs: 1000, maxMs: 60_000 };
/** Tries of one purge before it is given up (about four minutes with PURGE_RETRY). */
export const PURGE_ATTEMPTS = 8;
/** How long one purge request may take. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Purges the edge in front of the site by content tag. */
export interface EdgePurger {
  /**
   * Purges every page built from one of these content tags (every page of the site, without tags).
   * In the background: it never throws, and a failed purge is tried again with back-off.
   */
  purge(tags: readonly string[] | undefined): void;
  /**
   * Whether purging page by page, as each page's new copy is ready, costs nothing: no platform rate
   * limit counts the requests (Varnish, Fastly). Cloudflare's does, so its purges go once per change.
   */
  readonly pageByPage: boolean;
  /** Resolves when no purge waits or is under way. */
  idle(): Promise<void>;
  /** Stops: purges still waiting are dropped. */
  close(): void;
}

/** The places a configuration's purges go: each Varnish instance, or the CDN's API. */
export function edgeTargets(config: EdgeConfig, fetchImpl: typeof fetch = fetch): PurgeTarget[] {
  switch (config.platform) {
    case 'varnish':
      return varnishTargets(config.urls, fetchImpl);
    case 'cloudflare':
      return [cloudflareTarget(config, fetchImpl)];
    case 'fastly':
      return [fastlyTarget(config, fetchImpl)];
  }
}

/**
 * The purger: each target has its own queue of tokens, so an instance that is down delays no other.
 * Tokens that arrive while a request is under way (a burst of publications) go together in the next
 * one, in batches of the target's size, each when the target's rate limit lets it. A failed batch
 * goes back to the queue, with whatever came meanwhile, and is tried again after a back-off (the
 * platform's Retry-After when it gave one); one refused for good (a bad token) or failing
 * `attempts` times in a row is given up, logged as an error and counted.
 */
export function createEdgePurger({
  targets,
  platform,
  tags,
  logger,
  metrics,
  retry = PURGE_RETRY,
  attempts = PURGE_ATTEMPTS,
}: {
  targets: readonly PurgeTarget[];
  /** EDGE_PURGE, for the metrics' label. */
  platform: string;
  tags: EdgeTags;
  logger: Logger;
  metrics: Metrics;
  retry?: RetryDelays;
  attempts?: number;
}): EdgePurger {
  let closed = false;
  const timers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      entry.timer.unref();
      timers.add(entry);
    });

  const queues = targets.map((target) => {
    const pending = new Set<string>();
    let running: Promise<void> | null = null;

    async function sendAll(): Promise<void> {
      let failures = 0;
      while (pending.size > 0 && !closed) {
        const tokens = [...pending];
        pending.clear();
        let sent = 0;
        try {
          for (; sent < tokens.length; sent += target.batchSize) {
            const batch = tokens.slice(sent, sent + target.batchSize);
            await target.turn?.();
            if (closed) return;
            const started = performance.now();
            await target.send(batch, AbortSignal.timeout(REQUEST_TIMEOUT_MS));
            metrics.countEdgePurge(platform, 'sent', batch.length);
            logger.debug(
              { edge: target.name, tokens: batch.length, ms: Math.round(performance.now() - started) },
              'edge purged',
            );
            failures = 0;
          }
        } catch (error) {
          const rest = tokens.slice(sent);
          failures += 1;
          const failure = error instanceof PurgeFailure ? error : null;
          const retryable = failure ? failure.retry : true;
          if (!retryable || failures >= attempts) {
            metrics.countEdgePurge(platform, 'failed', rest.length);
            logger.error(
              { err: error, edge: target.name, tokens: rest.length, attempts: failures },
              'purging the edge failed; its copies of these pages stay until they expire',
            );
            failures = 0;
            continue;
          }
          rest.forEach((token) => pending.add(token));
          metrics.countEdgePurge(platform, 'retry', rest.length);
          const waitMs = Math.max(retryDelay(retry, failures), failure?.retryAfterMs ?? 0);
          logger.warn(
            { err: error, edge: target.name, tokens: rest.length, waitMs },
            'purging the edge failed; trying again',
          );
          await pause(waitMs);
        }
      }
    }

    function start() {
      running = sendAll().finally(() => {
        running = null;
        if (pending.size > 0 && !closed) start();
      });
    }

    return {
      add(tokens: readonly string[]) {
        tokens.forEach((token) => pending.add(token));
        if (!running && !closed) start();
      },
      async idle() {
        while (running) await running;
      },
    };
  });

  return {
    pageByPage: targets.every((target) => target.turn === undefined),
    purge(changed) {
      if (closed) return;
      const tokens = tags.tokens(changed ?? [SITE_TAG]);
      if (tokens.length === 0) return;
      queues.forEach((queue) => queue.add(tokens));
    },
    async idle() {
      await Promise.all(queues.map((queue) => queue.idle()));
    },
    close() {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      timers.clear();
    },
  };
}

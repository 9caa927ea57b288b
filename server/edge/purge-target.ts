/**
 * One place purge requests go: a Varnish instance, or a CDN's purge API. The purger
 * (edge-purge.ts) batches the tokens, waits for the target's turn, retries and counts; a target only
 * shapes and sends one request.
 */
export interface PurgeTarget {
  /** For logs: the platform and the address, never a credential. */
  readonly name: string;
  /** The most tokens one request carries. */
  readonly batchSize: number;
  /** Resolves when the platform's rate limit lets the next request go. */
  turn?(): Promise<void>;
  /** Purges these tokens with one request; throws a PurgeFailure when the platform did not. */
  send(tokens: readonly string[], signal: AbortSignal): Promise<void>;
}

/** A purge the platform refused or did not answer; `retry`: it may succeed later. */
export class PurgeFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    /** How long the platform asked to wait (Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PurgeFailure';
  }
}

/**
 * Throws a PurgeFailure unless the answer is a success: too many requests (429), a timeout (408) and
 * the platform's own errors (5xx) are retried, honouring Retry-After; anything else (a bad token, a
 * request the platform refuses) is not.
 */
export async function checkPurgeAnswer(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')).slice(0, 300);
  const retry = response.status === 429 || response.status === 408 || response.status >= 500;
  throw new PurgeFailure(
    `${what} answered ${response.status}${text ? `: ${text}` : ''}`,
    retry,
    retryAfterMs(response.headers.get('retry-after')),
  );
}

/** Retry-After in seconds or as an HTTP date, in ms from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A token bucket: up to `capacity` requests at once, then one every `refillMs` (the rate limit a
 * platform documents). `turn` resolves when a token is there and takes it.
 */
export function createTokenBucket({
  capacity,
  refillMs,
  now = Date.now,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
}: {
  capacity: number;
  refillMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): { turn(): Promise<void> } {
  let tokens = capacity;
  let at = now();
  const refill = () => {
    const time = now();
    tokens = Math.min(capacity, tokens + (time - at) / refillMs);
    at = time;
  };
  return {
    async turn() {
      refill();
      while (tokens < 1) {
        await sleep(Math.ceil((1 - tokens) * refillMs));
        refill();
      }
      tokens -= 1;
    },
  };
}

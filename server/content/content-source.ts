import type { ContentLoad, ContentRequest } from '../../src/content/content-request.server';
import type { ContentFetch } from '../../src/content/http.server';
import type { ContentCache } from './content-cache';
import type { GuardedCall } from './circuit-breaker';

export interface ContentUse {
  url: string;
  tags: readonly string[];
  stale: boolean;
  hit: boolean;
}

/**
 * Content for one request: every call goes through the shared cache (answers are validated and
 * normalized before they are kept), and what the request used is recorded — which content a page was
 * built from, whether any of it was stale, and how long the calls took.
 */
export function createRequestContent(options: {
  fetch: ContentFetch;
  cache: ContentCache;
  mediaUrl: string;
  /** Guards each call (the circuit breaker); an answer of the wrong shape counts as a failed call. */
  call?: GuardedCall;
  /** Observes each call to the content service (metrics). */
  onCall?: (outcome: { ms: number; ok: boolean }) => void;
  /** An editor's preview: drafts (Strapi 5 `status=draft`), straight from the service, never cached. */
  draft?: boolean;
}) {
  const call: GuardedCall = options.call ?? ((task) => task());
  const used: ContentUse[] = [];
  let contentMs = 0;
  const load: ContentLoad = async <T>(request: ContentRequest<T>): Promise<T> => {
    const started = performance.now();
    const fetchOnce = (url: string) =>
      call(async () => {
        const callStarted = performance.now();
        try {
          const value = request.parse(await options.fetch(url), { mediaUrl: options.mediaUrl });
          options.onCall?.({ ms: performance.now() - callStarted, ok: true });
          return value;
        } catch (error) {
          options.onCall?.({ ms: performance.now() - callStarted, ok: false });
          throw error;
        }
      });
    try {
      const result = options.draft
        ? { value: await fetchOnce(withDrafts(request.url)), stale: false, hit: false }
        : await options.cache.wrap(request.url, request.tags, () => fetchOnce(request.url));
      used.push({ url: request.url, tags: request.tags, stale: result.stale, hit: result.hit });
      return result.value;
    } finally {
      contentMs += performance.now() - started;
    }
  };
  return {
    load,
    used,
    get contentMs() {
      return contentMs;
    },
    get stale() {
      return used.some((use) => use.stale);
    },
  };
}

/** The same request for the drafts (Strapi 5: `status=draft`). */
function withDrafts(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}status=draft`;
}

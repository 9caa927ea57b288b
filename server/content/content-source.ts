import { ContentError } from '../../src/content/content-error';
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
 * built from, whether any of it was stale, and how long the calls took. All the request's calls share
 * one deadline: however many run one after another, none waits past it (a call that is late gives
 * the last good copy, or fails as a timeout).
 */
export function createRequestContent(options: {
  fetch: ContentFetch;
  cache: ContentCache;
  mediaUrl: string;
  /** Aborts when the request's time for content is up (CONTENT_TIMEOUT_MS from its start). */
  deadline?: AbortSignal;
  /** No visitor waits for this content (a background render): no minimum delay. */
  background?: boolean;
  /** Guards each call (the circuit breaker); an answer of the wrong shape counts as a failed call. */
  call?: GuardedCall;
  /** Observes each call to the content service (metrics). */
  onCall?: (outcome: { ms: number; ok: boolean }) => void;
  /** An editor's preview: drafts (Strapi 5 `status=draft`), straight from the service, never cached. */
  draft?: boolean;
}) {
  const call: GuardedCall = options.call ?? ((task) => task());
  const { deadline } = options;
  const used: ContentUse[] = [];
  let contentMs = 0;
  const load: ContentLoad = async <T>(request: ContentRequest<T>): Promise<T> => {
    const started = performance.now();
    const fetchOnce = (url: string) =>
      call(async () => {
        const callStarted = performance.now();
        try {
          const value = request.parse(await options.fetch(url, { signal: deadline }), {
            mediaUrl: options.mediaUrl,
          });
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
        : await options.cache.wrap(request.url, request.tags, () => fetchOnce(request.url), {
            signal: deadline,
            background: options.background,
          });
      used.push({ url: request.url, tags: request.tags, stale: result.stale, hit: result.hit });
      return result.value;
    } catch (error) {
      if (deadline?.aborted && !(error instanceof ContentError)) {
        throw new ContentError(`The content service did not answer ${request.url} in time`, {
          kind: 'timeout',
          url: request.url,
          cause: error,
        });
      }
      throw error;
    } finally {
      contentMs += performance.now() - started;
    }
  };
  return {
    load,
    used,
    deadline,
    get contentMs() {
      return contentMs;
    },
    get stale() {
      return used.some((use) => use.stale);
    },
  };
}

export type RequestContent = ReturnType<typeof createRequestContent>;

/** The same request for the drafts (Strapi 5: `status=draft`). */
function withDrafts(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}status=draft`;
}

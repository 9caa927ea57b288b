import type { ContentFetch } from '../../src/content/http.server';
import type { Metrics } from '../observability/metrics';
import type { ContentBreaker } from './circuit-breaker';
import type { ContentCache } from './content-cache';
import { createRequestContent, type RequestContent } from './content-source';

export type OpenedContent = RequestContent & {
  /** Aborts when this use's time for content is up (CONTENT_TIMEOUT_MS from its opening). */
  deadline: AbortSignal;
};

export interface ContentPipeline {
  /**
   * Content for one use — a page or its data, a build of the search index, the sitemap's list: every
   * call of it within one deadline, through the circuit breaker, counted in the metrics and kept in
   * the shared cache. In a preview, the drafts, uncached; in the background (no visitor waiting),
   * without the minimum delay.
   */
  open(options?: { draft?: boolean; background?: boolean }): OpenedContent;
  /** The cache every use reads through (the search follows its freshness). */
  cache: ContentCache;
  /** The content service answered at least once (readiness). */
  reached(): boolean;
}

/** The one way to the content service: `server/app.ts` makes it, pages, search and sitemap use it. */
export function createContentPipeline(options: {
  fetch: ContentFetch;
  cache: ContentCache;
  mediaUrl: string;
  timeoutMs: number;
  breaker?: ContentBreaker;
  metrics?: Pick<Metrics, 'observeContentCall'>;
}): ContentPipeline {
  let reached = false;
  return {
    open({ draft = false, background = false } = {}) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const content = createRequestContent({
        fetch: options.fetch,
        cache: options.cache,
        mediaUrl: options.mediaUrl,
        deadline,
        background,
        call: options.breaker?.call,
        draft,
        onCall: (outcome) => {
          if (outcome.ok) reached = true;
          options.metrics?.observeContentCall(outcome);
        },
      });
      return content as OpenedContent;
    },
    cache: options.cache,
    reached: () => reached,
  };
}

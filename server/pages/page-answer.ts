import type { CachedOutcome, CachedPage } from '../cache/page-cache';

/**
 * A page as the page service answers it: what it is, without a request or a response in sight. The
 * HTTP layer writes it (server/http/page-answer.ts).
 */
export type PageAnswer =
  | { type: 'redirect'; status: number; location: string }
  /** A page of the cache (one another replica just rendered): written with the headers made for it. */
  | { type: 'cached'; page: CachedPage; outcome: CachedOutcome }
  | {
      type: 'document';
      status: number;
      /** Headers to set, in order; `null` removes one the middleware set before. */
      headers: ReadonlyArray<readonly [string, string | null]>;
      /** CSP sources of the page's inline style elements, added to the answer's policy. */
      styleHashes: readonly string[];
      /**
       * Writes the body, piece by piece as it is rendered, to `destination`; resolves when all of it
       * is written. `null` (a HEAD request): nothing is written, and a page that is kept is still
       * rendered whole into the cache. Called once for every document answer: what the render holds
       * (its turn, the fleet's lock) is let go when it ends.
       */
      body(destination: ((chunk: Buffer) => void) | null): Promise<void>;
    };

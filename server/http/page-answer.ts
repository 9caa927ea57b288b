import type { Request, Response } from 'express';
import { cspWithStyleHashes } from '../security-headers';

/**
 * A rendered page as the page service answers it: what it is, without a response in sight. Cached
 * pages are not answered this way: the page cache writes them with headers made once per page.
 */
export type PageAnswer =
  | { type: 'redirect'; status: number; location: string }
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
       * rendered whole into the cache.
       */
      body(destination: ((chunk: Buffer) => void) | null): Promise<void>;
    };

/** Writes a rendered page: the one place its status, headers and body reach the response. */
export async function sendPageAnswer(req: Request, res: Response, answer: PageAnswer): Promise<void> {
  if (answer.type === 'redirect') {
    res.redirect(answer.status, answer.location);
    return;
  }
  res.status(answer.status);
  for (const [name, value] of answer.headers) {
    if (value === null) res.removeHeader(name);
    else res.set(name, value);
  }
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.set('Content-Security-Policy', cspWithStyleHashes(policy, answer.styleHashes));
  }
  await answer.body(req.method === 'HEAD' ? null : (chunk) => res.write(chunk));
  res.end();
}

/**
 * Makes way for the page cache to answer inside Express (a page another replica just rendered): the
 * cache writes its own raw headers, the request id among them, so Express's copy of that goes.
 */
export function prepareCachedAnswer(res: Response): void {
  res.removeHeader('X-Request-Id');
}

import type { Request, Response } from 'express';
import type { PageAnswer } from '../pages/page-answer';
import type { CachedPageWriter } from './cached-answer';
import { requestContext } from './request-context';
import { cspWithStyleHashes } from './security-headers';

/**
 * Writes a page the page service answered: the one place its status, headers and body reach the
 * response. A document's body is written even when its headers cannot be (to nowhere, then), so
 * the render always ends and lets go of what it holds.
 */
export async function sendPageAnswer(
  req: Request,
  res: Response,
  answer: PageAnswer,
  sendCachedPage: CachedPageWriter,
): Promise<void> {
  if (answer.type === 'redirect') {
    res.redirect(answer.status, answer.location);
    return;
  }
  if (answer.type === 'cached') {
    // The cache writes its own raw headers, the request id among them, so Express's copy goes.
    res.removeHeader('X-Request-Id');
    const context = requestContext(req);
    sendCachedPage(req, res, answer.page, answer.outcome, context.id, context.https);
    return;
  }
  let destination: ((chunk: Buffer) => void) | null = null;
  try {
    res.status(answer.status);
    for (const [name, value] of answer.headers) {
      if (value === null) res.removeHeader(name);
      else res.set(name, value);
    }
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') {
      res.set('Content-Security-Policy', cspWithStyleHashes(policy, answer.styleHashes));
    }
    if (req.method !== 'HEAD') destination = (chunk) => res.write(chunk);
  } finally {
    await answer.body(destination);
  }
  res.end();
}

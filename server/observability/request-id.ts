import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the proxy's X-Request-Id when it looks like one, a new one otherwise. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID_ID.test(given) ? given : randomUUID();
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { unauthorizedError } from './errors';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** With a token, every request needs `Authorization: Bearer <token>` (401 UnauthorizedError otherwise). */
export function requireApiToken(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : undefined;
  return (req, _res, next) => {
    if (!expected) return next();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]), expected)) throw unauthorizedError();
    next();
  };
}

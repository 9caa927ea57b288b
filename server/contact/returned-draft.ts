import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import {
  CONTACT_FORM_ID,
  readOutcome,
  type ContactDraft,
} from '../../src/components/contact-form/contact-protocol';
import { CONTACT_FIELDS, contactRules, type ContactValues } from '../../src/validation/contact-rules';
import type { FormPageAnswer } from './contact-router';

/**
 * A form sent without JavaScript that the server refuses goes back to its page by a redirect (so the
 * address is the page's, the errors are in view at the form's anchor, and a reload does not post
 * again). What the visitor typed goes back with it in a short-lived cookie of that page — held by
 * their browser, not by the site — and the page shows the form filled in again.
 */
export const DRAFT_COOKIE = 'contact-draft';

/** Ten minutes to correct the form. */
const DRAFT_MAX_AGE_S = 600;

/** Within what every browser keeps for a cookie, name and attributes included. */
const DRAFT_MAX_BYTES = 3800;

function encodeDraft(values: ContactValues): string | null {
  const value = brotliCompressSync(Buffer.from(JSON.stringify(values), 'utf8')).toString('base64url');
  return value.length <= DRAFT_MAX_BYTES ? value : null;
}

function decodeDraft(value: string): ContactValues | null {
  try {
    const parsed = JSON.parse(
      brotliDecompressSync(Buffer.from(value, 'base64url')).toString('utf8'),
    ) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const fields = parsed as Record<string, unknown>;
    return Object.fromEntries(
      CONTACT_FIELDS.map((field) => {
        const typed = fields[field];
        const limit = (contactRules[field].max ?? 2000) * 2;
        return [field, typeof typed === 'string' ? typed.slice(0, limit) : ''];
      }),
    ) as ContactValues;
  } catch {
    return null;
  }
}

/** Keeps what was typed for the page the form goes back to (when it fits in a cookie). */
export function keepDraft(req: Request, res: Response, pagePath: string, values: ContactValues): void {
  const value = encodeDraft(values);
  if (!value) return;
  res.append(
    'Set-Cookie',
    serializeCookie(DRAFT_COOKIE, value, {
      path: pagePath,
      maxAge: DRAFT_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
    }),
  );
}

/** Forgets what was typed once the enquiry is accepted. */
export function forgetDraft(req: Request, res: Response, pagePath: string): void {
  if (!req.headers.cookie?.includes(`${DRAFT_COOKIE}=`)) return;
  res.append(
    'Set-Cookie',
    serializeCookie(DRAFT_COOKIE, '', { path: pagePath, maxAge: 0, httpOnly: true, sameSite: 'lax' }),
  );
}

/**
 * A page asked for with a refused form's outcome in its query and the draft cookie: rendered with the
 * form filled in as the visitor left it. Anything else goes on to the page route.
 */
export function returnedDraftRoute(answerWithPage: FormPageAnswer): RequestHandler {
  return (req, res, next) => {
    const cookie = req.headers.cookie;
    if (req.method !== 'GET' || !cookie?.includes(`${DRAFT_COOKIE}=`)) {
      next();
      return;
    }
    const url = new URL(req.originalUrl, 'http://site.invalid');
    const outcome = readOutcome(url.searchParams);
    const raw = parseCookies(cookie)[DRAFT_COOKIE];
    const values = raw ? decodeDraft(raw) : null;
    if (!outcome || outcome.kind === 'sent' || !values) {
      next();
      return;
    }
    const actionData: ContactDraft = { form: CONTACT_FORM_ID, values, outcome };
    answerWithPage(req, res, `${url.pathname}${url.search}`, { status: 200, actionData }).catch(next);
  };
}

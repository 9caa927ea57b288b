import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import express, { type Request, type Response, type Router } from 'express';
import { NOT_FOUND_ROUTE } from '../src/navigation/route-id';
import type { PageIdentity } from './cache/page-key';
import { requestContext } from './http/request-context';

/** The cookie that shows drafts to an editor; signed, HttpOnly, and valid for an hour. */
export const PREVIEW_COOKIE = 'dkg_preview';
export const PREVIEW_TTL_S = 3600;

export interface PreviewOptions {
  secret: string;
  publicUrl: string;
  /** Names the page of a local address (the route table decides what is a page of this site). */
  identify: (url: string) => PageIdentity | null;
  now?: () => number;
}

export interface Preview {
  /** GET /api/preview (the CMS's preview handler) and GET /api/preview/exit. */
  router: Router;
  /** Whether a request carries a valid preview cookie. */
  isPreview(req: IncomingMessage): boolean;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The editors' preview: the CMS opens `/api/preview?secret=…&url=…&status=draft|published`; with the
 * right secret the site sets (draft) or clears (published) the preview cookie and sends the editor to
 * the page. Requests with the cookie see drafts, bypass every cache, and may be framed by the CMS.
 */
export function createPreview(options: PreviewOptions): Preview {
  const now = options.now ?? Date.now;
  // The cookie is signed with a key of its own, never with the secret the CMS sends in URLs.
  const key = createHash('sha256').update(`preview cookie\n${options.secret}`).digest('base64url');
  const publicOrigin = new URL(options.publicUrl).origin;

  function isPreview(req: IncomingMessage): boolean {
    const header = req.headers.cookie;
    if (!header?.includes(PREVIEW_COOKIE)) return false;
    const value = parseCookies(header)[PREVIEW_COOKIE];
    const unsigned = value ? unsign(value, key) : false;
    if (unsigned === false) return false;
    const [mode, expires] = unsigned.split('.');
    return mode === 'draft' && Number(expires) > now();
  }

  /** The page a `url` parameter names, when it is a page of this site; null otherwise. */
  function pageOf(url: unknown): PageIdentity | null {
    if (typeof url !== 'string' || !url.startsWith('/') || /^\/[/\\]/.test(url) || /[\s\\]/.test(url)) {
      return null;
    }
    let parsed: URL;
    try {
      parsed = new URL(url, publicOrigin);
      decodeURIComponent(parsed.pathname);
    } catch {
      return null;
    }
    if (parsed.origin !== publicOrigin) return null;
    const page = options.identify(`${parsed.pathname}${parsed.search}`);
    return page && page.routeName !== NOT_FOUND_ROUTE ? page : null;
  }

  /**
   * A cookie the CMS's frame may send back: cross-site (SameSite=None, Secure, Partitioned) where the
   * browser allows it — https, or localhost — and same-site (Lax) otherwise.
   */
  function cookie(req: Request, value: string, maxAge: number): string {
    const https = requestContext(req).https || publicOrigin.startsWith('https:');
    const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(req.hostname ?? '');
    const crossSite = https || local;
    return serializeCookie(PREVIEW_COOKIE, value, {
      httpOnly: true,
      path: '/',
      maxAge,
      sameSite: crossSite ? 'none' : 'lax',
      secure: crossSite,
      partitioned: crossSite,
    });
  }

  function go(res: Response, page: PageIdentity | null, setCookie: string) {
    res
      .status(303)
      .set('Cache-Control', 'private, no-store')
      .set('Set-Cookie', setCookie)
      .set('Location', page?.url ?? '/')
      .end();
  }

  const router = express.Router();
  router.get('/', (req, res) => {
    if (!sameSecret(req.query.secret, options.secret)) {
      res.status(401).set('Cache-Control', 'no-store').json({ error: 'Invalid or missing secret' });
      return;
    }
    const status = req.query.status ?? 'draft';
    const page = pageOf(req.query.url);
    if (!page || (status !== 'draft' && status !== 'published')) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ error: 'url must be a page of this site and status draft or published' });
      return;
    }
    if (status === 'draft') {
      go(res, page, cookie(req, sign(`draft.${now() + PREVIEW_TTL_S * 1000}`, key), PREVIEW_TTL_S));
    } else {
      go(res, page, cookie(req, '', 0));
    }
  });
  router.get('/exit', (req, res) => {
    go(res, pageOf(req.query.url), cookie(req, '', 0));
  });
  return { router, isPreview };
}

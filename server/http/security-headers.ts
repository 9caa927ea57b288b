import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { requestContext } from './request-context';

export interface SecurityHeaderOptions {
  /** Origin of media when they are not served by the site itself. */
  mediaUrl: string;
  publicUrl: string;
  /** The CMS's admin, which frames previews (and nothing else may frame). */
  cmsUrl?: string;
  /** Staging: every answer asks search engines not to index it. */
  noindex?: boolean;
  /** The origins of the maps' tiles (MAP_TILES_URL): pictures from there, and nothing else of theirs. */
  tileOrigins?: readonly string[];
}

function origin(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** helmet's configuration: a strict policy with no inline script and no inline style. */
function helmetMiddleware({ mediaUrl, tileOrigins = [] }: SecurityHeaderOptions, framedBy: string[] = []) {
  const media = origin(mediaUrl);
  const tiles = tileOrigins.filter((tileOrigin) => tileOrigin !== media);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(media ? [media] : []), ...tiles],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: framedBy.length > 0 ? framedBy : ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // X-Frame-Options cannot name another origin: a page that may be framed leaves it to the CSP.
    xFrameOptions: framedBy.length > 0 ? false : { action: 'deny' },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  });
}

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** A Content-Security-Policy that also allows the inline style elements with these hashes. */
export function cspWithStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;)\s*style-src ([^;]*)/,
    (_match, start: string, sources: string) => `${start}style-src ${sources} ${hashes.join(' ')}`,
  );
}

export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/**
 * The security headers of every answer, computed once: helmet runs against a blank response at
 * start and its headers are kept, so a cached page can be sent with them without running helmet.
 */
export function computeSecurityHeaders(
  options: SecurityHeaderOptions,
  framedBy: string[] = [],
): Array<[string, string]> {
  const collected = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      collected.set(name, String(value));
      return response;
    },
    removeHeader(name: string) {
      collected.delete(name);
    },
    getHeader(name: string) {
      return collected.get(name);
    },
  };
  helmetMiddleware(options, framedBy)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  collected.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (options.noindex) collected.set('X-Robots-Tag', 'noindex, nofollow');
  return [...collected.entries()];
}

/**
 * Who may frame a public page: nobody, or, when the CMS is named (CMS_PUBLIC_URL), the CMS's admin
 * alone, whose preview shows the published page in a frame beside the draft. The admin is the
 * editors' own origin behind its login; every other origin stays refused (docs/decisions/019).
 */
export function pageFramers(options: Pick<SecurityHeaderOptions, 'cmsUrl'>): string[] {
  const cms = options.cmsUrl ? origin(options.cmsUrl) : null;
  return cms ? [cms] : [];
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = computeSecurityHeaders(options, pageFramers(options));
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (requestContext(req).https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

/**
 * The headers of a preview page: the same policy, except that the site itself and the CMS's admin
 * may frame it (the CMS shows previews in a frame); never kept by any cache, never indexed.
 */
export function previewSecurityHeaders(options: SecurityHeaderOptions): Array<[string, string]> {
  const cms = options.cmsUrl ? origin(options.cmsUrl) : null;
  return [
    ...computeSecurityHeaders({ ...options, noindex: false }, ["'self'", ...(cms ? [cms] : [])]),
    ['Cache-Control', 'private, no-store'],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

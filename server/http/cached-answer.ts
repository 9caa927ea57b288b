import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import {
  PAGE_CACHE_CONTROL,
  PROXY_EXPIRES,
  type CachedOutcome,
  type CachedPage,
  type Encoding,
} from '../cache/page-cache';
import type { EdgeHeaders } from '../edge/edge-headers';
import { cspWithStyleHashes } from './security-headers';

export interface CachedAnswerOptions {
  /** Headers every answer carries (security headers), computed once at start. */
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  /** Cache-Control of cached pages (browsers revalidate, proxies may keep them briefly). */
  cacheControl?: string;
  /** Strict-Transport-Security of answers over https. */
  hsts?: string;
  /** The headers that tell an edge in front of the site a page's tags and how long to keep it. */
  edge?: EdgeHeaders;
}

/** Writes a cached page to a response; returns the status it answered with. */
export type CachedPageWriter = (
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  outcome: CachedOutcome,
  requestId: string,
  https: boolean,
) => 200 | 304;

/**
 * The writer of cached pages: 304 when the browser has the page, the best encoding it accepts
 * otherwise. The headers are one raw list made once per page and kind of answer, kept with the page;
 * only the request id changes per request.
 */
export function createCachedPageWriter(options: CachedAnswerOptions): CachedPageWriter {
  const cacheControl = options.cacheControl ?? PAGE_CACHE_CONTROL;
  const hsts = options.hsts ?? '';
  const baseFlat = options.baseHeaders.flatMap(([name, value]) => [name, value]);

  /** The headers of every answer of a page: the security headers, its CSP allowing its inline styles. */
  function pageBaseHeaders(page: CachedPage): string[] {
    return baseFlat.map((value, index) =>
      index % 2 === 1 && baseFlat[index - 1].toLowerCase() === 'content-security-policy'
        ? cspWithStyleHashes(value, page.styleHashes)
        : value,
    );
  }

  /** The page's tags, for an edge in front of the site (none when they would not fit). */
  function edgeTags(page: CachedPage): string[] {
    return options.edge?.tags({ key: page.key, tags: page.deps.tags }) ?? [];
  }

  /**
   * What a 304 repeats of the page's answer: the validators and how long it may be kept, by browsers
   * and by an edge (long while the page cache holds it fresh, a HIT; a moment while it renders again).
   */
  function validatorHeaders(page: CachedPage, outcome: CachedOutcome): string[] {
    const edgePolicy =
      options.edge && edgeTags(page).length > 0 ? options.edge.policy(outcome === 'HIT') : [];
    return [
      'ETag',
      page.etag,
      'Cache-Control',
      cacheControl,
      ...edgePolicy,
      ...PROXY_EXPIRES,
      'Vary',
      'Accept-Encoding',
    ];
  }

  function entityHeaders(page: CachedPage, encoding: Encoding, outcome: CachedOutcome): string[] {
    const length = encoding === 'identity' ? page.length : page.bodies[encoding].length;
    return [
      ...pageBaseHeaders(page),
      'Content-Type',
      'text/html; charset=utf-8',
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(length),
      ...validatorHeaders(page, outcome),
      ...edgeTags(page),
      'Server-Timing',
      'cache;desc="hit"',
    ];
  }

  /** The complete raw header list of one kind of answer; its last value is the request id's place. */
  function answerHeaders(
    page: CachedPage,
    notModified: boolean,
    encoding: Encoding,
    outcome: CachedOutcome,
    https: boolean,
  ): string[] {
    const entity = notModified
      ? [...pageBaseHeaders(page), ...validatorHeaders(page, outcome)]
      : entityHeaders(page, encoding, outcome);
    return [
      ...entity,
      'X-Cache',
      outcome,
      ...(https && hsts ? ['Strict-Transport-Security', hsts] : []),
      'X-Request-Id',
      '',
    ];
  }

  return function sendCachedPage(req, res, page, outcome, requestId, https) {
    const notModified = req.headers['if-none-match'] === page.etag;
    const encoding = notModified ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
    const index =
      (notModified ? 12 : ENCODING_INDEX[encoding] * 4) + (outcome === 'HIT' ? 0 : 2) + (https ? 1 : 0);
    const headers = (page.answers[index] ??= answerHeaders(page, notModified, encoding, outcome, https));
    headers[headers.length - 1] = requestId;
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return 304;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(encoding === 'identity' ? gunzipSync(page.bodies.gzip) : page.bodies[encoding]);
    return 200;
  };
}

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const ENCODING_INDEX: Record<Encoding, number> = { br: 0, gzip: 1, identity: 2 };
/** Browsers send few distinct Accept-Encoding values: each is negotiated once (the map is bounded). */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 500;

/**
 * The best encoding the client accepts (negotiator: q-values honoured, brotli preferred on a tie);
 * the plain body when it accepts none of them.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let encoding = negotiated.get(value);
  if (!encoding) {
    // negotiator 1.x takes the order that breaks ties; its published types describe 0.6.
    const negotiator = new Negotiator({ headers: { 'accept-encoding': value } }) as unknown as {
      encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined;
    };
    encoding = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(value, encoding);
  }
  return encoding;
}

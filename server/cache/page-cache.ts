import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gunzipSync, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { cspWithStyleHashes } from '../security-headers';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CacheOutcome = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export type Encoding = 'br' | 'gzip' | 'identity';

export interface PageDependencies {
  /** Content requests (path and query) the page was built from. */
  contentUrls: readonly string[];
  /** Content type (and entry) tags of those requests, for targeted revalidation. */
  tags: readonly string[];
}

/** A rendered page kept in memory with its compressed bodies and every header, computed once. */
export interface CachedPage {
  key: string;
  /** The canonical URL (path and kept query) the page renders from. */
  url: string;
  etag: string;
  renderedAt: number;
  /** Built from content that was served stale: refresh it at the next chance. */
  degraded: boolean;
  /** Content it was built from changed since (a webhook): it is served until a fresh copy replaces it. */
  outdated: boolean;
  deps: PageDependencies;
  /**
   * The compressed bodies; the plain one (for the rare client that takes neither) is unpacked from
   * the gzip one when asked: keeping it would be three quarters of the cache's bytes.
   */
  bodies: CompressedBodies;
  /** Bytes of the plain body. */
  length: number;
  /** Flat raw header lists per encoding, without the per-answer ones (X-Cache, HSTS, X-Request-Id). */
  headers: Record<Encoding, string[]>;
  /** The headers of every answer of this page (security headers; its CSP allows its inline styles). */
  base: string[];
  /** CSP sources of the page's inline style elements. */
  styleHashes: readonly string[];
  /**
   * The complete raw header list of each kind of answer (status, encoding, outcome, https), built on
   * first use; its last value is the request id, written in place just before it is sent.
   */
  answers: Array<string[] | undefined>;
  size: number;
}

export type CachedOutcome = 'HIT' | 'STALE';

export type CompressedBodies = Record<Exclude<Encoding, 'identity'>, Buffer>;

/** What makes a cached page, without what is derived from it: the form the replicas share. */
export type StoredPage = Pick<
  CachedPage,
  'key' | 'url' | 'etag' | 'renderedAt' | 'degraded' | 'deps' | 'bodies' | 'length' | 'styleHashes'
>;

export interface PageCacheOptions {
  maxBytes: number;
  ttlSeconds: number;
  /** Headers every answer carries (security headers), computed once at start. */
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  /** Cache-Control of cached pages (browsers revalidate, proxies may keep them briefly). */
  cacheControl?: string;
  /** Strict-Transport-Security of answers over https. */
  hsts?: string;
  now?: () => number;
}

/**
 * No cache holds a page fresh: browsers and shared caches in front (nginx, a CDN) ask again each time
 * (a 304 from the page cache when it is unchanged), so a publication is live through them as soon as
 * the page cache has it; a shared cache keeps its copy to serve when the site errs. Only the page
 * cache is purged by content tags (docs/decisions/021-container-stack.md).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, stale-if-error=86400';

/**
 * The same for nginx, whose own expiry counts whole seconds (a page it may keep "1 s" stays up to 2 s):
 * a page expired since the epoch's first second, which nginx keeps, asks the site for again (a
 * conditional request) and serves only when the site errs or is down.
 */
export const PROXY_EXPIRES: readonly [string, string] = ['X-Accel-Expires', '@1'];

/**
 * The rendered-page cache: bounded in bytes (LRU), keyed by locale + normalized path + the query
 * parameters the page uses; each request URL seen for a page is remembered so a hit is found with
 * one map lookup, before any middleware.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Raw request URL → page key (bounded: random URLs cannot grow it without limit). */
  private readonly urls = new LRUCache<string, string>({ max: 20_000 });
  private readonly options: Required<Omit<PageCacheOptions, 'now'>> & { now: () => number };
  private readonly baseFlat: string[];
  /** Counts changes of content; each tag remembers the last change that touched it. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  /** The last change that touched every page (a media file). */
  private pagesChangedAt = 0;

  constructor(options: PageCacheOptions) {
    this.options = { cacheControl: PAGE_CACHE_CONTROL, hsts: '', now: Date.now, ...options };
    this.baseFlat = options.baseHeaders.flatMap(([name, value]) => [name, value]);
    // An alias whose page was evicted is dropped at its next lookup; a page stored again under the
    // same key is the same page (keys derive from URLs), so aliases never point at a wrong page.
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.size,
    });
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** The page a raw request URL was last answered with, if it is still cached. */
  lookup(rawUrl: string): CachedPage | undefined {
    const key = this.urls.get(rawUrl);
    if (key === undefined) return undefined;
    const page = this.pages.get(key);
    if (!page) this.urls.delete(rawUrl);
    return page;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Remembers that a raw request URL answers with the page of this key. */
  alias(rawUrl: string, key: string): void {
    if (this.pages.has(key)) this.urls.set(rawUrl, key);
  }

  isStale(page: CachedPage): boolean {
    return (
      page.outdated || page.degraded || this.options.now() - page.renderedAt > this.options.ttlSeconds * 1000
    );
  }

  /**
   * Where the content's change count stands: a render notes it when it starts, so that a page built
   * while its content changed is stored as outdated (see `store`).
   */
  changeCount(): number {
    return this.changes;
  }

  /** Whether content with one of these tags changed after the given change count. */
  changedSince(tags: readonly string[], count: number): boolean {
    return this.pagesChangedAt > count || tags.some((tag) => (this.changedAt.get(tag) ?? 0) > count);
  }

  async store(
    entry: {
      key: string;
      url: string;
      html: Buffer;
      deps: PageDependencies;
      degraded: boolean;
      /** CSP sources of the page's inline style elements. */
      styleHashes?: readonly string[];
    },
    rawUrl?: string,
    /** The change count when its render started (see `changeCount`). */
    renderedFrom?: number,
  ): Promise<CachedPage> {
    const [br, gz] = await Promise.all([
      brotli(entry.html, { params: cachedBrotliParams(entry.html.length) }),
      gzipAsync(entry.html, { level: 9 }),
    ]);
    const etag = `"${createHash('sha1').update(entry.html).digest('base64url').slice(0, 27)}"`;
    return this.adopt(
      {
        key: entry.key,
        url: entry.url,
        etag,
        renderedAt: this.options.now(),
        degraded: entry.degraded,
        deps: entry.deps,
        styleHashes: entry.styleHashes ?? [],
        bodies: { br, gzip: gz },
        length: entry.html.length,
      },
      { rawUrl, outdated: renderedFrom !== undefined && this.changedSince(entry.deps.tags, renderedFrom) },
    );
  }

  /**
   * Keeps a page whose bodies are already compressed (one rendered here, or by another replica and
   * read from the shared layer).
   */
  adopt(
    record: StoredPage,
    { rawUrl, outdated = false }: { rawUrl?: string; outdated?: boolean } = {},
  ): CachedPage {
    const { etag } = record;
    const bodies = { br: ownBytes(record.bodies.br), gzip: ownBytes(record.bodies.gzip) };
    const base = this.pageBaseHeaders(record.styleHashes);
    const page: CachedPage = {
      key: record.key,
      url: record.url,
      etag,
      renderedAt: record.renderedAt,
      degraded: record.degraded,
      outdated,
      deps: record.deps,
      bodies,
      length: record.length,
      headers: {
        br: this.headersFor('br', bodies.br.length, etag, base),
        gzip: this.headersFor('gzip', bodies.gzip.length, etag, base),
        identity: this.headersFor('identity', record.length, etag, base),
      },
      base,
      styleHashes: record.styleHashes,
      answers: [],
      size: bodies.br.length + bodies.gzip.length + 2048,
    };
    this.pages.set(record.key, page);
    this.urls.set(record.url, record.key);
    if (rawUrl) this.urls.set(rawUrl, record.key);
    return page;
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /**
   * Marks every page built from one of these tags (every page, without tags) as outdated: each keeps
   * being served (STALE) until a fresh copy replaces it. Returns the pages marked.
   */
  markOutdated(tags?: readonly string[]): CachedPage[] {
    this.changes += 1;
    tags?.forEach((tag) => this.changedAt.set(tag, this.changes));
    const wanted = tags && new Set(tags);
    const marked: CachedPage[] = [];
    for (const page of this.pages.values()) {
      if (!wanted || page.deps.tags.some((tag) => wanted.has(tag))) {
        page.outdated = true;
        marked.push(page);
      }
    }
    if (!tags) this.pagesChangedAt = this.changes;
    return marked;
  }

  pagesList(): CachedPage[] {
    return [...this.pages.values()];
  }

  /**
   * Sends a cached page: 304 when the browser has it, the best encoding it accepts otherwise. The
   * headers are one raw list made once per kind of answer; only the request id changes per request.
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    outcome: CachedOutcome,
    requestId: string,
    https: boolean,
  ): 200 | 304 {
    const notModified = req.headers['if-none-match'] === page.etag;
    const encoding = notModified ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
    const index =
      (notModified ? 12 : ENCODING_INDEX[encoding] * 4) + (outcome === 'HIT' ? 0 : 2) + (https ? 1 : 0);
    const headers = (page.answers[index] ??= this.answerHeaders(page, notModified, encoding, outcome, https));
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
  }

  private answerHeaders(
    page: CachedPage,
    notModified: boolean,
    encoding: Encoding,
    outcome: CachedOutcome,
    https: boolean,
  ): string[] {
    const entity = notModified
      ? [
          ...page.base,
          'ETag',
          page.etag,
          'Cache-Control',
          this.options.cacheControl,
          ...PROXY_EXPIRES,
          'Vary',
          'Accept-Encoding',
        ]
      : page.headers[encoding];
    return [
      ...entity,
      'X-Cache',
      outcome,
      ...(https && this.options.hsts ? ['Strict-Transport-Security', this.options.hsts] : []),
      'X-Request-Id',
      '',
    ];
  }

  private pageBaseHeaders(styleHashes: readonly string[]): string[] {
    return this.baseFlat.map((value, index) =>
      index % 2 === 1 && this.baseFlat[index - 1].toLowerCase() === 'content-security-policy'
        ? cspWithStyleHashes(value, styleHashes)
        : value,
    );
  }

  private headersFor(encoding: Encoding, length: number, etag: string, base: string[]): string[] {
    return [
      ...base,
      'Content-Type',
      'text/html; charset=utf-8',
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(length),
      'ETag',
      etag,
      'Cache-Control',
      this.options.cacheControl,
      ...PROXY_EXPIRES,
      'Vary',
      'Accept-Encoding',
      'Server-Timing',
      'cache;desc="hit"',
    ];
  }
}

/**
 * The bytes of a buffer in memory of their own. zlib's results are views into 64 KB blocks, and a
 * reply read from Redis into the socket's block: kept as they come, a 15 KB body would hold its whole
 * block, and the cache would count a fraction of what it holds.
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  // Not from the shared pool either: a pooled copy would hold the pool's 64 KB block in turn.
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

/**
 * How a cached page is compressed with brotli: quality 9, in a 64 KB window. With any larger window,
 * qualities 5 to 9 match through a hash table of 2^15 buckets of 2^(quality − 1) entries: 32 MB at
 * quality 9, touched nearly all over by a page of 50 KB, for each page compressing at the moment.
 * With the 64 KB window they match through a chain of about 4 MB instead; on the site's pages the
 * bodies are as small (within 0.1 %) and take a quarter of the time. Nothing in the window is lost for
 * a page under 64 KB, and little for a larger one: HTML repeats itself within a few KB.
 */
export function cachedBrotliParams(length: number): Record<number, number> {
  return {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
    [zlibConstants.BROTLI_PARAM_LGWIN]: 16,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length,
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

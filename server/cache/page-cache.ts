import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

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
  /** CSP sources of the page's inline style elements. */
  styleHashes: readonly string[];
  /**
   * The HTTP layer's raw header lists of this page, one per kind of answer, made on first use
   * (server/http/cached-answer.ts): kept with the page, so they go when it goes.
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
 * one map lookup, before any middleware. It stores pages; the HTTP layer writes them
 * (server/http/cached-answer.ts).
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Raw request URL → page key (bounded: random URLs cannot grow it without limit). */
  private readonly urls = new LRUCache<string, string>({ max: 20_000 });
  private readonly options: Required<PageCacheOptions>;
  /** Counts changes of content; each tag remembers the last change that touched it. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  /** The last change that touched every page (a media file). */
  private pagesChangedAt = 0;

  constructor(options: PageCacheOptions) {
    this.options = { now: Date.now, ...options };
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

  /**
   * The page a request asks for, if it is cached: by the raw URL first (one map lookup), else by the
   * page's key (the URL is then remembered).
   */
  find(rawUrl: string, identity: { key: string; cacheable: boolean } | null): CachedPage | undefined {
    const page = this.lookup(rawUrl);
    if (page || !identity?.cacheable) return page;
    const byKey = this.pages.get(identity.key);
    if (byKey) this.urls.set(rawUrl, identity.key);
    return byKey;
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
    const bodies = { br: ownBytes(record.bodies.br), gzip: ownBytes(record.bodies.gzip) };
    const page: CachedPage = {
      key: record.key,
      url: record.url,
      etag: record.etag,
      renderedAt: record.renderedAt,
      degraded: record.degraded,
      outdated,
      deps: record.deps,
      bodies,
      length: record.length,
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

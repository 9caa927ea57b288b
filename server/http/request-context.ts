import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Locale } from '../../src/i18n/locales';
import type { MovedAddress } from '../../src/loaders/loader-context';
import { localeOfPath } from '../../src/navigation/paths';
import type { PageIdentity } from '../cache/page-key';

/** What a request is for: pages go through the page cache, the rest straight to Express. */
export type RequestKind = 'page' | 'data' | 'api' | 'asset' | 'system';

/**
 * The paths that are never pages, by kind (the one list the fast path, logs and i18n share), in one
 * pattern: a page, the usual request, is told by a single failed match.
 */
const NOT_PAGES =
  /^\/(?:(_data(?:[/?]|$))|(api\/)|((?:assets|uploads)\/|(?:favicon[^/]*|fallback\.css|share\.jpg)$)|((?:healthz|readyz|metrics|robots\.txt|sitemap\.xml)$))/;
const KINDS: readonly RequestKind[] = ['page', 'data', 'api', 'asset', 'system'];

export function requestKind(pathname: string): RequestKind {
  const match = NOT_PAGES.exec(pathname);
  if (!match) return 'page';
  return KINDS[match.findIndex((group, index) => index > 0 && group !== undefined)];
}

/**
 * Everything about a request that is worked out once, when it arrives, and read by the page-cache
 * fast path and by Express alike.
 */
export interface RequestContext {
  id: string;
  /** The request target in origin form: the path and query of an absolute-form target. */
  target: string;
  pathname: string;
  kind: RequestKind;
  /** Came over https: directly, or through a trusted proxy's X-Forwarded-Proto. */
  https: boolean;
  /** The locale of the path's prefix (English when it has none). */
  locale: Locale;
  /**
   * The page the target names (matched route, parameters, normalized address); null if none, and for
   * an address the editors moved or removed, which no cache answers.
   */
  readonly page: PageIdentity | null;
  /** What the address answers when the editors moved or removed it (server/redirects); else null. */
  readonly moved: MovedAddress | null;
  /** An editor's preview: drafts shown, no cache read or written. */
  readonly preview: boolean;
  /** When the request arrived (performance.now()). */
  started: number;
}

const CONTEXT = Symbol('request context');
const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Request ids: a random prefix per process and a counter, cheap enough for every cache hit. */
function createIdSource(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let sequence = 0;
  return () => `${prefix}-${(sequence += 1).toString(36)}`;
}

/** The target of a request that names no resource: the asterisk form, or one that cannot be read. */
export const NO_RESOURCE = '*';

/**
 * The origin-form target of a request. HTTP/1.1 servers must accept the absolute form
 * (`GET http://host/path`); its path and query are the target. The asterisk form (`OPTIONS *`) and a
 * target that is neither form name no resource: they are `*`.
 */
export function originForm(url: string | undefined): string {
  const target = url || '/';
  if (target.startsWith('/')) return target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const parsed = new URL(target);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return NO_RESOURCE;
    }
  }
  return NO_RESOURCE;
}

export type TrustProxy = boolean | number | string;

/** Express's `trust proxy` setting as proxy-addr's trust function. */
function compileTrust(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((value) => value.trim()));
}

interface ContextSources {
  identify: (target: string) => PageIdentity | null;
  /** The editors' redirects (absent: none). */
  moved?: (pathname: string, search: string) => MovedAddress | null;
  /** Whether the request carries a valid preview cookie (absent: preview is off). */
  isPreview?: (req: IncomingMessage) => boolean;
}

/**
 * A request's context. Its lazy parts are getters of the class, shared by every instance: getters
 * written in an object literal are new functions for each request, each object then gets a hidden
 * class of its own, and those classes (kept by the engine until a full collection) keep the
 * request and everything it holds alive through the young generation's collections, so a cache hit
 * left about 1.5 KB for the old generation to collect instead of nothing.
 */
class IncomingContext implements RequestContext {
  #page: PageIdentity | null | undefined;
  #moved: MovedAddress | null | undefined;
  #preview: boolean | undefined;

  constructor(
    readonly id: string,
    readonly target: string,
    readonly pathname: string,
    readonly kind: RequestKind,
    readonly https: boolean,
    readonly locale: Locale,
    readonly started: number,
    private readonly req: IncomingMessage,
    private readonly sources: ContextSources,
  ) {}

  // Matching the route table costs more than a cache hit: done once, when first asked for.
  get page(): PageIdentity | null {
    if (this.#page === undefined)
      this.#page = this.kind === 'page' && !this.moved ? this.sources.identify(this.target) : null;
    return this.#page;
  }

  get moved(): MovedAddress | null {
    if (this.#moved === undefined) {
      const find = this.sources.moved;
      this.#moved =
        find && this.kind === 'page' && !this.preview
          ? find(this.pathname, this.target.slice(this.pathname.length))
          : null;
    }
    return this.#moved;
  }

  get preview(): boolean {
    this.#preview ??= this.sources.isPreview?.(this.req) ?? false;
    return this.#preview;
  }
}

export function createRequestContextReader(options: ContextSources & { trustProxy: TrustProxy }) {
  const trust = compileTrust(options.trustProxy);
  const nextId = createIdSource();

  function cameOverHttps(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true;
    if (!req.headers['x-forwarded-proto'] || !trust(req.socket.remoteAddress ?? '', 0)) return false;
    const proto = req.headers['x-forwarded-proto'];
    return (Array.isArray(proto) ? proto[0] : proto).split(',')[0].trim().toLowerCase() === 'https';
  }

  /**
   * Reads a request's context once and attaches it; the request's URL becomes its origin-form target,
   * so everything after sees the same path.
   */
  return function readRequestContext(req: IncomingMessage): RequestContext {
    const target = originForm(req.url);
    req.url = target;
    const queryAt = target.indexOf('?');
    const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
    const given = req.headers['x-request-id'];
    const context = new IncomingContext(
      typeof given === 'string' && VALID_ID.test(given) ? given : nextId(),
      target,
      pathname,
      target === NO_RESOURCE ? 'system' : requestKind(pathname),
      cameOverHttps(req),
      localeOfPath(pathname),
      performance.now(),
      req,
      options,
    );
    (req as IncomingMessage & { [CONTEXT]?: RequestContext })[CONTEXT] = context;
    return context;
  };
}

/** The context read when the request arrived (see `createRequestContextReader`). */
export function requestContext(req: IncomingMessage): RequestContext {
  const context = (req as IncomingMessage & { [CONTEXT]?: RequestContext })[CONTEXT];
  if (!context) throw new Error('The request has no context: it did not come through the site handler');
  return context;
}

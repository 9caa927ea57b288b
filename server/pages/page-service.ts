import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { i18n as I18n } from 'i18next';
import type { LoaderContext } from '../../src/loaders/loader-context';
import { PAGE_CACHE_CONTROL, type CachedOutcome, type CachedPage, type PageCache } from '../cache/page-cache';
import type { PageIdentity } from '../cache/page-key';
import type { ContentUse } from '../content/content-source';
import { requestContext, type RequestContext } from '../http/request-context';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import type { FormAnswer, RenderOutcome } from '../render/page-renderer';
import { cspWithStyleHashes } from '../security-headers';
import pLimit from 'p-limit';
import { createRenderQueue } from './render-queue';

/**
 * Pages rendered in the background at once (after a webhook, or served stale): one, so that a burst
 * of changes never starves the answers from the cache of CPU (a render holds the event loop while it
 * runs; the queue yields to waiting answers between renders).
 */
const BACKGROUND_RENDERS = 1;

/**
 * Pages rendered for visitors at once; more wait their turn. Two cores render no faster with more at
 * a time, and each render under way holds its tree, its content and its compressor in memory.
 */
const FOREGROUND_RENDERS = 2;

export interface RequestContent {
  context: LoaderContext;
  content: { used: ContentUse[]; stale: boolean; contentMs: number };
}

export interface PageServiceOptions {
  /** Names the page of a URL (see cache/page-key.ts). */
  identify: (url: string) => PageIdentity | null;
  /** The headers of a preview page (framed by the CMS, never cached, never indexed). */
  previewHeaders: ReadonlyArray<readonly [string, string]>;
  renderPage: (
    request: Request,
    context: LoaderContext,
    i18n: I18n,
    answer?: FormAnswer,
  ) => Promise<RenderOutcome>;
  /**
   * A request's content: the drafts in a preview; `background` when no visitor waits for it (no
   * minimum delay).
   */
  newRequestContent: (what: string, options?: { draft?: boolean; background?: boolean }) => RequestContent;
  i18nFor: (locale: string) => I18n;
  pageCache: PageCache;
  publicUrl: string;
  logger: Logger;
  metrics: Metrics;
}

/** How a page was answered from the cache; one constant per kind, so a hit allocates nothing for it. */
export interface CachedAnswer {
  readonly outcome: CachedOutcome;
  readonly status: 200 | 304;
}
const CACHED_ANSWERS: Record<CachedOutcome, Record<200 | 304, CachedAnswer>> = {
  HIT: { 200: { outcome: 'HIT', status: 200 }, 304: { outcome: 'HIT', status: 304 } },
  STALE: { 200: { outcome: 'STALE', status: 200 }, 304: { outcome: 'STALE', status: 304 } },
};

/** Adds the page's inline style elements, by their hashes, to the answer's Content-Security-Policy. */
function allowInlineStyles(res: ExpressResponse, styleHashes: readonly string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') res.set('Content-Security-Policy', cspWithStyleHashes(policy, styleHashes));
}

export type RenderIntoCacheResult = 'stored' | 'not-cacheable' | 'failed';

function dependencies(used: ContentUse[]) {
  return {
    contentUrls: [...new Set(used.map((use) => use.url))],
    tags: [...new Set(used.flatMap((use) => use.tags))],
  };
}

/**
 * Pages: served from the page cache when they are there (HIT, or STALE while a fresh copy renders
 * in the background), rendered and streamed otherwise (MISS) and then kept; pages that are never
 * cached (search results with a term, errors) are BYPASS.
 */
export function createPageService(options: PageServiceOptions) {
  const { pageCache, logger, metrics } = options;
  const { identify } = options;

  function timing(renderMs: number, contentMs: number) {
    return `render;dur=${renderMs.toFixed(1)}, content;dur=${contentMs.toFixed(1)}`;
  }

  /** Renders a page by its URL into the cache (pre-rendering and background refresh). */
  async function renderIntoCache(url: string): Promise<RenderIntoCacheResult> {
    const identity = identify(url);
    if (!identity?.cacheable) return 'not-cacheable';
    const renderedFrom = pageCache.changeCount();
    const { context, content } = options.newRequestContent(url, { background: true });
    try {
      const outcome = await options.renderPage(
        new Request(`${options.publicUrl}${identity.url}`, { headers: { accept: 'text/html' } }),
        context,
        options.i18nFor(identity.locale),
      );
      if (outcome.type !== 'document' || outcome.status !== 200) return 'not-cacheable';
      const body = new PassThrough();
      const chunks: Buffer[] = [];
      body.on('data', (chunk: Buffer) => chunks.push(chunk));
      await outcome.write(body);
      await pageCache.store(
        {
          key: identity.key,
          url: identity.url,
          html: Buffer.concat(chunks),
          deps: dependencies(content.used),
          degraded: content.stale,
          styleHashes: outcome.styleHashes,
        },
        undefined,
        renderedFrom,
      );
      return 'stored';
    } catch (error) {
      logger.warn({ err: error, url }, 'rendering a page into the cache failed');
      return 'failed';
    }
  }

  const background = createRenderQueue({
    concurrency: BACKGROUND_RENDERS,
    render: renderIntoCache,
    onChange: (pending) => metrics.setBackgroundRenders(pending),
    onError: (error, url) => logger.warn({ err: error, url }, 'a background render failed'),
  });

  /**
   * Renders a stale page again in the background (once at a time per page); the old copy stays.
   * `asked`: a visitor was just served the stale copy, so the page goes before those nobody asked for.
   */
  function refresh(page: CachedPage, { asked = false } = {}): void {
    background.schedule(page.key, page.url, { first: asked });
  }

  /**
   * Answers from the cache if the page is there: by the raw URL first (one map lookup), else by the
   * page's key (the URL is then remembered). Runs before any middleware.
   */
  function tryServeCached(
    req: IncomingMessage,
    res: ServerResponse,
    context: RequestContext,
  ): CachedAnswer | null {
    let page = pageCache.lookup(context.target);
    if (!page) {
      const identity = context.page;
      if (!identity?.cacheable) return null;
      page = pageCache.get(identity.key);
      if (!page) return null;
      pageCache.alias(context.target, identity.key);
    }
    const stale = pageCache.isStale(page);
    const outcome = stale ? 'STALE' : 'HIT';
    const status = pageCache.send(req, res, page, outcome, context.id, context.https);
    if (stale) refresh(page, { asked: true });
    return CACHED_ANSWERS[outcome][status];
  }

  async function renderAndMaybeKeep(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const started = performance.now();
    const { target, page: identity, preview } = requestContext(req);
    const renderedFrom = pageCache.changeCount();
    const { context, content } = options.newRequestContent(target, { draft: preview });
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const outcome = await options.renderPage(
      new Request(`${options.publicUrl}${target}`, {
        headers: { accept: 'text/html' },
        signal: controller.signal,
      }),
      context,
      req.i18n ?? options.i18nFor(identity?.locale ?? 'en'),
    );
    if (outcome.type === 'redirect') {
      res.redirect(outcome.status, outcome.location);
      return;
    }
    const keep = Boolean(identity?.cacheable) && outcome.status === 200 && !preview;
    const cacheOutcome = keep ? 'MISS' : 'BYPASS';
    metrics.countPageCache(cacheOutcome);
    res.status(outcome.status);
    outcome.headers.forEach((value, key) => res.set(key, value));
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': outcome.status === 200 ? (keep ? PAGE_CACHE_CONTROL : 'no-cache') : 'no-store',
      'X-Cache': cacheOutcome,
      'Server-Timing': timing(performance.now() - started, content.contentMs),
    });
    if (preview) {
      res.removeHeader('X-Frame-Options');
      for (const [name, value] of options.previewHeaders) res.set(name, value);
    }
    allowInlineStyles(res, outcome.styleHashes);
    if (req.method === 'HEAD' && !keep) {
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    const tee = new PassThrough();
    tee.on('data', (chunk: Buffer) => {
      if (keep) chunks.push(chunk);
      if (req.method !== 'HEAD') res.write(chunk);
    });
    await outcome.write(tee);
    // Kept before the answer ends, so the next request for it is already a hit.
    if (keep && identity) {
      await pageCache.store(
        {
          key: identity.key,
          url: identity.url,
          html: Buffer.concat(chunks),
          deps: dependencies(content.used),
          degraded: content.stale,
          styleHashes: outcome.styleHashes,
        },
        target,
        renderedFrom,
      );
    }
    res.end();
  }

  /**
   * Answers a form post with the page the form is on (a localized page URL), rendered with what the
   * form left for it (the visitor's values and the reasons it was refused): never cached, never kept.
   */
  async function renderFormAnswer(
    req: ExpressRequest,
    res: ExpressResponse,
    url: string,
    answer: FormAnswer,
  ): Promise<void> {
    const identity = identify(url);
    const locale = identity?.locale ?? 'en';
    const { context } = options.newRequestContent(url);
    const outcome = await options.renderPage(
      new Request(`${options.publicUrl}${url}`, { headers: { accept: 'text/html' } }),
      context,
      options.i18nFor(locale),
      answer,
    );
    if (outcome.type === 'redirect') {
      res.redirect(303, outcome.location);
      return;
    }
    metrics.countPageCache('BYPASS');
    res.status(outcome.status);
    outcome.headers.forEach((value, key) => res.set(key, value));
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Cache': 'BYPASS' });
    allowInlineStyles(res, outcome.styleHashes);
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => res.write(chunk));
    await outcome.write(body);
    res.end();
  }

  const foreground = pLimit(FOREGROUND_RENDERS);

  /** Express handler of every page request the cache did not answer: render (and keep it if it may be kept). */
  async function handle(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    try {
      await foreground(() => (res.destroyed ? undefined : renderAndMaybeKeep(req, res)));
    } catch (error) {
      next(error);
    }
  }

  return {
    handle,
    renderIntoCache,
    renderFormAnswer,
    refresh,
    /** Background renders waiting or under way; `idle()` resolves when there are none. */
    background,
    identify,
    tryServeCached,
  };
}

export type PageService = ReturnType<typeof createPageService>;

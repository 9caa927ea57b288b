import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import type { LoaderContext } from '../../src/loaders/loader-context';
import { readableTarget } from '../../src/loaders/route-errors';
import {
  PAGE_CACHE_CONTROL,
  PROXY_EXPIRES,
  type CachedOutcome,
  type CachedPage,
  type PageCache,
  type StoredPage,
} from '../cache/page-cache';
import type { PageIdentity } from '../cache/page-key';
import type { ContentUse } from '../content/content-source';
import { requestContext, type RequestContext } from '../http/request-context';
import type { Logger } from '../logger';
import type { Metrics, RenderReason } from '../observability/metrics';
import type { FormAnswer, RenderOutcome } from '../render/page-renderer';
import { prepareCachedAnswer, sendPageAnswer, type PageAnswer } from '../http/page-answer';
import type { SharedChanges } from '../shared/shared-changes';
import type { SharedPages } from '../shared/shared-pages';
import pLimit from 'p-limit';
import { createChangeBurst } from './change-burst';
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

/** How long a replica waits for the page another replica is rendering before it renders it itself. */
const FLEET_WAIT_MS = 3000;
const FLEET_POLL_MS = 40;

/** The replicas' shared layer as pages use it (REDIS_URL set). */
export interface FleetPages {
  pages: SharedPages;
  changes: SharedChanges;
  /** PAGE_CACHE_TTL_S in ms: an older shared copy is not taken. */
  ttlMs: number;
}

type FleetLock = Awaited<ReturnType<SharedPages['lock']>>;

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
  /** An i18next instance in a locale (the request context's, or a page key's when no request waits). */
  i18nFor: (locale: Locale) => I18n;
  pageCache: PageCache;
  publicUrl: string;
  logger: Logger;
  metrics: Metrics;
  /** Unset: pages live in this process alone. */
  fleet?: FleetPages;
  /**
   * How long the background renders wait for a burst of content changes to end: no change for
   * `quietMs` (REVALIDATE_QUIET_MS), at most `maxWaitMs` from its first (REVALIDATE_HOLD_MS).
   */
  burst: { quietMs: number; maxWaitMs: number };
}

/** A render (see `render` in the service). */
interface RenderJob {
  /** The address rendered: a page's URL, or the request's target. */
  url: string;
  locale: Locale;
  /** Counted in page_renders_total; null: a form's answer. */
  reason: RenderReason | null;
  /** Kept in the cache (as this page, remembered under `rawUrl` too) when it renders 200. */
  keep?: { identity: PageIdentity; rawUrl?: string };
  /** The drafts (a preview). */
  draft?: boolean;
  /** No visitor waits for it. */
  background?: boolean;
  answer?: FormAnswer;
  signal?: AbortSignal;
}

interface Rendered {
  outcome: RenderOutcome;
  content: RequestContent['content'];
  /** It is kept in the cache once written. */
  kept: boolean;
  /**
   * Writes the document to `destination` piece by piece (null: nowhere), and keeps it once whole
   * when it is kept.
   */
  write(destination: ((chunk: Buffer) => void) | null): Promise<void>;
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

/** Where a rendered document is written: each piece is handed on as it is written. */
function documentSink(onChunk: (chunk: Buffer) => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      onChunk(chunk);
      done();
    },
  });
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

  /**
   * The fleet's copy of a page, if it may be served: rendered within PAGE_CACHE_TTL_S, after the last
   * change of its content this replica knows of, and after `newerThan` (ms).
   */
  async function fleetCopy(fleet: FleetPages, key: string, newerThan = 0): Promise<StoredPage | null> {
    const copy = await fleet.pages.get(key);
    const usable =
      copy !== null &&
      copy.renderedAt > newerThan &&
      Date.now() - copy.renderedAt <= fleet.ttlMs &&
      !fleet.changes.changedSince(copy.deps.tags, copy.renderedAt);
    metrics.countSharedLookup(usable ? 'hit' : 'miss');
    return usable ? copy : null;
  }

  /**
   * The fleet's copy of a page, or its lock, which makes this replica the one to render it. Looks for
   * a copy; without one, takes the lock and looks once more while holding it, since another replica
   * may have shared the page and let go of its lock between the look and the lock. While another
   * replica holds the lock, waits for its copy until the lock is free (released, or expired after
   * RENDER_LOCK_MS) or `waitMs` has passed (a visitor waits). `lock` is 'held' when this replica
   * renders the page without it (it waited long enough), 'unavailable' when Redis is away.
   */
  async function copyOrLock(
    fleet: FleetPages,
    key: string,
    { newerThan = 0, waitMs = Number.POSITIVE_INFINITY } = {},
  ): Promise<{ copy: StoredPage } | { lock: FleetLock }> {
    const end = Date.now() + waitMs;
    for (;;) {
      const copy = await fleetCopy(fleet, key, newerThan);
      if (copy) return { copy };
      const lock = await fleet.pages.lock(key);
      if (lock.state === 'taken') {
        const shared = await fleetCopy(fleet, key, newerThan);
        if (!shared) return { lock };
        await lock.release();
        return { copy: shared };
      }
      if (lock.state === 'unavailable' || Date.now() >= end) return { lock };
      await new Promise((resolve) => setTimeout(resolve, FLEET_POLL_MS));
    }
  }

  /**
   * Shares a page rendered here with the other replicas: dated from the start of its render, so a change
   * made while it rendered outdates it.
   */
  function shareWithFleet(page: CachedPage, startedAt: number, fence: number | null): void {
    if (!options.fleet || fence === null) return;
    void options.fleet.pages.put(
      {
        key: page.key,
        url: page.url,
        etag: page.etag,
        renderedAt: startedAt,
        degraded: page.degraded,
        deps: page.deps,
        styleHashes: page.styleHashes,
        bodies: page.bodies,
        length: page.length,
      },
      fence,
    );
  }

  /**
   * Renders a page by its URL into the cache (pre-rendering and background refresh). With the
   * replicas' shared layer, a copy another replica rendered since is taken instead, and the page is
   * rendered once for the fleet: the replica that takes its lock renders it, the others take its copy.
   */
  async function renderIntoCache(
    url: string,
    reason: RenderReason = 'prerender',
  ): Promise<RenderIntoCacheResult> {
    const identity = identify(url);
    if (!identity?.cacheable) return 'not-cacheable';
    // Asked again while it rendered (or while another replica rendered it), and fresh since.
    const current = pageCache.get(identity.key);
    if (reason !== 'prerender' && current && !pageCache.isStale(current)) return 'stored';
    const { fleet } = options;
    if (!fleet) return renderOnce(identity, reason);
    const found = await copyOrLock(fleet, identity.key, { newerThan: current?.renderedAt ?? 0 });
    if ('copy' in found) {
      pageCache.adopt(found.copy);
      return 'stored';
    }
    const { lock } = found;
    try {
      return await renderOnce(identity, reason);
    } finally {
      if (lock.state === 'taken') await lock.release();
    }
  }

  /**
   * The one way a page is rendered: for the cache in the background, for a visitor's miss or
   * preview, and for a form's answer. The document is written when the answer asks for it; a page
   * rendered for the cache (`keep`) that comes out 200 is then kept, and shared with the fleet unless
   * its content changed while it rendered.
   */
  async function render(job: RenderJob): Promise<Rendered> {
    if (job.reason) metrics.countRender(job.reason);
    const startedAt = Date.now();
    const fence = options.fleet && job.keep ? await options.fleet.pages.fence() : null;
    const renderedFrom = pageCache.changeCount();
    const { context, content } = options.newRequestContent(job.url, {
      draft: job.draft,
      background: job.background,
    });
    const outcome = await options.renderPage(
      // An address that cannot be read is matched as what it says (its loaders answer it with a 400).
      new Request(`${options.publicUrl}${readableTarget(job.url)}`, {
        headers: { accept: 'text/html' },
        signal: job.signal,
      }),
      context,
      options.i18nFor(job.locale),
      job.answer,
    );
    const keep = outcome.type === 'document' && outcome.status === 200 ? job.keep : undefined;
    return {
      outcome,
      content,
      kept: Boolean(keep),
      async write(destination) {
        if (outcome.type !== 'document' || (!destination && !keep)) return;
        const chunks: Buffer[] = [];
        await outcome.write(
          documentSink((chunk) => {
            if (keep) chunks.push(chunk);
            destination?.(chunk);
          }),
        );
        if (!keep) return;
        const page = await pageCache.store(
          {
            key: keep.identity.key,
            url: keep.identity.url,
            html: Buffer.concat(chunks),
            deps: dependencies(content.used),
            degraded: content.stale,
            styleHashes: outcome.styleHashes,
          },
          keep.rawUrl,
          renderedFrom,
        );
        if (!page.outdated) shareWithFleet(page, startedAt, fence);
      },
    };
  }

  async function renderOnce(identity: PageIdentity, reason: RenderReason): Promise<RenderIntoCacheResult> {
    try {
      const rendered = await render({
        url: identity.url,
        locale: identity.locale,
        reason,
        keep: { identity },
        background: true,
      });
      if (!rendered.kept) return 'not-cacheable';
      await rendered.write(null);
      return 'stored';
    } catch (error) {
      logger.warn({ err: error, url: identity.url }, 'rendering a page into the cache failed');
      return 'failed';
    }
  }

  // A page that several changes of one burst touch renders once, after the last of them.
  const burst = createChangeBurst({ ...options.burst, onEnd: (pages) => metrics.countBurst(pages) });

  const background = createRenderQueue({
    concurrency: BACKGROUND_RENDERS,
    ready: () => burst.settled(),
    render: (url, { asked }) => renderIntoCache(url, asked ? 'stale' : 'revalidation'),
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
   * Content changed (a webhook, or a change another replica relayed), outdating these pages: the
   * background renders wait for the burst of changes this one belongs to to end.
   */
  function contentChanged(pages: readonly CachedPage[]): void {
    burst.changed(pages.map((page) => page.key));
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

  /** A rendered document as an answer: the renderer's headers, an HTML type, then `headers`. */
  function documentAnswer(
    rendered: Rendered,
    outcome: Extract<RenderOutcome, { type: 'document' }>,
    headers: ReadonlyArray<readonly [string, string | null]>,
  ): PageAnswer {
    return {
      type: 'document',
      status: outcome.status,
      headers: [...outcome.headers, ['Content-Type', 'text/html; charset=utf-8'], ...headers],
      styleHashes: outcome.styleHashes,
      body: (destination) => rendered.write(destination),
    };
  }

  /**
   * A visitor's page the cache did not answer (or a preview): rendered, streamed as it renders, and
   * kept when it may be (MISS; BYPASS otherwise).
   */
  async function pageFor(context: RequestContext, signal: AbortSignal): Promise<PageAnswer> {
    const started = performance.now();
    const { target, page: identity, preview, locale } = context;
    const rendered = await render({
      url: target,
      locale,
      reason: 'miss',
      keep: identity?.cacheable && !preview ? { identity, rawUrl: target } : undefined,
      draft: preview,
      signal,
    });
    const { outcome } = rendered;
    if (outcome.type === 'redirect') return outcome;
    const cacheOutcome = rendered.kept ? 'MISS' : 'BYPASS';
    metrics.countPageCache(cacheOutcome);
    const cacheControl =
      outcome.status !== 200 ? 'no-store' : rendered.kept ? PAGE_CACHE_CONTROL : 'no-cache';
    // Kept before the answer ends, so the next request for it is already a hit.
    return documentAnswer(rendered, outcome, [
      ['Cache-Control', cacheControl],
      ['X-Cache', cacheOutcome],
      ['Server-Timing', timing(performance.now() - started, rendered.content.contentMs)],
      ...(rendered.kept ? [PROXY_EXPIRES] : []),
      ...(preview ? [['X-Frame-Options', null] as const, ...options.previewHeaders] : []),
    ]);
  }

  /**
   * The page a form was posted from (a localized page URL), rendered with what the form left for it
   * (the visitor's values and the reasons it was refused): never cached, never kept.
   */
  async function formPageFor(url: string, answer: FormAnswer): Promise<PageAnswer> {
    // The page of the form (its page key), not the address it was posted to.
    const locale = identify(url)?.locale ?? DEFAULT_LOCALE;
    const rendered = await render({ url, locale, reason: null, answer });
    const { outcome } = rendered;
    if (outcome.type === 'redirect') return { type: 'redirect', status: 303, location: outcome.location };
    metrics.countPageCache('BYPASS');
    return documentAnswer(rendered, outcome, [
      ['Cache-Control', 'no-store'],
      ['X-Cache', 'BYPASS'],
    ]);
  }

  /** Answers a form post with the page the form is on (see `formPageFor`). */
  async function renderFormAnswer(
    req: ExpressRequest,
    res: ExpressResponse,
    url: string,
    answer: FormAnswer,
  ): Promise<void> {
    await sendPageAnswer(req, res, await formPageFor(url, answer));
  }

  const foreground = pLimit(FOREGROUND_RENDERS);

  /**
   * With the replicas' shared layer, a page this replica does not hold is answered with the fleet's
   * copy when there is one, or when another replica is rendering it (waiting briefly); otherwise this
   * replica renders it, holding the fleet's lock on it while it does. Returns the lock it holds, or
   * true when the page was answered.
   */
  async function answerFromFleet(
    fleet: FleetPages,
    req: ExpressRequest,
    res: ExpressResponse,
  ): Promise<FleetLock | true | undefined> {
    const context = requestContext(req);
    const identity = context.page;
    if (!identity?.cacheable || context.preview || (req.method !== 'GET' && req.method !== 'HEAD')) return;
    const found = await copyOrLock(fleet, identity.key, { waitMs: FLEET_WAIT_MS });
    if ('lock' in found) return found.lock;
    const { copy } = found;
    pageCache.adopt(copy, { rawUrl: context.target });
    prepareCachedAnswer(res);
    const answered = tryServeCached(req, res, context);
    if (!answered) return;
    metrics.countPageCache(answered.outcome);
    return true;
  }

  /** Express handler of every page request the cache did not answer: render (and keep it if it may be kept). */
  async function handle(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    let lock: FleetLock | undefined;
    try {
      if (options.fleet) {
        const answer = await answerFromFleet(options.fleet, req, res);
        if (answer === true) return;
        lock = answer;
      }
      await foreground(async () => {
        if (res.destroyed) return;
        const controller = new AbortController();
        res.on('close', () => controller.abort());
        await sendPageAnswer(req, res, await pageFor(requestContext(req), controller.signal));
      });
    } catch (error) {
      next(error);
    } finally {
      if (lock?.state === 'taken') await lock.release();
    }
  }

  return {
    handle,
    renderIntoCache,
    renderFormAnswer,
    refresh,
    contentChanged,
    /** Background renders waiting or under way; `idle()` resolves when there are none. */
    background,
    identify,
    tryServeCached,
  };
}

export type PageService = ReturnType<typeof createPageService>;

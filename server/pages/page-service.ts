import { Writable } from 'node:stream';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import type { LoaderContext } from '../../src/loaders/loader-context';
import { readableTarget } from '../../src/loaders/route-errors';
import pLimit from 'p-limit';
import { PAGE_CACHE_CONTROL, PROXY_EXPIRES, type CachedPage, type PageCache } from '../cache/page-cache';
import type { PageIdentity } from '../cache/page-key';
import type { ContentUse } from '../content/content-source';
import type { EdgeHeaders } from '../edge/edge-headers';
import type { EdgePurger } from '../edge/edge-purge';
import { pageTag } from '../edge/edge-tags';
import type { Logger } from '../logger';
import type { Metrics, RenderReason } from '../observability/metrics';
import type { FormAnswer, RenderOutcome } from '../render/page-renderer';
import { FLEET_WAIT_MS, type FleetLock, type FleetPages } from '../shared/fleet-pages';
import { createChangeBurst } from './change-burst';
import type { PageAnswer } from './page-answer';
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

/**
 * The longest an edge purge waits for the pages it concerns to be fresh in the page cache again: a
 * render that takes longer (or a queue that long) no longer holds the purge, and the edge then meets
 * the stale copy, which it keeps for a second only (server/edge/edge-headers.ts).
 */
export const FRESH_WAIT_MS = 10_000;

/**
 * A page asked for, as the HTTP layer read it when the request arrived (its request context): the
 * page service sees no request or response.
 */
export interface PageRequest {
  /** The request target in origin form. */
  readonly target: string;
  /** The page the target names; null if none. */
  readonly page: PageIdentity | null;
  /** An editor's preview: drafts shown, no cache read or written. */
  readonly preview: boolean;
  readonly locale: Locale;
}

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
  /** The replicas' render of a page once for all (REDIS_URL set); unset, pages live in this process alone. */
  fleet?: FleetPages;
  /**
   * How long the background renders wait for a burst of content changes to end: no change for
   * `quietMs` (REVALIDATE_QUIET_MS), at most `maxWaitMs` from its first (REVALIDATE_HOLD_MS).
   */
  burst: { quietMs: number; maxWaitMs: number };
  /**
   * The edge in front of the site: the headers that give it a page's tags and how long to keep it,
   * and what purges it by tag (EDGE_PURGE set).
   */
  edge?: { headers: EdgeHeaders; purger?: Pick<EdgePurger, 'purge' | 'pageByPage'> };
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

/** Where a rendered document is written: each piece is handed on as it is written. */
function documentSink(onChunk: (chunk: Buffer) => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      onChunk(chunk);
      done();
    },
  });
}

/** An answer that replaces a page for good: a redirect, or a page that is not there (404, 410). */
function isDefinitive(outcome: RenderOutcome): boolean {
  return outcome.type === 'redirect' || outcome.status === 404 || outcome.status === 410;
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
    const found = await fleet.copyOrLock(identity.key, { newerThan: current?.renderedAt ?? 0 });
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
    const fence = options.fleet && job.keep ? await options.fleet.fence() : null;
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
        if (!page.outdated) options.fleet?.share(page, startedAt, fence);
        else if (job.reason === 'miss') renderedWhileChanged(page);
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
      if (!rendered.kept) {
        // What it showed is gone, moved or was never there: its old copy is served no more. A failure
        // (the content service down) keeps it, served stale.
        if (isDefinitive(rendered.outcome)) pageCache.delete(identity.key);
        return 'not-cacheable';
      }
      await rendered.write(null);
      return 'stored';
    } catch (error) {
      logger.warn({ err: error, url: identity.url }, 'rendering a page into the cache failed');
      return 'failed';
    }
  }

  // A page that several changes of one burst touch renders once, after the last of them.
  const burst = createChangeBurst({ ...options.burst, onEnd: (pages) => metrics.countBurst(pages) });

  /**
   * Purges waiting for pages to be fresh in the cache again (see `whenFresh`), each with its pages'
   * keys, and what to do as each of them is.
   */
  const freshWaiters = new Set<{ keys: Set<string>; fresh?: (key: string) => void; done: () => void }>();

  /**
   * A background render of a page ended: the page is fresh again unless it is still outdated after a
   * render that worked (its content changed while it rendered, and the queue renders it once more).
   * A render that failed or found nothing to keep holds no purge any longer.
   */
  function backgroundRenderEnded(url: string, result: RenderIntoCacheResult) {
    const key = identify(url)?.key;
    if (key === undefined || (result === 'stored' && pageCache.get(key)?.outdated)) return;
    for (const waiter of freshWaiters) {
      if (!waiter.keys.delete(key)) continue;
      waiter.fresh?.(key);
      if (waiter.keys.size === 0) waiter.done();
    }
  }

  /**
   * Resolves when none of these pages is outdated in the page cache any more: each rendered again (or
   * its copy taken from the replica that rendered it for the fleet), dropped from the cache, or its
   * render failed; at most FRESH_WAIT_MS.
   */
  function whenFresh(pages: readonly CachedPage[], fresh?: (key: string) => void): Promise<void> {
    const keys = new Set(pages.filter((page) => pageCache.get(page.key)?.outdated).map((page) => page.key));
    if (keys.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = {
        keys,
        fresh,
        done: () => {
          clearTimeout(timer);
          freshWaiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, FRESH_WAIT_MS);
      timer.unref();
      freshWaiters.add(waiter);
    });
  }

  /**
   * Purges content tags at the edge once the pages they outdated here are fresh in the page cache:
   * an edge that fetches a purged page again gets the new one, not the copy served while it renders.
   * Where purging costs no rate limit (`pageByPage`), each of those pages is purged by its own tag
   * as soon as it is fresh, so a publication's first pages are live while the rest render; the
   * change's tags still go once all are (pages the edge holds and this cache does not, such as a
   * listing's variants). Nothing without EDGE_PURGE. `receivedAt` (performance.now()): a webhook this
   * replica received; the time from then until its pages are fresh is the publication's lag to
   * live, observed in publish_live_lag_seconds when it outdated a page here.
   */
  function purgeWhenFresh(
    tags: readonly string[] | undefined,
    pages: readonly CachedPage[],
    receivedAt?: number,
  ): void {
    const purger = options.edge?.purger;
    const observed = receivedAt !== undefined && pages.length > 0;
    if (!purger && !observed) return;
    const eachPage = purger?.pageByPage
      ? (key: string) => {
          logger.debug(
            {
              page: key,
              ms: receivedAt === undefined ? undefined : Math.round(performance.now() - receivedAt),
            },
            'a page the change outdated is fresh: it is purged at the edge',
          );
          purger.purge([pageTag(key)]);
        }
      : undefined;
    void whenFresh(pages, eachPage).then(() => {
      if (observed) metrics.observePublishLag((performance.now() - receivedAt) / 1000);
      purger?.purge(tags);
    });
  }

  /**
   * A visitor's page whose content changed while it rendered: its answer told the edge to keep it,
   * and the purge of that change may have come before it. It renders again, then the edge's copy of
   * this page alone is purged.
   */
  function renderedWhileChanged(page: CachedPage): void {
    if (!options.edge?.purger) return;
    refresh(page);
    purgeWhenFresh([pageTag(page.key)], [page]);
  }

  const background = createRenderQueue({
    concurrency: BACKGROUND_RENDERS,
    ready: () => burst.settled(),
    render: async (url, { asked }) => {
      const result = await renderIntoCache(url, asked ? 'stale' : 'revalidation').catch((error: unknown) => {
        backgroundRenderEnded(url, 'failed');
        throw error;
      });
      backgroundRenderEnded(url, result);
      return result;
    },
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

  /** What tells the edge a kept page's tags and how long to keep it (see server/edge/edge-headers.ts). */
  function edgeHeaders(key: string, content: RequestContent['content']): Array<readonly [string, string]> {
    const flat =
      options.edge?.headers.page({ key, tags: dependencies(content.used).tags, fresh: !content.stale }) ?? [];
    const pairs: Array<readonly [string, string]> = [];
    for (let index = 0; index + 1 < flat.length; index += 2) pairs.push([flat[index], flat[index + 1]]);
    return pairs;
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
  async function pageFor(request: PageRequest, signal: AbortSignal): Promise<PageAnswer> {
    const started = performance.now();
    const { target, page: identity, preview, locale } = request;
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
      ...(rendered.kept && identity ? edgeHeaders(identity.key, rendered.content) : []),
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

  const foreground = pLimit(FOREGROUND_RENDERS);

  /** Waits for a render's turn among the visitors' renders; the turn is held until `release` is called. */
  function foregroundTurn(): Promise<() => void> {
    return new Promise((granted) => {
      void foreground(() => new Promise<void>((release) => granted(release)));
    });
  }

  /**
   * A visitor's page the cache did not answer. With the replicas' shared layer, it is the fleet's copy
   * when there is one, or when another replica is rendering it (waiting briefly); otherwise this
   * replica renders it in its turn, holding the fleet's lock on it until its body is written. Null when
   * the visitor left while it waited.
   */
  async function answer(request: PageRequest, signal: AbortSignal): Promise<PageAnswer | null> {
    let lock: FleetLock | undefined;
    const identity = request.page;
    if (options.fleet && identity?.cacheable && !request.preview) {
      const found = await options.fleet.copyOrLock(identity.key, { waitMs: FLEET_WAIT_MS });
      if ('copy' in found) {
        const page = pageCache.adopt(found.copy, { rawUrl: request.target });
        const stale = pageCache.isStale(page);
        if (stale) refresh(page, { asked: true });
        metrics.countPageCache(stale ? 'STALE' : 'HIT');
        return { type: 'cached', page, outcome: stale ? 'STALE' : 'HIT' };
      } else {
        lock = found.lock;
      }
    }
    const releaseTurn = await foregroundTurn();
    const letGo = async () => {
      releaseTurn();
      if (lock?.state === 'taken') await lock.release();
    };
    try {
      if (signal.aborted) {
        await letGo();
        return null;
      }
      const page = await pageFor(request, signal);
      if (page.type !== 'document') {
        await letGo();
        return page;
      }
      return {
        ...page,
        async body(destination) {
          try {
            await page.body(destination);
          } finally {
            await letGo();
          }
        },
      };
    } catch (error) {
      await letGo();
      throw error;
    }
  }

  /** Looks for fresher copies under way, by page key: the stale requests for a page share one. */
  const fresherLookups = new Map<string, Promise<CachedPage | null>>();

  /**
   * A stale page's fresher copy from the fleet, taken into the page cache: another replica rendered
   * it after the change that outdated this one's (the replica that received a webhook renders first,
   * and purges the edge page by page as it does). Null without one, or without the shared layer:
   * the stale copy is answered.
   */
  function fresherCopy(page: CachedPage, rawUrl: string): Promise<CachedPage | null> {
    const { fleet } = options;
    if (!fleet) return Promise.resolve(null);
    let lookup = fresherLookups.get(page.key);
    if (!lookup) {
      lookup = fleet
        .fresher(page.key, page.renderedAt)
        .then((copy) => {
          // Replaced while it looked (a render here ended): the page as the cache holds it now.
          const current = pageCache.get(page.key);
          if (current && current !== page) return current;
          return copy ? pageCache.adopt(copy, { rawUrl }) : null;
        })
        .catch(() => null)
        .finally(() => fresherLookups.delete(page.key));
      fresherLookups.set(page.key, lookup);
    }
    return lookup;
  }

  return {
    answer,
    formPage: formPageFor,
    renderIntoCache,
    refresh,
    fresherCopy,
    contentChanged,
    purgeWhenFresh,
    /** Background renders waiting or under way; `idle()` resolves when there are none. */
    background,
  };
}

export type PageService = ReturnType<typeof createPageService>;

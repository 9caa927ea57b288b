import { createHash, timingSafeEqual } from 'node:crypto';
import {
  contentTypes,
  entryKeyField,
  isLocalizedAttribute,
  type ContentTypeSchema,
} from '@dkg/content-model';
import express, { type Router } from 'express';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { entryTag, isEntryTag, localeTag } from '../src/content/content-request.server';
import { isLocale, LOCALES, type Locale } from '../src/i18n/locales';
import type { CachedPage, PageCache } from './cache/page-cache';
import type { ContentCache } from './content/content-cache';
import type { Logger } from './logger';
import type { PageService } from './pages/page-service';

/**
 * A Strapi webhook body, v4 or v5: `event` (entry.create|update|delete|publish|unpublish,
 * entry.draft-discard, media.create|update|delete), `model`, `uid`, and the `entry` (v5: with its
 * `documentId` and `locale`) or the `media`.
 */
const webhookBody = z.object({
  event: z.string().min(1).max(64),
  model: z.string().max(128).optional(),
  uid: z.string().max(256).optional(),
  entry: z.record(z.string(), z.unknown()).optional(),
  media: z.record(z.string(), z.unknown()).optional(),
});

export type ContentChange = z.infer<typeof webhookBody>;

export interface RevalidationResult {
  event: string;
  uid: string;
  /** Why nothing public changed (a draft, a new upload, an event about something else). */
  skipped?: string;
  /** The locales whose pages the change touched. */
  locales: Locale[];
  tags: string[];
  /** How many content answers are to be asked for again. */
  content: number;
  /** The pages marked outdated (served until their fresh copy, rendered in the background, replaces them). */
  pages: string[];
}

/** Everything that depends on content and must learn that it changed. */
export interface Revalidator {
  revalidate(change: ContentChange): RevalidationResult;
  /**
   * Marks what content with these tags (everything, without tags) built as outdated and queues its
   * pages: a change another replica received (see server/shared/shared-changes.ts), applied here
   * `delay.lagMs` after it was told.
   */
  apply(
    tags: readonly string[] | undefined,
    delay?: { lagMs: number },
  ): { content: number; pages: CachedPage[] };
  /**
   * Content with these tags changed and no webhook told (the content cache found it when it asked
   * again for an answer whose time ran out): handled as a webhook's change, without its locale.
   */
  untold(tags: readonly string[]): { content: number; pages: CachedPage[] };
}

/** The attributes of a type that are the same in every locale (Strapi copies them to each locale). */
function sharedAttributes(type: ContentTypeSchema): string[] {
  return Object.entries(type.attributes)
    .filter(([, attribute]) => !isLocalizedAttribute(type, attribute))
    .map(([name]) => name);
}

function digest(value: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(value) ?? '')
    .digest('base64url');
}

/**
 * The locales a change touches. A localized entry changes its own locale's pages, unless a field
 * shared by every locale changed too (Strapi then updates the other locales' rows without telling):
 * the shared fields' values are remembered per entry, and an entry seen for the first time counts as
 * changed everywhere. Anything not localized touches every locale.
 */
function createLocaleScope() {
  const sharedValues = new LRUCache<string, string>({ max: 20_000 });
  return (uid: string, type: ContentTypeSchema | undefined, entry: Record<string, unknown>): Locale[] => {
    const locale = entry.locale;
    if (!type?.localized || !isLocale(locale)) return [...LOCALES];
    const shared = sharedAttributes(type);
    if (shared.length === 0) return [locale];
    const keyField = entryKeyField(uid);
    const identity = entry.documentId ?? (keyField ? entry[keyField] : undefined) ?? entry.id;
    const values = digest(shared.map((name) => entry[name] ?? null));
    const memory = `${uid}#${String(identity)}`;
    const before = sharedValues.get(memory);
    sharedValues.set(memory, values);
    return before === values ? [locale] : [...LOCALES];
  };
}

/** The content type a webhook names: its uid, or `api::{model}.{model}` from v4's model name. */
function uidOf(change: ContentChange): string {
  return change.uid ?? (change.model ? `api::${change.model}.${change.model}` : '');
}

function whyNothingPublicChanged(change: ContentChange): string | null {
  const { event } = change;
  if (event === 'media.create') return 'a new upload is used nowhere yet';
  if (event.startsWith('media.')) return null;
  if (!event.startsWith('entry.')) return `${event} is not a content change`;
  if (contentTypes[uidOf(change)]?.internal) return 'the CMS’s own records changed (a scheduled publication)';
  if (event === 'entry.draft-discard') return 'a draft was discarded';
  // Drafts are never public: Strapi 5 sends an update of the draft before each publish.
  if (change.entry?.publishedAt === null && event !== 'entry.unpublish') return 'a draft changed';
  return null;
}

/**
 * The pages of the changed entries themselves (those built from an entry's tag among the changed
 * ones) before the lists and other pages that show them, the page in the locale the editor changed
 * (`locale`, when known) first of all: they render first, and with an edge that purges page by page,
 * the page an editor just published is live first.
 */
function entryPagesFirst(
  pages: CachedPage[],
  tags: readonly string[] | undefined,
  locale: string | undefined,
): CachedPage[] {
  const entryTags = new Set(tags?.filter(isEntryTag));
  if (entryTags.size === 0) return pages;
  const edited = locale === undefined ? '' : localeTag('', locale);
  const rank = (page: CachedPage) => {
    const own = page.deps.tags.filter((tag) => entryTags.has(tag));
    if (own.length === 0) return 2;
    return edited && own.some((tag) => tag.endsWith(edited)) ? 0 : 1;
  };
  return [0, 1, 2].flatMap((wanted) => pages.filter((page) => rank(page) === wanted));
}

export function createRevalidator(options: {
  contentCache: ContentCache;
  pageCache: PageCache;
  pageService: Pick<PageService, 'refresh' | 'contentChanged' | 'purgeWhenFresh'>;
  /** Other caches built from content (search index, sitemap). */
  dependents?: Array<() => void>;
  /** Tells the other replicas (REDIS_URL set). */
  tellFleet?: (tags: readonly string[] | undefined) => void;
  /**
   * A change another replica told that reaches this one later than this (ms) is purged at the edge
   * by this one too: it may have answered its old copy to the edge after the purge of the replica
   * that received the webhook, which waits a quiet window (REVALIDATE_QUIET_MS) at least. Unset: never.
   */
  lateAfterMs?: number;
  logger: Logger;
}): Revalidator {
  const localesOf = createLocaleScope();
  const { lateAfterMs } = options;
  const mark = (tags: readonly string[] | undefined, locale?: string) => {
    const content = options.contentCache.invalidate(tags);
    const pages = entryPagesFirst(options.pageCache.markOutdated(tags), tags, locale);
    options.dependents?.forEach((forget) => forget());
    options.pageService.contentChanged(pages);
    pages.forEach((page) => options.pageService.refresh(page));
    return { content: content.length, pages };
  };
  /**
   * A change found by this replica (a webhook, or an answer the content cache found different): marked
   * here, told to the fleet, and purged at the edge by this replica once its pages are fresh.
   */
  const changedHere = (tags: readonly string[] | undefined, locale?: string, receivedAt?: number) => {
    const marked = mark(tags, locale);
    options.tellFleet?.(tags);
    options.pageService.purgeWhenFresh(tags, marked.pages, receivedAt);
    return marked;
  };
  return {
    /**
     * The edge is purged by the replica that received the webhook, once (see `revalidate`), unless
     * this replica learns of the change late.
     */
    apply(tags, delay) {
      const marked = mark(tags);
      if (delay && lateAfterMs !== undefined && delay.lagMs >= lateAfterMs) {
        options.logger.warn(
          { lagMs: delay.lagMs },
          'a change reached this replica late: it purges the edge too',
        );
        options.pageService.purgeWhenFresh(tags, marked.pages);
      }
      return marked;
    },
    untold(tags) {
      const marked = changedHere(tags);
      options.logger.info(
        { tags, content: marked.content, pages: marked.pages.length },
        'content changed without a webhook',
      );
      return marked;
    },
    /**
     * Marks what a change touched as outdated — the content answers (asked for again on their next
     * use; the last good copies stay) and the pages (served until their fresh copy replaces them) —
     * and queues those pages for a background render, each once, however many webhooks name them:
     * the renders wait until the burst of webhooks a publication sends has ended (see
     * pages/change-burst.ts). The edge in front (EDGE_PURGE) is purged of the change's tags once
     * those pages are fresh again here: this replica renders them for the fleet, or takes the copy
     * of the one that does. The time from the webhook to then is the publication's lag to live
     * (`/metrics`).
     */
    revalidate(change) {
      const receivedAt = performance.now();
      const uid = uidOf(change);
      const skipped = whyNothingPublicChanged(change);
      if (skipped) {
        options.logger.debug({ event: change.event, uid, skipped }, 'webhook: nothing public changed');
        return { event: change.event, uid, skipped, locales: [], tags: [], content: 0, pages: [] };
      }
      let tags: string[] | undefined;
      let locales: Locale[] = [...LOCALES];
      if (!change.event.startsWith('media.') && uid) {
        // A file can be used anywhere: every page depends on it. An entry touches its type's lists
        // and its own pages.
        const entry = change.entry ?? {};
        const type = contentTypes[uid];
        locales = localesOf(uid, type, entry);
        const keyField = entryKeyField(uid);
        const key = keyField ? entry[keyField] : undefined;
        const base = [
          uid,
          ...(typeof key === 'string' || typeof key === 'number' ? [entryTag(uid, key)] : []),
        ];
        tags = base.flatMap((tag) => [tag, ...locales.map((locale) => localeTag(tag, locale))]);
      }
      const edited = change.entry?.locale;
      const { content, pages } = changedHere(
        tags,
        typeof edited === 'string' ? edited : undefined,
        receivedAt,
      );
      options.logger.info(
        { event: change.event, uid, locales, content, pages: pages.length },
        'content changed',
      );
      return {
        event: change.event,
        uid,
        locales,
        tags: tags ?? [],
        content,
        pages: pages.map((page) => page.url),
      };
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const hash = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(hash(given), hash(expected));
}

/**
 * POST /api/revalidate: the content service's webhook. The secret travels in the
 * X-Revalidate-Secret header (or as a bearer token) and is compared in constant time. The answer
 * comes at once; the pages render again in the background.
 */
export function createRevalidateRouter({
  secret,
  revalidator,
}: {
  secret: string;
  revalidator: Revalidator;
}): Router {
  const router = express.Router();
  router.post('/', express.json({ limit: '256kb' }), (req, res) => {
    const header =
      req.get('x-revalidate-secret') ?? req.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    res.set('Cache-Control', 'no-store');
    if (!sameSecret(header, secret)) {
      res.status(401).json({ error: 'Invalid or missing secret' });
      return;
    }
    const body = webhookBody.safeParse(req.body);
    if (!body.success) {
      res
        .status(400)
        .json({ error: 'Not a content webhook', details: body.error.issues.map((issue) => issue.message) });
      return;
    }
    res.status(202).json(revalidator.revalidate(body.data));
  });
  return router;
}

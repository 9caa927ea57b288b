import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { entryKeyField } from '@dkg/content-model';
import { z } from 'zod';
import { entryTag } from '../src/content/content-request.server';
import type { PageCache } from './cache/page-cache';
import type { ContentCache } from './content/content-cache';
import type { Logger } from './logger';
import pLimit from 'p-limit';
import type { PageService } from './pages/page-service';

/** A Strapi v4 webhook body (entry.create/update/delete/publish/unpublish, media.*). */
const webhookBody = z.object({
  event: z.string().min(1).max(64),
  model: z.string().max(128).optional(),
  uid: z.string().max(256).optional(),
  entry: z.record(z.string(), z.unknown()).optional(),
});

export type ContentChange = z.infer<typeof webhookBody>;

export interface RevalidationResult {
  tags: string[];
  /** How many content answers were dropped. */
  content: number;
  /** The pages dropped (rendered again in the background). */
  pages: string[];
}

/** Everything that depends on content and must forget it when it changes. */
export interface Revalidator {
  revalidate(change: ContentChange): Promise<RevalidationResult>;
}

export function createRevalidator(options: {
  contentCache: ContentCache;
  pageCache: PageCache;
  pageService: PageService;
  /** Other caches built from content (search index, sitemap). */
  dependents?: Array<() => void>;
  logger: Logger;
  concurrency?: number;
}): Revalidator {
  return {
    async revalidate(change) {
      const uid = change.uid ?? (change.model ? `api::${change.model}.${change.model}` : '');
      let tags: string[];
      if (change.event.startsWith('media.') || !uid) {
        // A file can be used anywhere: every page depends on it.
        tags = [...new Set(options.pageCache.pagesList().flatMap((page) => page.deps.tags))];
      } else {
        const keyField = entryKeyField(uid);
        const key = keyField ? change.entry?.[keyField] : undefined;
        tags = [uid, ...(typeof key === 'string' || typeof key === 'number' ? [entryTag(uid, key)] : [])];
      }
      const content = options.contentCache.invalidate(tags);
      const pages = options.pageCache.invalidate(tags);
      options.dependents?.forEach((drop) => drop());
      options.logger.info(
        { event: change.event, uid, tags, content: content.length, pages: pages.length },
        'content changed',
      );
      // Pre-render the dropped pages again, in the background.
      const limit = pLimit(options.concurrency ?? 4);
      pages.forEach((page) => void limit(() => options.pageService.renderIntoCache(page.url)));
      return { tags, content: content.length, pages: pages.map((page) => page.url) };
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /api/revalidate: the content service's webhook. The secret travels in the
 * X-Revalidate-Secret header (or as a bearer token) and is compared in constant time.
 */
export function createRevalidateRouter({
  secret,
  revalidator,
}: {
  secret: string;
  revalidator: Revalidator;
}): Router {
  const router = express.Router();
  router.post('/', express.json({ limit: '256kb' }), async (req, res, next) => {
    try {
      const header =
        req.get('x-revalidate-secret') ?? req.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      if (!sameSecret(header, secret)) {
        res.status(401).set('Cache-Control', 'no-store').json({ error: 'Invalid or missing secret' });
        return;
      }
      const body = webhookBody.safeParse(req.body);
      if (!body.success) {
        res
          .status(400)
          .json({ error: 'Not a content webhook', details: body.error.issues.map((issue) => issue.message) });
        return;
      }
      const result = await revalidator.revalidate(body.data);
      res.status(202).set('Cache-Control', 'no-store').json(result);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

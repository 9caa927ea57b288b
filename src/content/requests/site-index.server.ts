import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, parseWith } from '../strapi.server';

/** At most this many entries per request (Strapi caps pageSize at 100); more are paged. */
const INDEX_PAGE_SIZE = 100;

const keyed = collectionResponse(
  z.object({
    ref: z.number().nullish(),
    slug: z.string().nullish(),
    alias: z.string().nullish(),
    url: z.string().nullish(),
    key: z.string().nullish(),
    slugId: z.string().nullish(),
    category: z
      .object({
        data: z
          .object({
            id: z.number(),
            attributes: z.object({ key: z.string().nullish(), slugId: z.string().nullish() }),
          })
          .nullable(),
      })
      .nullish(),
  }),
);

export interface IndexedEntry {
  ref?: number | null;
  slug?: string | null;
  alias?: string | null;
  url?: string | null;
  key?: string | null;
  slugId?: string | null;
  categoryKey?: string | null;
  categorySlugId?: string | null;
}

export interface IndexPage {
  entries: IndexedEntry[];
  pageCount: number;
}

const COLLECTIONS = {
  properties: { uid: 'api::property.property', fields: ['ref'] },
  services: { uid: 'api::service.service', fields: ['slug'] },
  events: { uid: 'api::event.event', fields: ['alias'] },
  'guide-articles': { uid: 'api::guide-article.guide-article', fields: ['url'] },
  'project-categories': { uid: 'api::project-category.project-category', fields: ['key', 'slugId'] },
  projects: { uid: 'api::project.project', fields: ['ref'] },
} as const;

export type IndexedCollection = keyof typeof COLLECTIONS;

/** The keys of every entry of a collection in a locale: what the sitemap and pre-rendering list. */
export function siteIndexRequest(collection: IndexedCollection, locale: Locale, page = 1) {
  const { uid, fields } = COLLECTIONS[collection];
  const withCategory = collection === 'projects';
  return contentRequest({
    path: `/api/${collection}`,
    query: {
      locale,
      fields: [...fields],
      ...(withCategory ? { populate: { category: { fields: ['key', 'slugId'] } } } : {}),
      pagination: { page, pageSize: INDEX_PAGE_SIZE },
    },
    tags: withCategory ? [uid, 'api::project-category.project-category'] : [uid],
    parse: (body): IndexPage => {
      const answer = parseWith(keyed, body, `the ${collection} index`);
      return {
        pageCount: answer.meta?.pagination?.pageCount ?? 1,
        entries: answer.data.map(({ attributes }) => ({
          ref: attributes.ref,
          slug: attributes.slug,
          alias: attributes.alias,
          url: attributes.url,
          key: attributes.key,
          slugId: attributes.slugId,
          categoryKey: attributes.category?.data?.attributes.key ?? null,
          categorySlugId: attributes.category?.data?.attributes.slugId ?? null,
        })),
      };
    },
  });
}

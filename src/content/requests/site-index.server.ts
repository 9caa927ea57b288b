import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, entryIdentity, parseWith } from '../strapi.server';

/** At most this many entries per request (Strapi caps pageSize at 100); more are paged. */
const INDEX_PAGE_SIZE = 100;

const keyed = collectionResponse(
  z.object({
    reference: z.number().nullish(),
    slug: z.string().nullish(),
    alias: z.string().nullish(),
    url: z.string().nullish(),
    key: z.string().nullish(),
    documentId: z.string().nullish(),
    slugId: z.string().nullish(),
    localizations: z.object({ data: z.array(z.object({ id: z.number() })) }).nullish(),
    category: z
      .object({
        data: z.object({ id: z.number(), attributes: z.object({ slugId: z.string().nullish() }) }).nullable(),
      })
      .nullish(),
  }),
);

export interface IndexedEntry {
  reference?: number | null;
  slug?: string | null;
  alias?: string | null;
  url?: string | null;
  /** A project category's identity in every locale (see `entryIdentity`). */
  key?: string | null;
  slugId?: string | null;
  categorySlugId?: string | null;
}

export interface IndexPage {
  entries: IndexedEntry[];
  pageCount: number;
}

/**
 * The field that names each entry, per collection. Project categories name no field beyond the
 * specification's in the query (their shared key may not exist): every attribute comes back, with
 * the locale rows they are linked to.
 */
const COLLECTIONS = {
  properties: { uid: 'api::property.property', query: { fields: ['reference'] } },
  services: { uid: 'api::service.service', query: { fields: ['slug'] } },
  events: { uid: 'api::event.event', query: { fields: ['alias'] } },
  'guide-articles': { uid: 'api::guide-article.guide-article', query: { fields: ['url'] } },
  'project-categories': {
    uid: 'api::project-category.project-category',
    query: { populate: { localizations: { fields: ['locale'] } } },
  },
  projects: {
    uid: 'api::project.project',
    query: { fields: ['reference'], populate: { category: { fields: ['slugId'] } } },
  },
} as const;

export type IndexedCollection = keyof typeof COLLECTIONS;

/** The keys of every entry of a collection in a locale: what the sitemap and pre-rendering list. */
export function siteIndexRequest(collection: IndexedCollection, locale: Locale, page = 1) {
  const { uid, query } = COLLECTIONS[collection];
  return contentRequest({
    path: `/api/${collection}`,
    query: { locale, ...query, pagination: { page, pageSize: INDEX_PAGE_SIZE } },
    tags: collection === 'projects' ? [uid, 'api::project-category.project-category'] : [uid],
    parse: (body): IndexPage => {
      const answer = parseWith(keyed, body, `the ${collection} index`);
      return {
        pageCount: answer.meta?.pagination?.pageCount ?? 1,
        entries: answer.data.map((row) => ({
          reference: row.attributes.reference,
          slug: row.attributes.slug,
          alias: row.attributes.alias,
          url: row.attributes.url,
          key: collection === 'project-categories' ? entryIdentity(row) : null,
          slugId: row.attributes.slugId,
          categorySlugId: row.attributes.category?.data?.attributes.slugId ?? null,
        })),
      };
    },
  });
}

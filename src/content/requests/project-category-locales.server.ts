import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, entity, entryIdentity, optionalNumber, parseWith, text } from '../strapi.server';

/** A project category with its slug in every locale it exists in (through Strapi's localizations). */
export interface LocalizedProjectCategory {
  id: number;
  /** The category's identity in every locale (see `entryIdentity`). */
  key: string;
  title: string;
  slugId: string;
  slugs: Partial<Record<Locale, string>>;
}

const schema = collectionResponse(
  z.object({
    title: text,
    slugId: text,
    key: z.string().nullish(),
    documentId: z.string().nullish(),
    order: optionalNumber,
    // Beyond the specification's fields: an answer without them is the asked-for locale's rows alone.
    locale: z.string().nullish(),
    localizations: z
      .object({ data: z.array(entity(z.object({ slugId: text, locale: z.string().nullish() }))) })
      .nullish(),
  }),
);

function slugsByLocale(
  entries: Array<{ slugId: string; locale?: string | null }>,
): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const slugId = entries.find((entry) => entry.locale === locale)?.slugId;
    if (slugId) slugs[locale] = slugId;
  }
  return slugs;
}

/** Editorial order (`order`, when the content model has it), then the order of creation. */
function byOrder(a: { order: number | null; id: number }, b: { order: number | null; id: number }) {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
}

/**
 * The project categories of one locale, in their editorial order, each with the slugs of its other
 * locale rows: what the category filter, the slug lookup and the language switcher
 * (urlsForProjectPage) need, in one request. It names no field beyond the specification's in its
 * query (a CMS without `key` or `order` still answers); the rest is read when it is there.
 */
export function projectCategoryLocalesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/project-categories',
    query: {
      locale,
      populate: { localizations: { fields: ['slugId', 'locale'] } },
      pagination: { pageSize: 100 },
    },
    tags: ['api::project-category.project-category'],
    acrossLocales: true,
    parse: (body): LocalizedProjectCategory[] =>
      parseWith(schema, body, 'project categories with their localizations')
        .data.map((row) => ({ ...row, order: row.attributes.order }))
        .sort(byOrder)
        .map((row) => ({
          id: row.id,
          key: entryIdentity(row),
          title: row.attributes.title,
          slugId: row.attributes.slugId,
          slugs: slugsByLocale([
            ...(row.attributes.localizations?.data.map((other) => other.attributes) ?? []),
            { slugId: row.attributes.slugId, locale: row.attributes.locale ?? locale },
          ]),
        })),
  });
}

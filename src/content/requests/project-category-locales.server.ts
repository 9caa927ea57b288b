import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, entity, parseWith, text } from '../strapi.server';

/** A project category with its slug in every locale it exists in (through Strapi's localizations). */
export interface LocalizedProjectCategory {
  id: number;
  key: string;
  title: string;
  slugId: string;
  slugs: Partial<Record<Locale, string>>;
}

const schema = collectionResponse(
  z.object({
    title: text,
    slugId: text,
    key: text,
    locale: z.string(),
    localizations: z
      .object({ data: z.array(entity(z.object({ slugId: text, locale: z.string() }))) })
      .nullish(),
  }),
);

function slugsByLocale(entries: Array<{ slugId: string; locale: string }>): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const slugId = entries.find((entry) => entry.locale === locale)?.slugId;
    if (slugId) slugs[locale] = slugId;
  }
  return slugs;
}

/**
 * The project categories of one locale, in their editorial order, each with the slugs of its other
 * locale rows: what the category filter, the slug lookup and the language switcher
 * (urlsForProjectPage) need, in one request.
 */
export function projectCategoryLocalesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/project-categories',
    query: {
      locale,
      fields: ['title', 'slugId', 'key', 'order', 'locale'],
      sort: ['order:asc', 'id:asc'],
      populate: { localizations: { fields: ['slugId', 'locale'] } },
      pagination: { pageSize: 100 },
    },
    tags: ['api::project-category.project-category'],
    acrossLocales: true,
    parse: (body): LocalizedProjectCategory[] =>
      parseWith(schema, body, 'project categories with their localizations').data.map(
        ({ id, attributes }) => ({
          id,
          key: attributes.key,
          title: attributes.title,
          slugId: attributes.slugId,
          slugs: slugsByLocale([
            ...(attributes.localizations?.data.map((row) => row.attributes) ?? []),
            { slugId: attributes.slugId, locale: attributes.locale },
          ]),
        }),
      ),
  });
}

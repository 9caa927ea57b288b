import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { mediaRelation, optionalNumber, text, toMedia } from '../strapi.server';
import type { Media, Seo } from '../types';
import { entryRequest, listRequest } from './collection-requests.server';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';

const TAGS = ['api::service.service'] as const;

export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  order: number | null;
  cover: Media | null;
}

export interface ServiceFact {
  value: string;
  label: string;
}

export interface Service extends ServiceSummary {
  body: string;
  facts: ServiceFact[];
  seo: Seo;
}

const summaryAttributes = z.object({
  slug: text,
  title: text,
  summary: text,
  order: optionalNumber,
  cover: mediaRelation,
});

const detailAttributes = summaryAttributes.extend({
  body: text,
  facts: z.array(z.object({ value: text, label: text })).nullish(),
  seo: seoSchema,
});
const query = { path: '/api/services', tags: TAGS };

/** The services in their listed order, without their bodies (the index and the links between them). */
export function servicesRequest(locale: Locale) {
  return listRequest({
    ...query,
    locale,
    attributes: summaryAttributes,
    populate: { cover: mediaPopulate },
    sort: ['order:asc', 'id:asc'],
    what: 'the services',
    toItem: ({ attributes }, context): ServiceSummary => ({
      ...attributes,
      cover: toMedia(attributes.cover, context),
    }),
  });
}

/** One service by its slug, with body, key figures and SEO; null when the locale has none. */
export function serviceRequest(locale: Locale, slug: string) {
  return entryRequest({
    ...query,
    locale,
    attributes: detailAttributes,
    populate: { cover: mediaPopulate, facts: { fields: ['value', 'label'] }, seo: seoPopulate },
    field: 'slug',
    value: slug,
    what: `the service ${slug}`,
    toItem: ({ attributes }, context): Service => {
      const { cover, facts, seo, ...fields } = attributes;
      return {
        ...fields,
        cover: toMedia(cover, context),
        facts: (facts ?? []).filter((fact) => fact.value || fact.label),
        seo: toSeo(seo, context),
      };
    },
  });
}

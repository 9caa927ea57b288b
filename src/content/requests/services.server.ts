import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import {
  collectionResponse,
  mediaRelation,
  optionalNumber,
  parseWith,
  text,
  toMedia,
} from '../strapi.server';
import type { Media, Seo } from '../types';
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

const listSchema = collectionResponse(summaryAttributes);

const detailSchema = collectionResponse(
  summaryAttributes.extend({
    body: text,
    facts: z.array(z.object({ value: text, label: text })).nullish(),
    seo: seoSchema,
  }),
);

/** The services in their listed order, without their bodies (the index and the links between them). */
export function servicesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/services',
    query: {
      locale,
      fields: ['slug', 'title', 'summary', 'order'],
      populate: { cover: mediaPopulate },
      sort: ['order:asc', 'id:asc'],
      pagination: { pageSize: 100 },
    },
    tags: TAGS,
    parse: (body, context): ServiceSummary[] =>
      parseWith(listSchema, body, 'the services').data.map(({ attributes }) => ({
        ...attributes,
        cover: toMedia(attributes.cover, context),
      })),
  });
}

/** One service by its slug, with body, key figures and SEO; null when the locale has none. */
export function serviceRequest(locale: Locale, slug: string) {
  return contentRequest({
    path: '/api/services',
    query: {
      locale,
      filters: { slug: { $eq: slug } },
      fields: ['slug', 'title', 'summary', 'order', 'body'],
      populate: { cover: mediaPopulate, facts: { fields: ['value', 'label'] }, seo: seoPopulate },
      pagination: { pageSize: 1 },
    },
    tags: TAGS,
    parse: (body, context): Service | null => {
      const entry = parseWith(detailSchema, body, `the service ${slug}`).data[0];
      if (!entry) return null;
      const { cover, facts, seo, ...fields } = entry.attributes;
      return {
        ...fields,
        cover: toMedia(cover, context),
        facts: (facts ?? []).filter((fact) => fact.value || fact.label),
        seo: toSeo(seo, context),
      };
    },
  });
}

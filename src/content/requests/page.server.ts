import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { mediaListRelation, mediaRelation, parseWith, singleResponse, text, toMedia } from '../strapi.server';
import type { Media, Seo } from '../types';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';

/** The editorial page singles of the content model (title, intro, Markdown body, pictures, SEO). */
export const PAGE_TYPES = [
  'page-about',
  'page-construction',
  'page-privacy-policy',
  'page-terms-of-use',
  'page-services',
  'page-partners',
  'page-certificates',
  'page-properties',
  'page-events',
  'page-business-in-greece',
  'page-contacts',
  'page-projects',
  'page-projects-old',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}

export interface EditorialPage {
  title: string;
  intro: string;
  body: string;
  image: Media | null;
  gallery: Media[];
  seo: Seo;
}

const schema = singleResponse(
  z.object({
    title: text,
    intro: text,
    body: text,
    image: mediaRelation,
    gallery: mediaListRelation,
    seo: seoSchema,
  }),
);

export function pageRequest(type: PageType, locale: Locale) {
  return contentRequest({
    path: `/api/${type}`,
    query: {
      locale,
      fields: ['title', 'intro', 'body'],
      populate: { image: mediaPopulate, gallery: mediaPopulate, seo: seoPopulate },
    },
    tags: [`api::${type}.${type}`],
    parse: (body, context): EditorialPage => {
      const { image, gallery, seo, ...fields } = parseWith(schema, body, `the page ${type}`).data.attributes;
      return {
        ...fields,
        image: toMedia(image, context),
        gallery: gallery.map((item) => toMedia(item, context)).filter((item): item is Media => item !== null),
        seo: toSeo(seo, context),
      };
    },
  });
}

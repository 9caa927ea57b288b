import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { mediaRelation, optionalNumber, text, toMedia } from '../strapi.server';
import type { Media, Seo } from '../types';
import { entryRequest, listRequest } from './collection-requests.server';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';

const TAGS = ['api::guide-article.guide-article'] as const;

export interface GuideArticleSummary {
  url: string;
  title: string;
  summary: string;
  order: number | null;
  cover: Media | null;
}

export interface GuideArticle extends GuideArticleSummary {
  body: string;
  seo: Seo;
}

const summaryAttributes = z.object({
  url: text,
  title: text,
  summary: text,
  order: optionalNumber,
  cover: mediaRelation,
});

const detailAttributes = summaryAttributes.extend({ body: text, seo: seoSchema });
const query = { path: '/api/guide-articles', tags: TAGS, populate: { cover: mediaPopulate } } as const;

/** The guide's articles in reading order, without bodies (the index and the previous/next links). */
export function guideArticlesRequest(locale: Locale) {
  return listRequest({
    ...query,
    locale,
    attributes: summaryAttributes,
    sort: ['order:asc', 'id:asc'],
    what: 'the guide articles',
    toItem: ({ attributes }, context): GuideArticleSummary => ({
      ...attributes,
      cover: toMedia(attributes.cover, context),
    }),
  });
}

/** One article by its url segment (the same in every locale), with its body and SEO; null when there is none. */
export function guideArticleRequest(locale: Locale, url: string) {
  return entryRequest({
    ...query,
    locale,
    populate: { ...query.populate, seo: seoPopulate },
    attributes: detailAttributes,
    field: 'url',
    value: url,
    what: `the guide article ${url}`,
    toItem: ({ attributes }, context): GuideArticle => ({
      ...attributes,
      cover: toMedia(attributes.cover, context),
      seo: toSeo(attributes.seo, context),
    }),
  });
}

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
import type { Media } from '../types';
import { mediaPopulate } from './media-fields.server';

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
}

const summaryAttributes = z.object({
  url: text,
  title: text,
  summary: text,
  order: optionalNumber,
  cover: mediaRelation,
});

const listSchema = collectionResponse(summaryAttributes);
const detailSchema = collectionResponse(summaryAttributes.extend({ body: text }));

/** The guide's articles in reading order, without bodies (the index and the previous/next links). */
export function guideArticlesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/guide-articles',
    query: {
      locale,
      fields: ['url', 'title', 'summary', 'order'],
      populate: { cover: mediaPopulate },
      sort: ['order:asc', 'id:asc'],
      pagination: { pageSize: 100 },
    },
    tags: TAGS,
    parse: (body, context): GuideArticleSummary[] =>
      parseWith(listSchema, body, 'the guide articles').data.map(({ attributes }) => ({
        ...attributes,
        cover: toMedia(attributes.cover, context),
      })),
  });
}

/** One article by its url segment (the same in every locale); null when there is none. */
export function guideArticleRequest(locale: Locale, url: string) {
  return contentRequest({
    path: '/api/guide-articles',
    query: {
      locale,
      filters: { url: { $eq: url } },
      fields: ['url', 'title', 'summary', 'order', 'body'],
      populate: { cover: mediaPopulate },
      pagination: { pageSize: 1 },
    },
    tags: TAGS,
    parse: (body, context): GuideArticle | null => {
      const entry = parseWith(detailSchema, body, `the guide article ${url}`).data[0];
      return entry ? { ...entry.attributes, cover: toMedia(entry.attributes.cover, context) } : null;
    },
  });
}

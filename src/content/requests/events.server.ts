import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { mediaRelation, text, toMedia } from '../strapi.server';
import type { Media, Seo } from '../types';
import { entryRequest, listRequest } from './collection-requests.server';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';

const TAGS = ['api::event.event'] as const;

export interface EventSummary {
  alias: string;
  title: string;
  /** ISO date and time. */
  date: string;
  place: string;
  summary: string;
  cover: Media | null;
}

export interface EventEntry extends EventSummary {
  body: string;
  seo: Seo;
}

const summaryAttributes = z.object({
  alias: text,
  title: text,
  date: text,
  place: text,
  summary: text,
  cover: mediaRelation,
});

const detailAttributes = summaryAttributes.extend({ body: text, seo: seoSchema });
const query = { path: '/api/events', tags: TAGS, populate: { cover: mediaPopulate } } as const;

/** Every event of a locale, newest first, without bodies. */
export function eventsRequest(locale: Locale) {
  return listRequest({
    ...query,
    locale,
    attributes: summaryAttributes,
    sort: ['date:desc'],
    what: 'the events',
    toItem: ({ attributes }, context): EventSummary => ({
      ...attributes,
      cover: toMedia(attributes.cover, context),
    }),
  });
}

/** One event by its alias (the same in every locale), with its body and SEO; null when there is none. */
export function eventRequest(locale: Locale, alias: string) {
  return entryRequest({
    ...query,
    locale,
    populate: { ...query.populate, seo: seoPopulate },
    attributes: detailAttributes,
    field: 'alias',
    value: alias,
    what: `the event ${alias}`,
    toItem: ({ attributes }, context): EventEntry => ({
      ...attributes,
      cover: toMedia(attributes.cover, context),
      seo: toSeo(attributes.seo, context),
    }),
  });
}

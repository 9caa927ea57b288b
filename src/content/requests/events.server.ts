import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, mediaRelation, parseWith, text, toMedia } from '../strapi.server';
import type { Media } from '../types';
import { mediaPopulate } from './media-fields.server';

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
}

const summaryAttributes = z.object({
  alias: text,
  title: text,
  date: text,
  place: text,
  summary: text,
  cover: mediaRelation,
});

const listSchema = collectionResponse(summaryAttributes);
const detailSchema = collectionResponse(summaryAttributes.extend({ body: text }));

/** Every event of a locale, newest first, without bodies. */
export function eventsRequest(locale: Locale) {
  return contentRequest({
    path: '/api/events',
    query: {
      locale,
      fields: ['alias', 'title', 'date', 'place', 'summary'],
      populate: { cover: mediaPopulate },
      sort: ['date:desc'],
      pagination: { pageSize: 100 },
    },
    tags: TAGS,
    parse: (body, context): EventSummary[] =>
      parseWith(listSchema, body, 'the events').data.map(({ attributes }) => ({
        ...attributes,
        cover: toMedia(attributes.cover, context),
      })),
  });
}

/** One event by its alias (the same in every locale); null when there is none. */
export function eventRequest(locale: Locale, alias: string) {
  return contentRequest({
    path: '/api/events',
    query: {
      locale,
      filters: { alias: { $eq: alias } },
      fields: ['alias', 'title', 'date', 'place', 'summary', 'body'],
      populate: { cover: mediaPopulate },
      pagination: { pageSize: 1 },
    },
    tags: TAGS,
    parse: (body, context): EventEntry | null => {
      const entry = parseWith(detailSchema, body, `the event ${alias}`).data[0];
      return entry ? { ...entry.attributes, cover: toMedia(entry.attributes.cover, context) } : null;
    },
  });
}

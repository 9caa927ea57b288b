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

export interface Partner {
  id: number;
  name: string;
  url: string;
  description: string;
  order: number | null;
  logo: Media | null;
}

const schema = collectionResponse(
  z.object({ name: text, url: text, description: text, order: optionalNumber, logo: mediaRelation }),
);

/** The partners in their listed order. */
export function partnersRequest(locale: Locale) {
  return contentRequest({
    path: '/api/partners',
    query: {
      locale,
      fields: ['name', 'url', 'description', 'order'],
      populate: { logo: mediaPopulate },
      sort: ['order:asc', 'id:asc'],
      pagination: { pageSize: 100 },
    },
    tags: ['api::partner.partner'],
    parse: (body, context): Partner[] =>
      parseWith(schema, body, 'the partners').data.map(({ id, attributes }) => ({
        id,
        ...attributes,
        logo: toMedia(attributes.logo, context),
      })),
  });
}

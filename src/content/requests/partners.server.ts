import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { mediaRelation, optionalNumber, text, toMedia } from '../strapi.server';
import type { Media } from '../types';
import { listRequest } from './collection-requests.server';
import { mediaPopulate } from './media-fields.server';

export interface Partner {
  id: number;
  name: string;
  url: string;
  description: string;
  order: number | null;
  logo: Media | null;
}

/** The partners in their listed order. */
export function partnersRequest(locale: Locale) {
  return listRequest({
    path: '/api/partners',
    tags: ['api::partner.partner'],
    locale,
    attributes: z.object({
      name: text,
      url: text,
      description: text,
      order: optionalNumber,
      logo: mediaRelation,
    }),
    populate: { logo: mediaPopulate },
    sort: ['order:asc', 'id:asc'],
    what: 'the partners',
    toItem: ({ id, attributes }, context): Partner => ({
      id,
      ...attributes,
      logo: toMedia(attributes.logo, context),
    }),
  });
}

import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, mediaRelation, mediaUrl, parseWith, text } from '../strapi.server';
import type { Social } from '../types';

const schema = collectionResponse(z.object({ href: text, logo: mediaRelation }));

/** The social links of the side rail. */
export function socialsRequest(locale: Locale) {
  return contentRequest({
    path: '/api/socials',
    query: { locale, fields: ['href'], populate: { logo: { fields: ['url'] } } },
    tags: ['api::social.social'],
    parse: (body, context): Social[] =>
      parseWith(schema, body, 'the socials').data.map(({ id, attributes }) => ({
        id,
        href: attributes.href,
        logo: attributes.logo ? mediaUrl(attributes.logo.attributes.url, context) : null,
      })),
  });
}

import { z } from 'zod';
import { contentRequest } from '../content-request.server';
import { mediaRelation, mediaUrl, parseWith, singleResponse } from '../strapi.server';
import type { Logo } from '../types';

const schema = singleResponse(z.object({ logo: mediaRelation }));

/** The logo (not localized). */
export function logoRequest() {
  return contentRequest({
    path: '/api/logo',
    query: { populate: { logo: { fields: ['url'] } } },
    tags: ['api::logo.logo'],
    parse: (body, context): Logo => {
      const logo = parseWith(schema, body, 'the logo').data.attributes.logo;
      return { url: logo ? mediaUrl(logo.attributes.url, context) : null };
    },
  });
}

import { z } from 'zod';
import { contentRequest } from '../content-request.server';
import { mediaRelation, mediaUrl, parseWith, singleResponse } from '../strapi.server';
import type { Logo } from '../types';

const schema = singleResponse(z.object({ logo: mediaRelation }));

/**
 * The logo (not localized): its address, and its size when the content service knows it, so that the
 * header keeps the logo's place before the picture has arrived.
 */
export function logoRequest() {
  return contentRequest({
    path: '/api/logo',
    query: { populate: { logo: { fields: ['url', 'width', 'height'] } } },
    tags: ['api::logo.logo'],
    parse: (body, context): Logo => {
      const logo = parseWith(schema, body, 'the logo').data.attributes.logo;
      if (!logo) return { url: null, width: null, height: null };
      const { url, width, height } = logo.attributes;
      const sized = Boolean(width && height && width > 0 && height > 0);
      return {
        url: mediaUrl(url, context),
        width: sized ? width! : null,
        height: sized ? height! : null,
      };
    },
  });
}

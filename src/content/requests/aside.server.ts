import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { parseWith, singleResponse, text } from '../strapi.server';
import type { Aside } from '../types';

const schema = singleResponse(z.object({ title: text }));

/** The side rail's vertical title. */
export function asideRequest(locale: Locale) {
  return contentRequest({
    path: '/api/aside',
    query: { locale, fields: ['title'] },
    tags: ['api::aside.aside'],
    parse: (body): Aside => parseWith(schema, body, 'the aside').data.attributes,
  });
}

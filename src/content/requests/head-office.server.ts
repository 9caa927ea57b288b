import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, parseWith, text } from '../strapi.server';
import type { Office } from '../types';

const schema = collectionResponse(z.object({ name: text, address: text, phone: text }));

/** The offices filtered to head offices; the first one is used. */
export function headOfficeRequest(locale: Locale) {
  return contentRequest({
    path: '/api/offices',
    query: {
      locale,
      filters: { headOffice: { $eq: true } },
      fields: ['name', 'address', 'phone'],
    },
    tags: ['api::office.office'],
    parse: (body): Office | null => parseWith(schema, body, 'the offices').data[0]?.attributes ?? null,
  });
}

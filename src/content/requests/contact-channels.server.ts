import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, parseWith, text } from '../strapi.server';
import type { ContactChannels } from '../types';

const schema = collectionResponse(z.object({ phone: text, whatsapp: text, viber: text }));

/**
 * The head office's phone, WhatsApp and Viber numbers, shown beside the enquiry forms. A request of
 * its own: the chrome's call for the head office keeps the fields it has always asked for.
 */
export function contactChannelsRequest(locale: Locale) {
  return contentRequest({
    path: '/api/offices',
    query: {
      locale,
      filters: { headOffice: { $eq: true } },
      fields: ['phone', 'whatsapp', 'viber'],
    },
    tags: ['api::office.office'],
    parse: (body): ContactChannels | null =>
      parseWith(schema, body, 'the head office’s numbers').data[0]?.attributes ?? null,
  });
}

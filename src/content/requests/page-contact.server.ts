import { z } from 'zod';
import { contentRequest } from '../content-request.server';
import { parseWith, singleResponse, text } from '../strapi.server';
import type { PageContact } from '../types';

const schema = singleResponse(z.object({ email: text }));

/** The company e-mail (not localized). */
export function pageContactRequest() {
  return contentRequest({
    path: '/api/page-contact',
    query: { fields: ['email'] },
    tags: ['api::page-contact.page-contact'],
    parse: (body): PageContact => parseWith(schema, body, 'the contact e-mail').data.attributes,
  });
}

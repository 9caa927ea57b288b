import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { parseWith, singleResponse, text } from '../strapi.server';
import type { Header } from '../types';

export const linkSchema = z.object({ title: text, href: text });

const schema = singleResponse(
  z.object({
    contactUsHref: text,
    contactUsText: text,
    menu: z
      .array(linkSchema)
      .nullish()
      .transform((menu) => menu ?? []),
  }),
);

/** The header's contact link and menu. */
export function headerRequest(locale: Locale) {
  return contentRequest({
    path: '/api/header',
    query: {
      locale,
      fields: ['contactUsHref', 'contactUsText'],
      populate: { menu: { fields: ['title', 'href'] } },
    },
    tags: ['api::header.header'],
    parse: (body): Header => parseWith(schema, body, 'the header').data.attributes,
  });
}

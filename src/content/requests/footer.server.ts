import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { parseWith, singleResponse, text } from '../strapi.server';
import type { Footer } from '../types';
import { linkSchema } from './header.server';

const schema = singleResponse(
  z.object({
    officesTitle: text,
    officesHref: text,
    policyTitle: text,
    policyHref: text,
    copyright: text,
    menu: z
      .array(
        linkSchema.extend({
          menuInner: z
            .array(linkSchema)
            .nullish()
            .transform((links) => links ?? []),
        }),
      )
      .nullish()
      .transform((menu) => menu ?? []),
  }),
);

/** The footer, with its menu and each item's inner links. */
export function footerRequest(locale: Locale) {
  return contentRequest({
    path: '/api/footer',
    query: {
      locale,
      fields: ['officesTitle', 'officesHref', 'policyTitle', 'policyHref', 'copyright'],
      populate: {
        menu: { fields: ['title', 'href'], populate: { menuInner: { fields: ['title', 'href'] } } },
      },
    },
    tags: ['api::footer.footer'],
    parse: (body): Footer => parseWith(schema, body, 'the footer').data.attributes,
  });
}

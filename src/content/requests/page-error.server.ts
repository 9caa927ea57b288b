import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { mediaRelation, mediaUrl, parseWith, singleResponse, text } from '../strapi.server';
import type { PageError } from '../types';

const schema = singleResponse(
  z.object({
    title: text,
    phone: text,
    mail: text,
    btnTitle: text,
    bg: mediaRelation,
    bgMobile: mediaRelation,
  }),
);

/** The error page; its fields are in data.data.attributes of the answer. */
export function pageErrorRequest(locale: Locale) {
  return contentRequest({
    path: '/api/page-error',
    query: {
      locale,
      fields: ['title', 'phone', 'mail', 'btnTitle'],
      populate: { bg: { fields: ['url'] }, bgMobile: { fields: ['url'] } },
    },
    tags: ['api::page-error.page-error'],
    parse: (body, context): PageError => {
      const { bg, bgMobile, ...fields } = parseWith(schema, body, 'the error page').data.attributes;
      return {
        ...fields,
        bg: bg ? mediaUrl(bg.attributes.url, context) : null,
        bgMobile: bgMobile ? mediaUrl(bgMobile.attributes.url, context) : null,
      };
    },
  });
}

import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { parseWith, singleResponse, text } from '../strapi.server';
import type { PageSearchResult } from '../types';

const schema = singleResponse(z.object({ searchPlaceholder: text }));

/** The search input's placeholder. */
export function pageSearchResultRequest(locale: Locale) {
  return contentRequest({
    path: '/api/page-search-result',
    query: { locale, fields: ['searchPlaceholder'] },
    tags: ['api::page-search-result.page-search-result'],
    parse: (body): PageSearchResult => parseWith(schema, body, 'the search page').data.attributes,
  });
}

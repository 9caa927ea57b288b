import { REDIRECT_KINDS, type RedirectKind } from '@dkg/content-model';
import { z } from 'zod';
import { contentRequest, type ContentRequest } from '../content-request.server';
import { collectionResponse, parseWith } from '../strapi.server';

/** A redirect as the editors keep it (the Redirect type): an old address and what it answers now. */
export interface RedirectRow {
  from: string;
  /** Empty when the address is gone. */
  to: string;
  kind: RedirectKind;
}

export interface RedirectPage {
  rows: RedirectRow[];
  pageCount: number;
}

export const REDIRECT_TAGS = ['api::redirect.redirect'] as const;

/** The most rows one answer holds (Strapi's default maximum page size). */
const PAGE_SIZE = 100;

const schema = collectionResponse(
  z.object({
    from: z.string().nullish(),
    to: z.string().nullish(),
    // A kind this site does not know (a newer CMS) is left out rather than failing the table.
    kind: z.string().nullish(),
  }),
);

function isKind(value: unknown): value is RedirectKind {
  return (REDIRECT_KINDS as readonly unknown[]).includes(value);
}

/** One page of the redirects, oldest first (the same in every locale: the addresses carry theirs). */
export function redirectsRequest(page: number): ContentRequest<RedirectPage> {
  return contentRequest({
    path: '/api/redirects',
    query: {
      fields: ['from', 'to', 'kind'],
      sort: ['id:asc'],
      pagination: { page, pageSize: PAGE_SIZE },
    },
    tags: REDIRECT_TAGS,
    parse: (body) => {
      const answer = parseWith(schema, body, 'the redirects');
      const rows = answer.data.flatMap(({ attributes: { from, to, kind } }) =>
        from && isKind(kind) ? [{ from, to: to ?? '', kind }] : [],
      );
      return { rows, pageCount: answer.meta?.pagination?.pageCount ?? 1 };
    },
  });
}

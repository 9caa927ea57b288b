import { z } from 'zod';
import { SHARE_FORMAT } from '@dkg/content-model';
import { ContentError } from './content-error';
import type { ParseContext } from './content-request.server';
import { readFocalPoint } from './focal-point';
import type { Media } from './types';

/**
 * Schemas of the Strapi v4 answer wrapper: `{ data: { id, attributes } }`, relations and media as
 * `{ data }`. An answer that does not match is a failed call (it never replaces good content).
 */

export function entity<T extends z.ZodType>(attributes: T) {
  return z.object({ id: z.number(), documentId: z.string().nullish(), attributes });
}

/**
 * What names an entry in every locale, whatever the CMS: the content model's shared key when the
 * entry has one; else Strapi 5's documentId (shared by the locale versions of a document); else, in
 * Strapi 4, the lowest id among the entry's locale rows (each row lists the others). Numeric ids alone
 * never serve: Strapi 5 gives a new one on every publish.
 */
export function entryIdentity(row: {
  id: number;
  documentId?: string | null;
  attributes: {
    key?: string | null;
    documentId?: string | null;
    localizations?: { data: Array<{ id: number }> } | null;
  };
}): string {
  const { key, documentId, localizations } = row.attributes;
  if (key) return key;
  const document = row.documentId ?? documentId;
  if (document) return `document:${document}`;
  return `entry:${Math.min(row.id, ...(localizations?.data.map((other) => other.id) ?? []))}`;
}

export function singleResponse<T extends z.ZodType>(attributes: T) {
  return z.object({ data: entity(attributes) });
}

export function collectionResponse<T extends z.ZodType>(attributes: T) {
  return z.object({
    data: z.array(entity(attributes)),
    meta: z
      .object({
        pagination: z
          .object({
            page: z.number().optional(),
            pageSize: z.number().optional(),
            pageCount: z.number().optional(),
            total: z.number().optional(),
          })
          .optional(),
      })
      .optional(),
  });
}

/** A text field: Strapi answers null for an empty one. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const mediaAttributes = z.object({
  url: z.string(),
  alternativeText: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  mime: z.string().nullish(),
  formats: z
    .record(z.string(), z.object({ url: z.string(), width: z.number(), height: z.number() }).passthrough())
    .nullish(),
  /**
   * Strapi 5's focal point (absent from older versions, which the site then does not ask for: see
   * `http.server.ts`). A malformed one is no point rather than a failed page.
   */
  focalPoint: z.unknown().optional(),
});

const mediaEntity = entity(mediaAttributes);

export const mediaRelation = z
  .object({ data: mediaEntity.nullable() })
  .nullish()
  .transform((value) => value?.data ?? null);

export const mediaListRelation = z
  .object({ data: z.array(entity(mediaAttributes)).nullable() })
  .nullish()
  .transform((value) => value?.data ?? []);

type MediaEntity = z.output<typeof mediaEntity>;

/** Relative media URLs get the MEDIA_URL prefix; absolute ones (a CDN provider) stay. */
export function mediaUrl(url: string, context: ParseContext): string {
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return url;
  return `${context.mediaUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function toMedia(value: MediaEntity | null, context: ParseContext): Media | null {
  if (!value) return null;
  const { url, alternativeText, width, height, formats, mime, focalPoint } = value.attributes;
  const rendition = (format: { url: string; width: number; height: number }) => ({
    url: mediaUrl(format.url, context),
    width: format.width,
    height: format.height,
  });
  // The share crop is not a width of the same picture: it stays out of the srcset.
  const { [SHARE_FORMAT]: share, ...widths } = formats ?? {};
  const sources = Object.values(widths)
    .map(rendition)
    .sort((a, b) => a.width - b.width);
  return {
    url: mediaUrl(url, context),
    alt: alternativeText ?? '',
    width: width ?? null,
    height: height ?? null,
    mime: mime ?? null,
    sources,
    focalPoint: readFocalPoint(focalPoint),
    ...(share && { share: rendition(share) }),
  };
}

/** Validates a raw answer against a schema, turning a mismatch into a ContentError. */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContentError(
      `The content service answered ${what} in an unexpected shape (${issue?.path.join('.') || 'root'}: ${issue?.message})`,
      { kind: 'invalid' },
    );
  }
  return result.data;
}

/** Strapi answers decimals as numbers on SQLite and as strings on PostgreSQL. */
export const coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

import { z } from 'zod';
import { text } from '../strapi.server';
import { mediaRelation, toMedia } from '../strapi.server';
import type { ParseContext } from '../content-request.server';
import type { Seo } from '../types';

/**
 * What the site reads of a media file: enough for a responsive <img>, and the point its crops keep
 * in view. `focalPoint` comes last: a content service without it refuses it, and the client then
 * asks again without it (`OPTIONAL_FIELDS` in http.server.ts).
 */
const MEDIA_FIELDS = ['url', 'alternativeText', 'width', 'height', 'mime', 'formats', 'focalPoint'] as const;

export const mediaPopulate = { fields: [...MEDIA_FIELDS] } as const;

export const seoPopulate = {
  fields: ['metaTitle', 'metaDescription'],
  populate: { shareImage: mediaPopulate },
} as const;

export const seoSchema = z
  .object({ metaTitle: text, metaDescription: text, shareImage: mediaRelation })
  .nullish();

export function toSeo(value: z.output<typeof seoSchema>, context: ParseContext): Seo {
  return {
    metaTitle: value?.metaTitle ?? '',
    metaDescription: value?.metaDescription ?? '',
    shareImage: toMedia(value?.shareImage ?? null, context),
  };
}

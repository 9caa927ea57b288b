import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import {
  collectionResponse,
  entity,
  mediaRelation,
  mediaUrl,
  optionalNumber,
  parseWith,
  text,
  toMedia,
} from '../strapi.server';
import type { Media } from '../types';
import { mediaPopulate } from './media-fields.server';

/** A downloadable file: where it is and, when the content service knows it, its size. */
export interface FileLink {
  url: string;
  mime: string | null;
  /** Size in kilobytes, as Strapi reports it. */
  sizeKb: number | null;
}

export interface Certificate {
  id: number;
  title: string;
  issuer: string;
  year: number | null;
  description: string;
  image: Media | null;
  file: FileLink | null;
}

const fileRelation = z
  .object({
    data: entity(
      z.object({ url: z.string(), mime: z.string().nullish(), size: z.number().nullish() }),
    ).nullable(),
  })
  .nullish()
  .transform((value) => value?.data ?? null);

const schema = collectionResponse(
  z.object({
    title: text,
    issuer: text,
    year: optionalNumber,
    description: text,
    image: mediaRelation,
    file: fileRelation,
  }),
);

/** The certificates in the order they were entered, each with its scan and its PDF. */
export function certificatesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/certificates',
    query: {
      locale,
      fields: ['title', 'issuer', 'year', 'description'],
      populate: { image: mediaPopulate, file: { fields: ['url', 'mime', 'size'] } },
      sort: ['id:asc'],
      pagination: { pageSize: 100 },
    },
    tags: ['api::certificate.certificate'],
    parse: (body, context): Certificate[] =>
      parseWith(schema, body, 'the certificates').data.map(({ id, attributes }) => {
        const { image, file, ...fields } = attributes;
        return {
          id,
          ...fields,
          image: toMedia(image, context),
          file: file
            ? {
                url: mediaUrl(file.attributes.url, context),
                mime: file.attributes.mime ?? null,
                sizeKb: file.attributes.size ?? null,
              }
            : null,
        };
      }),
  });
}

import { z } from 'zod';
import { contentRequest } from '../../content/content-request.server';
import { collectionResponse, optionalNumber, parseWith, text } from '../../content/strapi.server';
import type { Locale } from '../../i18n/locales';

export interface ContactOffice {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  headOffice: boolean;
  location: { lat: number; lng: number } | null;
}

const schema = collectionResponse(
  z.object({
    name: text,
    address: text,
    phone: text,
    email: text,
    hours: text,
    headOffice: z
      .boolean()
      .nullish()
      .transform((value) => value === true),
    location: z.object({ lat: optionalNumber, lng: optionalNumber }).nullish(),
  }),
);

/** Every office with its details for the contacts page, head office first. */
export function officesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/offices',
    query: {
      locale,
      fields: ['name', 'address', 'phone', 'email', 'hours', 'headOffice'],
      populate: { location: { fields: ['lat', 'lng'] } },
      sort: ['headOffice:desc', 'id:asc'],
    },
    tags: ['api::office.office'],
    parse: (body): ContactOffice[] =>
      parseWith(schema, body, 'the offices')
        .data.map(({ id, attributes: { location, ...office } }) => ({
          id,
          ...office,
          location:
            location?.lat != null && location.lng != null ? { lat: location.lat, lng: location.lng } : null,
        }))
        .sort((a, b) => Number(b.headOffice) - Number(a.headOffice)),
  });
}

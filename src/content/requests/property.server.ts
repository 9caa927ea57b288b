import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest, entryTag } from '../content-request.server';
import {
  collectionResponse,
  mediaListRelation,
  coordinate,
  optionalNumber,
  parseWith,
  text,
  toMedia,
} from '../strapi.server';
import { formatNumber } from '../number-format.server';
import type { Media, Seo } from '../types';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';
import {
  PROPERTY_UID,
  SUMMARY_FIELDS,
  summaryAttributes,
  toSummary,
  type PropertySummary,
} from './properties.server';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Property extends PropertySummary {
  address: string;
  bathrooms: number | null;
  yearBuilt: number | null;
  /** Markdown. */
  description: string;
  gallery: Media[];
  location: GeoPoint | null;
  /** The coordinates' absolute values written the page language's way (the hemisphere is the sign). */
  locationText: { lat: string; lng: string } | null;
  seo: Seo;
}

const schema = collectionResponse(
  summaryAttributes.extend({
    address: text,
    bathrooms: optionalNumber,
    yearBuilt: optionalNumber,
    description: text,
    gallery: mediaListRelation,
    location: z.object({ lat: coordinate, lng: coordinate }).nullish(),
    seo: seoSchema,
  }),
);

/** One property by its listing number (the same in every locale), with its SEO; null when there is none. */
export function propertyRequest(locale: Locale, reference: number) {
  return contentRequest({
    path: '/api/properties',
    query: {
      locale,
      filters: { reference: { $eq: reference } },
      fields: [...SUMMARY_FIELDS, 'address', 'bathrooms', 'yearBuilt', 'description'],
      populate: {
        cover: mediaPopulate,
        gallery: mediaPopulate,
        location: { fields: ['lat', 'lng'] },
        seo: seoPopulate,
      },
      pagination: { page: 1, pageSize: 1, withCount: false },
    },
    tags: [entryTag(PROPERTY_UID, reference)],
    parse: (body, context): Property | null => {
      const entry = parseWith(schema, body, `the property ${reference}`).data[0];
      if (!entry) return null;
      const { gallery, location, address, bathrooms, yearBuilt, description, seo, ...summary } =
        entry.attributes;
      return {
        ...toSummary(summary, context, locale),
        address,
        bathrooms,
        yearBuilt,
        description,
        gallery: gallery.map((item) => toMedia(item, context)).filter((item): item is Media => item !== null),
        location: location ? { lat: location.lat, lng: location.lng } : null,
        locationText: location
          ? {
              lat: formatNumber(Math.abs(location.lat), locale),
              lng: formatNumber(Math.abs(location.lng), locale),
            }
          : null,
        seo: toSeo(seo, context),
      };
    },
  });
}

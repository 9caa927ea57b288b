import { z } from 'zod';
import {
  PROPERTY_AVAILABILITIES,
  PROPERTY_TYPES,
  REGIONS,
  type PropertyAvailability,
  type PropertyType,
  type Region,
} from '@dkg/content-model';
import type { Locale } from '../../i18n/locales';
import { formatNumber, formatPrice } from '../number-format.server';
import type { PropertySort } from '../property-sorts';
import { contentRequest, type ParseContext } from '../content-request.server';
import { collectionResponse, coordinate, mediaRelation, parseWith, text, toMedia } from '../strapi.server';
import type { Media } from '../types';
import { mediaPopulate } from './media-fields.server';

export const PROPERTY_UID = 'api::property.property';
const PROPERTY_TAGS = [PROPERTY_UID];

const LISTING_PAGE_SIZE = 9;

/** One state of the listing: validated filters, sort and page. */
export interface PropertyQuery {
  type?: PropertyType;
  region?: Region;
  /** The URL's `status` parameter: the properties' availability. */
  status?: PropertyAvailability;
  /** EUR, inclusive. */
  priceMin?: number;
  priceMax?: number;
  /** Square metres of living area, at least and at most. */
  areaMin?: number;
  areaMax?: number;
  /** At least this many bedrooms. */
  bedrooms?: number;
  sort: PropertySort;
  page: number;
}

/** What a card shows of a property. */
export interface PropertySummary {
  /** The listing number, the same in every locale: the `{id}` of /properties/{id}. */
  reference: number;
  title: string;
  type: PropertyType;
  availability: PropertyAvailability;
  region: Region;
  price: number;
  area: number;
  /** The price and the area written the page language's way (the server writes numbers). */
  priceText: string;
  areaText: string;
  bedrooms: number;
  goldenVisaEligible: boolean;
  cover: Media | null;
}

export interface PropertyListing {
  items: PropertySummary[];
  page: number;
  pageCount: number;
  total: number;
}

export const SUMMARY_FIELDS = [
  'reference',
  'title',
  'type',
  'availability',
  'region',
  'price',
  'area',
  'bedrooms',
  'goldenVisaEligible',
] as const;

export const summaryAttributes = z.object({
  reference: z.number(),
  title: text,
  type: z.enum(PROPERTY_TYPES),
  availability: z.enum(PROPERTY_AVAILABILITIES),
  region: z.enum(REGIONS),
  price: z.number(),
  area: z.number(),
  bedrooms: z
    .number()
    .nullish()
    .transform((value) => value ?? 0),
  goldenVisaEligible: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  cover: mediaRelation,
});

export function toSummary(
  { cover, ...fields }: z.output<typeof summaryAttributes>,
  context: ParseContext,
  locale: Locale,
): PropertySummary {
  return {
    ...fields,
    priceText: formatPrice(fields.price, locale),
    areaText: formatNumber(fields.area, locale),
    cover: toMedia(cover, context),
  };
}

/**
 * The reference last: equal prices, areas or dates would otherwise leave the order (and so the pages) to the
 * database. The default order is featured listings first, then the newest.
 */
const SORT_KEYS: Record<PropertySort, string[]> = {
  '': ['featured:desc', 'listedAt:desc', 'reference:asc'],
  'price-asc': ['price:asc', 'reference:asc'],
  'price-desc': ['price:desc', 'reference:asc'],
  newest: ['listedAt:desc', 'reference:asc'],
  area: ['area:desc', 'reference:asc'],
};

function listingFilters(query: PropertyQuery): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (query.type) filters.type = { $eq: query.type };
  if (query.region) filters.region = { $eq: query.region };
  if (query.status) filters.availability = { $eq: query.status };
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    filters.price = {
      ...(query.priceMin !== undefined && { $gte: query.priceMin }),
      ...(query.priceMax !== undefined && { $lte: query.priceMax }),
    };
  }
  if (query.areaMin !== undefined || query.areaMax !== undefined) {
    filters.area = {
      ...(query.areaMin !== undefined && { $gte: query.areaMin }),
      ...(query.areaMax !== undefined && { $lte: query.areaMax }),
    };
  }
  if (query.bedrooms !== undefined) filters.bedrooms = { $gte: query.bedrooms };
  return filters;
}

const listingSchema = collectionResponse(summaryAttributes);

/** One page of the property listing: the content service filters, sorts and paginates. */
export function propertiesRequest(locale: Locale, query: PropertyQuery) {
  const filters = listingFilters(query);
  return contentRequest({
    path: '/api/properties',
    query: {
      locale,
      fields: [...SUMMARY_FIELDS],
      populate: { cover: mediaPopulate },
      ...(Object.keys(filters).length > 0 && { filters }),
      sort: SORT_KEYS[query.sort],
      pagination: { page: query.page, pageSize: LISTING_PAGE_SIZE },
    },
    tags: PROPERTY_TAGS,
    parse: (body, context): PropertyListing => {
      const { data, meta } = parseWith(listingSchema, body, 'the property listing');
      const pagination = meta?.pagination;
      return {
        items: data.map(({ attributes }) => toSummary(attributes, context, locale)),
        page: pagination?.page ?? query.page,
        pageCount: pagination?.pageCount ?? 1,
        total: pagination?.total ?? data.length,
      };
    },
  });
}

const SIMILAR_COUNT = 3;

/** Properties like one: same type or region, still on the market, featured and newest first. */
export function similarPropertiesRequest(
  locale: Locale,
  property: { reference: number; type: PropertyType; region: Region },
) {
  return contentRequest({
    path: '/api/properties',
    query: {
      locale,
      fields: [...SUMMARY_FIELDS],
      populate: { cover: mediaPopulate },
      filters: {
        reference: { $ne: property.reference },
        availability: { $ne: 'sold' },
        $or: [{ type: { $eq: property.type } }, { region: { $eq: property.region } }],
      },
      sort: SORT_KEYS[''],
      pagination: { page: 1, pageSize: SIMILAR_COUNT, withCount: false },
    },
    tags: PROPERTY_TAGS,
    parse: (body, context): PropertySummary[] =>
      parseWith(listingSchema, body, 'similar properties').data.map(({ attributes }) =>
        toSummary(attributes, context, locale),
      ),
  });
}

/** What the listing's map shows of a property: its place and a small card. */
export interface PropertyMarker {
  reference: number;
  title: string;
  priceText: string;
  availability: PropertyAvailability;
  lat: number;
  lng: number;
  cover: Media | null;
}

export interface PropertyMarkerPage {
  markers: PropertyMarker[];
  pageCount: number;
}

/** The most a content service gives in one page (Strapi's cap). */
export const MARKER_PAGE_SIZE = 100;

const markerSchema = collectionResponse(
  z.object({
    reference: z.number(),
    title: text,
    price: z.number(),
    availability: z.enum(PROPERTY_AVAILABILITIES),
    cover: mediaRelation,
    location: z.object({ lat: coordinate, lng: coordinate }).nullish(),
  }),
);

/**
 * Every property the listing's filters select (one page of at most a hundred), with what its map
 * marker shows; those without coordinates are left out. The sort and the page of the listing do not
 * matter to a map.
 */
export function propertyMarkersRequest(locale: Locale, query: PropertyQuery, page = 1) {
  const filters = listingFilters(query);
  return contentRequest({
    path: '/api/properties',
    query: {
      locale,
      fields: ['reference', 'title', 'price', 'availability'],
      populate: { cover: mediaPopulate, location: { fields: ['lat', 'lng'] } },
      ...(Object.keys(filters).length > 0 && { filters }),
      sort: ['reference:asc'],
      pagination: { page, pageSize: MARKER_PAGE_SIZE },
    },
    tags: PROPERTY_TAGS,
    parse: (body, context): PropertyMarkerPage => {
      const { data, meta } = parseWith(markerSchema, body, 'the properties on the map');
      const markers: PropertyMarker[] = [];
      for (const { attributes } of data) {
        const { location, cover, price, ...fields } = attributes;
        if (!location) continue;
        markers.push({
          ...fields,
          priceText: formatPrice(price, locale),
          lat: location.lat,
          lng: location.lng,
          cover: toMedia(cover, context),
        });
      }
      return { markers, pageCount: meta?.pagination?.pageCount ?? 1 };
    },
  });
}

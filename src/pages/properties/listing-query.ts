import { PROPERTY_AVAILABILITIES, PROPERTY_TYPES, REGIONS } from '@dkg/content-model';
import { PROPERTY_SORTS } from '../../content/property-sorts';
import type { PropertyQuery } from '../../content/requests/properties.server';
import type { Locale } from '../../i18n/locales';
import { href } from '../../navigation/href';

/** The listing's filters, in the order links write them. */
export const FILTER_PARAMS = [
  'type',
  'region',
  'status',
  'priceMin',
  'priceMax',
  'areaMin',
  'areaMax',
  'bedrooms',
] as const;

/** The query string parameters of the listing, in the order links write them. */
const LISTING_PARAMS = [...FILTER_PARAMS, 'sort', 'page'] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** A whole number of euros (up to a billion); anything else is no value. */
function amount(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** A whole number of square metres (up to a million); anything else is no value. */
function squareMetres(value: string | null): number | undefined {
  return value !== null && /^\d{1,7}$/.test(value) && Number(value) <= 1_000_000 ? Number(value) : undefined;
}

function bedroomCount(value: string | null): number | undefined {
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

function pageNumber(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * The listing state a URL asks for. A value that is not valid (an unknown type, `page=abc`,
 * `priceMin=-5`) is left out, as if it had not been given: a shared URL never breaks the page.
 */
export function parseListingQuery(params: URLSearchParams): PropertyQuery {
  const query: PropertyQuery = {
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    region: oneOf(REGIONS, params.get('region')),
    status: oneOf(PROPERTY_AVAILABILITIES, params.get('status')),
    priceMin: amount(params.get('priceMin')),
    priceMax: amount(params.get('priceMax')),
    areaMin: squareMetres(params.get('areaMin')),
    areaMax: squareMetres(params.get('areaMax')),
    bedrooms: bedroomCount(params.get('bedrooms')),
    sort: oneOf(PROPERTY_SORTS, params.get('sort')) ?? '',
    page: pageNumber(params.get('page')),
  };
  for (const key of Object.keys(query) as (keyof PropertyQuery)[]) {
    if (query[key] === undefined) delete query[key];
  }
  return query;
}

/** The query string of a listing state (without `?`); the first page and the default sort are implied. */
export function listingSearch(query: PropertyQuery, changes: Partial<PropertyQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const name of LISTING_PARAMS) {
    const value = next[name];
    if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
    params.set(name, String(value));
  }
  return params.toString();
}

/** A range filter of a listing: the query's fields of its lower and its upper bound. */
export interface QueryRange<Q> {
  /** The range's name (its message is `listing.rangeInverted.{name}`). */
  name: string;
  min: keyof Q;
  max: keyof Q;
}

/** The listing's range filters. */
export const LISTING_RANGES: readonly QueryRange<PropertyQuery>[] = [
  { name: 'price', min: 'priceMin', max: 'priceMax' },
  { name: 'area', min: 'areaMin', max: 'areaMax' },
];

/** The ranges of a query whose lower bound is above its upper bound (both given). */
export function invertedRanges<Q>(query: Q, ranges: readonly QueryRange<Q>[]): QueryRange<Q>[] {
  return ranges.filter(({ min, max }) => {
    const [low, high] = [query[min], query[max]];
    return typeof low === 'number' && typeof high === 'number' && low > high;
  });
}

export function hasFilters(query: PropertyQuery): boolean {
  return FILTER_PARAMS.some((name) => query[name] !== undefined);
}

/** The same listing without its filters (the sort is kept). */
export function withoutFilters(query: PropertyQuery): PropertyQuery {
  return { sort: query.sort, page: 1 };
}

/** The localized address of a listing state. */
export function listingHref(
  query: PropertyQuery,
  locale: Locale,
  changes: Partial<PropertyQuery> = {},
): string {
  const search = listingSearch(query, changes);
  const listing = href('properties', {}, locale);
  return search ? `${listing}?${search}` : listing;
}

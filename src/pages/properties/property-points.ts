import type { PropertyQuery } from '../../content/requests/properties.server';
import type { Locale } from '../../i18n/locales';
import type { MapPoint } from '../../loaders/map-data';
import { listingSearch } from './listing-query';

/**
 * The places of every property the listing's filters select (all pages of results), from
 * GET /api/map/properties with the listing's own query: the map shows what the list shows.
 */
export async function fetchPropertyPoints(locale: Locale, query: PropertyQuery): Promise<MapPoint[]> {
  const search = listingSearch(query, { sort: '', page: 1 });
  const response = await fetch(`/api/map/properties?locale=${locale}${search ? `&${search}` : ''}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The map's properties answered ${response.status}`);
  return ((await response.json()) as { points: MapPoint[] }).points;
}

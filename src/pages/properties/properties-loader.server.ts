import {
  propertiesRequest,
  type PropertyListing,
  type PropertyQuery,
} from '../../content/requests/properties.server';
import { redirect } from 'react-router';
import type { PageLoader } from '../../loaders/page-data';
import type { AppState } from '../../state/app-state';
import type { StateSeed } from '../../state/initial-state';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { invertedRanges, LISTING_RANGES, listingHref, parseListingQuery } from './listing-query';
import { loaderText } from '../../i18n/loader-text';
import type { MapTiles } from '../../loaders/map-data';

export type ListingState = Pick<AppState, 'currentPage' | 'pageCount' | 'sort' | 'moreItem'>;

export interface PropertiesPageData extends EditorialPageData, StateSeed {
  query: PropertyQuery;
  listing: PropertyListing;
  state: ListingState;
  /** The tiles of the results' map (none: no map is offered). */
  mapTiles: MapTiles | null;
}

/**
 * The listing page: its editorial single and one page of properties in the state the query string
 * asks for. A page beyond the last redirects to the last (302: the last page moves as properties come
 * and go), keeping the other parameters, so the address and the canonical link name the page shown;
 * a client navigation follows the same redirect through the data strategy.
 *
 * A range whose minimum is above its maximum (a price from 500,000 up to 300,000) selects nothing and
 * is not asked of the content service: the page says which range is inverted, beside the filters, and
 * shows no results. Swapping the bounds would guess: a visitor who typed one bound wrong (a zero too
 * many or too few) is better served by being told and correcting it than by results for a range
 * neither bound meant.
 */
export const propertiesLoader: PageLoader<PropertiesPageData> = async (args) => {
  const { context, locale, query: search } = args;
  const query = parseListingQuery(search);
  const inverted = invertedRanges(query, LISTING_RANGES).length > 0;
  const [editorial, listing] = await Promise.all([
    loadEditorial('page-properties', args),
    inverted ? NOTHING : context.content.load(propertiesRequest(locale, query)),
  ]);
  const lastPage = Math.max(listing.pageCount, 1);
  if (query.page > lastPage) throw redirect(listingHref(query, locale, { page: lastPage }), 302);
  const { title } = editorial.meta;
  return {
    ...editorial,
    meta: {
      ...editorial.meta,
      title:
        query.page > 1
          ? loaderText(locale, 'properties')('listing.metaPage', { title, page: query.page })
          : title,
    },
    query,
    listing,
    state: { currentPage: listing.page, pageCount: listing.pageCount, sort: query.sort, moreItem: [] },
    mapTiles: context.mapTiles ?? null,
  };
};

/** The listing of a query that selects nothing. */
const NOTHING: PropertyListing = { items: [], page: 1, pageCount: 0, total: 0 };

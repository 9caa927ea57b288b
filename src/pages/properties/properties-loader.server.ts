import {
  propertiesRequest,
  type PropertyListing,
  type PropertyQuery,
} from '../../content/requests/properties.server';
import type { PageLoader } from '../../loaders/page-data';
import type { AppState } from '../../state/app-state';
import type { StateSeed } from '../../state/initial-state';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { parseListingQuery } from './listing-query';
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
 * asks for. A page beyond the last shows the last one.
 */
export const propertiesLoader: PageLoader<PropertiesPageData> = async (args) => {
  const { context, locale, query: search } = args;
  const asked = parseListingQuery(search);
  const [editorial, answer] = await Promise.all([
    loadEditorial('page-properties', args),
    context.content.load(propertiesRequest(locale, asked)),
  ]);
  const { query, listing } = await withinLastPage(asked, answer, (query) =>
    context.content.load(propertiesRequest(locale, query)),
  );
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

async function withinLastPage(
  asked: PropertyQuery,
  answer: PropertyListing,
  load: (query: PropertyQuery) => Promise<PropertyListing>,
): Promise<{ query: PropertyQuery; listing: PropertyListing }> {
  const lastPage = Math.max(answer.pageCount, 1);
  if (asked.page <= lastPage) return { query: asked, listing: answer };
  const query = { ...asked, page: lastPage };
  if (answer.pageCount === 0) return { query, listing: { ...answer, page: lastPage } };
  return { query, listing: await load(query) };
}

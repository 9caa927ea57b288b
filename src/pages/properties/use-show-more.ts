import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import type {
  PropertyListing,
  PropertyQuery,
  PropertySummary,
} from '../../content/requests/properties.server';
import { useLocale } from '../../i18n/locale-context';
import { isFetcherFailure, type FetcherFailure } from '../../loaders/fetcher-failure';
import { useAppStore } from '../../state/store';
import { listingHref } from './listing-query';
import type { PropertiesPageData } from './properties-loader.server';

/**
 * "Show more": the next page's data is fetched through the router (`/_data`) and its cards appended
 * after the server-rendered ones, without a navigation. The caller keys the component using this by
 * the listing state, so a navigation starts again from the server's page.
 */
export function useShowMore(listing: PropertyListing, query: PropertyQuery) {
  const locale = useLocale();
  const fetcher = useFetcher<PropertiesPageData | FetcherFailure>();
  const [pages, setPages] = useState<PropertyListing[]>([]);
  const currentPage = pages.length > 0 ? pages[pages.length - 1].page : listing.page;
  const moreItem = useMemo(() => appendedItems(listing.items, pages), [listing.items, pages]);
  const nextHref =
    currentPage < listing.pageCount ? listingHref(query, locale, { page: currentPage + 1 }) : null;
  const loading = fetcher.state !== 'idle';

  const failed = isFetcherFailure(fetcher.data) && fetcher.state === 'idle';
  const fetched = isFetcherFailure(fetcher.data) ? undefined : fetcher.data?.listing;
  useEffect(() => {
    if (fetched && fetched.page === currentPage + 1) setPages((previous) => [...previous, fetched]);
  }, [fetched, currentPage]);

  useMirroredListingState({ currentPage, pageCount: listing.pageCount, sort: query.sort, moreItem });
  const { gridRef, focusFrom } = useFocusOnAppended(moreItem.length, listing.items.length);

  const loadMore = (event: MouseEvent) => {
    event.preventDefault();
    if (!nextHref || loading) return;
    focusFrom.current = listing.items.length + moreItem.length;
    fetcher.load(nextHref);
  };

  return { items: moreItem, currentPage, nextHref, loading, failed, loadMore, gridRef };
}

function appendedItems(shown: PropertySummary[], pages: PropertyListing[]): PropertySummary[] {
  const seen = new Set(shown.map((item) => item.reference));
  const appended: PropertySummary[] = [];
  for (const item of pages.flatMap((page) => page.items)) {
    if (seen.has(item.reference)) continue;
    seen.add(item.reference);
    appended.push(item);
  }
  return appended;
}

/** Keeps the listing's client state (currentPage, pageCount, sort, moreItem) equal to what is shown. */
function useMirroredListingState(state: {
  currentPage: number;
  pageCount: number;
  sort: string;
  moreItem: PropertySummary[];
}) {
  const store = useAppStore();
  const { currentPage, pageCount, sort, moreItem } = state;
  useEffect(() => {
    store.setState({ currentPage, pageCount, sort, moreItem });
  }, [store, currentPage, pageCount, sort, moreItem]);
  useEffect(() => () => store.setState({ moreItem: [] }), [store]);
}

/** After "show more", focus moves to the first appended card, where the reader carries on. */
function useFocusOnAppended(appendedCount: number, firstCount: number) {
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || firstCount + appendedCount <= index) return;
    focusFrom.current = null;
    const links = gridRef.current?.querySelectorAll<HTMLAnchorElement>('.property-card__link');
    links?.[index]?.focus({ preventScroll: true });
  }, [appendedCount, firstCount]);
  return { gridRef, focusFrom };
}

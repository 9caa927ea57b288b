import { data, redirect } from 'react-router';
import type { PageLoaderArgs } from '../loaders/page-data';
import type { RouteErrorBody } from './route-errors';

/**
 * Named route middleware (spec §8): a route lists names, each runs before the route's loader and may
 * answer instead of it (a redirect to the canonical URL). A name that is not registered is a 500.
 */
export type RouteMiddleware = (args: PageLoaderArgs) => void;

export const MAX_SEARCH_TERM_LENGTH = 100;

/** Trims and collapses the search term; a URL with another spelling redirects to the canonical one. */
const searchTerm: RouteMiddleware = ({ url }) => {
  const term = url.searchParams.get('q');
  if (term === null) return;
  const canonical = term.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  if (canonical !== term) redirectWithParam(url, 'q', canonical || null);
};

/** The first page of a listing has no `page` parameter: `?page=1` redirects to the URL without it. */
const listingQuery: RouteMiddleware = ({ url }) => {
  if (url.searchParams.get('page') === '1') redirectWithParam(url, 'page', null);
};

function redirectWithParam(url: URL, name: string, value: string | null): never {
  const params = new URLSearchParams(url.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  // The pathname is the one the route table matched, so it is a local path.
  throw redirect(`${url.pathname}${search ? `?${search}` : ''}`, 301);
}

export const routeMiddleware: Record<string, RouteMiddleware> = {
  'search-term': searchTerm,
  'listing-query': listingQuery,
};

export function runRouteMiddleware(
  names: readonly string[],
  args: PageLoaderArgs,
  registry: Record<string, RouteMiddleware> = routeMiddleware,
): void {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware) throw data<RouteErrorBody>({ message: `Unknown middleware ${name}` }, { status: 500, statusText: 'Internal Server Error' });
    middleware(args);
  }
}

import { data, redirect } from 'react-router';
import type { RouteErrorBody } from '../loaders/route-errors';
import { canonicalSearchTerm } from '../pages/search-result/search-term';

/** What a route middleware sees: the query string as asked, and the page's own address. */
export interface MiddlewareArgs {
  /** The query string of the request, as sent. */
  search: URLSearchParams;
  /** The page's localized address with its normalized query, built from the route table. */
  address: string;
}

/**
 * Named route middleware: a route lists names, each runs before the route's loader and may
 * answer instead of it (a redirect to the page's own address). A name that is not registered is a 500.
 */
export type RouteMiddleware = (args: MiddlewareArgs) => void;

/** A search term spelled otherwise than the site writes it (extra spaces, too long) redirects. */
const searchTerm: RouteMiddleware = ({ search, address }) => {
  const term = search.get('q');
  if (term !== null && canonicalSearchTerm(term) !== term) throw redirect(address, 301);
};

/**
 * A listing's address has no empty parameters (a filter form sent without JavaScript sends them all)
 * and the first page has no `page` parameter: such spellings redirect to the page's address.
 */
const listingQuery: RouteMiddleware = ({ search, address }) => {
  if ([...search].some(([name, value]) => value === '' || (name === 'page' && value === '1'))) {
    throw redirect(address, 301);
  }
};

export const routeMiddleware: Record<string, RouteMiddleware> = {
  'search-term': searchTerm,
  'listing-query': listingQuery,
};

export function runRouteMiddleware(
  names: readonly string[],
  args: MiddlewareArgs,
  registry: Record<string, RouteMiddleware> = routeMiddleware,
): void {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware)
      throw data<RouteErrorBody>(
        { message: `Unknown middleware ${name}` },
        { status: 500, statusText: 'Internal Server Error' },
      );
    middleware(args);
  }
}

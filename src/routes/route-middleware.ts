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

/**
 * A listing's URL has no empty parameters (a filter form sent without JavaScript sends them all) and
 * the first page has no `page` parameter: other spellings redirect to that one.
 */
const listingQuery: RouteMiddleware = ({ url }) => {
  const kept = [...url.searchParams].filter(
    ([name, value]) => value !== '' && !(name === 'page' && value === '1'),
  );
  if (kept.length === [...url.searchParams].length) return;
  const search = new URLSearchParams(kept).toString();
  throw redirect(`${localPath(url.pathname)}${search ? `?${search}` : ''}`, 301);
};

function redirectWithParam(url: URL, name: string, value: string | null): never {
  const params = new URLSearchParams(url.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  throw redirect(`${localPath(url.pathname)}${search ? `?${search}` : ''}`, 301);
}

/** The pathname is the one the route table matched; it is made certain to stay on this site. */
function localPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
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
    if (!middleware)
      throw data<RouteErrorBody>(
        { message: `Unknown middleware ${name}` },
        { status: 500, statusText: 'Internal Server Error' },
      );
    middleware(args);
  }
}

import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../src/routes/use-current-route';
import { withoutTrailingSlash } from '../../src/routes/paths';
import { canonicalSearch } from '../../src/routes/canonical';
import { NOT_FOUND_ROUTE, routeUncachedQuery } from '../../src/routes/route-table';

export interface PageIdentity {
  /** locale + normalized path + the query parameters the page uses, sorted. */
  key: string;
  /** The URL the page renders from (no trailing slash, only the kept parameters). */
  url: string;
  routeName: string;
  locale: string;
  /** False for pages that are never cached: search results with a term, form outcomes, unknown routes. */
  cacheable: boolean;
}

/**
 * Names the page a request URL asks for, from the route table: tracking parameters (utm_*, fbclid,
 * gclid…) and any parameter the page does not use are dropped, so they share one cache entry.
 */
export function createPageKeyer(routes: RouteObject[]) {
  return function identify(rawUrl: string): PageIdentity | null {
    let url: URL;
    try {
      url = new URL(rawUrl, 'http://page.key');
      decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    const pathname = withoutTrailingSlash(url.pathname.replace(/\/{2,}/g, '/'));
    const matches = matchRoutes(routes, pathname);
    const handle = matches
      ?.map((match) => match.route.handle as RouteHandle | undefined)
      .filter((value): value is RouteHandle => Boolean(value?.name))
      .pop();
    if (!handle) return null;
    const search = canonicalSearch(handle.name, url.searchParams);
    const cacheable =
      handle.name !== NOT_FOUND_ROUTE &&
      !routeUncachedQuery(handle.name).some((name) => url.searchParams.has(name));
    return {
      key: `${handle.locale}:${pathname}${search}`,
      url: `${pathname}${search}`,
      routeName: handle.name,
      locale: handle.locale,
      cacheable,
    };
  };
}

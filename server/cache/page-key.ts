import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { isLocale, type Locale } from '../../src/i18n/locales';
import { pageAddress } from '../../src/navigation/page-address';
import { localizePath } from '../../src/navigation/paths';
import { NOT_FOUND_ROUTE } from '../../src/navigation/route-id';
import type { RouteHandle } from '../../src/navigation/use-current-route';

export interface PageIdentity {
  /** The matched route's handle (its name, locale, pattern and query). */
  handle: RouteHandle;
  params: Params;
  locale: Locale;
  routeName: string;
  /**
   * The page's address (localized path and normalized query), built from the route table: the URL it
   * renders from, its canonical URL below PUBLIC_URL, and with the locale its page-cache key.
   */
  url: string;
  key: string;
  /** False for pages that are never cached: search results with a term, form outcomes, unknown routes. */
  cacheable: boolean;
}

/**
 * Names the page a request URL asks for, from the route table: a route reads only the query it
 * declares, normalized, so tracking parameters (utm_*, fbclid…), unknown parameters and invalid values
 * all give the same page, cache entry and canonical URL. Null for a URL that is not a page.
 */
export function createPageKeyer(routes: RouteObject[]) {
  return function identify(rawUrl: string): PageIdentity | null {
    let url: URL;
    try {
      // Appended to an origin, never resolved against one: `//host/…` and `/\host/…` stay paths.
      url = new URL(`http://page.key${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
      decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    const matches = matchRoutes(routes, url.pathname.replace(/\/{2,}/g, '/'));
    const match = matches?.filter((candidate) => (candidate.route.handle as RouteHandle)?.name).pop();
    const handle = match?.route.handle as RouteHandle | undefined;
    if (!match || !handle || !isLocale(handle.locale)) return null;
    const address = pageAddress(handle, match.params, url.searchParams);
    const cacheable =
      address !== null &&
      handle.name !== NOT_FOUND_ROUTE &&
      !handle.uncached?.some((name) => url.searchParams.has(name));
    const localized = address === null ? url.pathname : localizePath(address, handle.locale);
    return {
      handle,
      params: match.params,
      locale: handle.locale,
      routeName: handle.name,
      url: localized,
      key: `${handle.locale}:${localized}`,
      cacheable,
    };
  };
}

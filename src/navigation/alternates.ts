import type { Params } from 'react-router';
import type { Locale } from '../i18n/locales';
import { pageAddress } from './page-address';
import { homePath, localizePath } from './paths';
import type { CurrentRoute } from './use-current-route';

/**
 * Where the language switcher and the page's hreflang alternates lead: the same page in the target
 * locale, built from the matched route's entry and its parameters, never from the request's path.
 * Shared keys (service slug, property reference, event alias, guide url) keep their value; the route's
 * translated parameter (a project category's slug) takes the target locale's value (urlsForProjectPage).
 * A page without an address (not found) leads home.
 */
export function alternateHref(options: {
  route: CurrentRoute | undefined;
  search: URLSearchParams;
  target: Locale;
  urlsForProjectPage: Partial<Record<Locale, string>>;
}): string {
  const { route, target } = options;
  if (!route) return homePath(target);
  let params: Params = route.params;
  const translated = route.handle.translatedParam;
  const value = options.urlsForProjectPage[target];
  if (translated && value) params = { ...params, [translated]: value };
  const address = pageAddress(route.handle, params, options.search);
  return address ? localizePath(address, target) : homePath(target);
}

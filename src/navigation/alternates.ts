import type { Params } from 'react-router';
import type { Locale } from '../i18n/locales';
import { pageAddress } from './page-address';
import { homePath, localizePath } from './paths';
import type { CurrentRoute } from './use-current-route';

const PROJECT_CATEGORY_ROUTE = 'dkg-projects-category-id';

/**
 * Where the language switcher leads: the same page in the target locale, built
 * from the matched route and its parameters, never from the request's path. Shared keys (service
 * slug, property reference, event alias, guide url) keep their value; a project category's slug is the
 * target locale's one (urlsForProjectPage). A page without an address (not found) leads home.
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
  const slug = options.urlsForProjectPage[target];
  if (route.handle.name === PROJECT_CATEGORY_ROUTE && slug) params = { ...params, category: slug };
  const address = pageAddress(route.handle, params, options.search);
  return address ? localizePath(address, target) : homePath(target);
}

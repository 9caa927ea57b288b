import type { Locale } from '../i18n/locales';
import { localizePath, splitLocale } from './paths';

export const PROJECT_CATEGORY_ROUTE = 'dkg-projects-category-id';

/**
 * Where the language switcher leads (spec §2 and DESIGN): the same thing in the target locale.
 * Shared keys (service slug, property ref, event alias, guide url) keep their path; on a projects
 * category page the category segment is replaced by the target locale's slug (urlsForProjectPage).
 */
export function alternateHref(options: {
  pathname: string;
  search: string;
  target: Locale;
  routeName: string | undefined;
  urlsForProjectPage: Partial<Record<Locale, string>>;
}): string {
  const { path } = splitLocale(options.pathname);
  let neutral = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (options.routeName === PROJECT_CATEGORY_ROUTE) {
    const slug = options.urlsForProjectPage[options.target];
    const segments = neutral.split('/');
    if (slug && segments.length >= 3) {
      segments[2] = encodeURIComponent(slug);
      neutral = segments.join('/');
    }
  }
  return localizePath(`${neutral}${options.search}`, options.target);
}

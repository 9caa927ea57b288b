import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';

/**
 * The one place that knows how locale prefixes work (prefix-except-default): English has none,
 * Russian is under /ru, Greek under /el. Everything else builds localized hrefs through here; links to
 * the site's routes come from the route table through `href` (./href.ts).
 */

function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The home of a locale: `/` for English, `/ru` and `/el` otherwise. */
export function homePath(locale: Locale): string {
  return localePrefix(locale) || '/';
}

/**
 * The first segment of a path when it has the shape of a locale prefix (two letters: `/xx` or
 * `/xx/…`), whether or not the site has that locale; null otherwise. Read without building anything.
 */
export function pathPrefix(pathname: string): string | null {
  if (pathname.length < 3 || (pathname.length > 3 && pathname.charCodeAt(3) !== 47)) return null;
  const prefix = pathname.slice(1, 3);
  return /^[a-z]{2}$/.test(prefix) ? prefix : null;
}

/**
 * The locale of a path's prefix (English without one): the one way from a path to a locale, on the
 * server (server/http/request-context.ts decides each request's locale with it) and in the browser.
 */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathPrefix(pathname);
  return prefix !== null && isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

/** Splits a pathname into its locale (from the prefix, English when none) and the locale-neutral path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const prefix = pathPrefix(pathname);
  if (prefix !== null && isLocale(prefix)) return { locale: prefix, path: pathname.slice(3) || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/**
 * Adds the locale's prefix to a locale-neutral path. A path that already carries a locale prefix
 * (`/en/…`, `/ru/…`, `/el/…`) is normalized first, so it is never prefixed twice. Query strings and
 * hashes are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path || '/') ?? [];
  const neutral = stripLocalePrefix(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const prefixed = neutral === '/' ? homePath(locale) : `${localePrefix(locale)}${neutral}`;
  return `${prefixed}${rest}`;
}

function stripLocalePrefix(pathname: string): string {
  return splitLocale(pathname).path;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * A content href made ready for a link: external URLs as they are, `mailto:`/`tel:` as they are,
 * everything else localized. Anything else that names a scheme (javascript:, data:) is refused.
 */
export function resolveContentHref(href: string | null | undefined, locale: Locale): string {
  const value = (href ?? '').trim();
  if (!value) return homePath(locale);
  if (isExternalHref(value) || /^(mailto|tel):/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return homePath(locale);
  if (value.startsWith('#')) return value;
  return localizePath(value.startsWith('/') ? value : `/${value}`, locale);
}

/** Removes a trailing slash (but keeps `/`); the canonical form of every path. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

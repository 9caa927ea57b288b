import type { i18n as I18n } from 'i18next';
import type { Locale } from '../src/i18n/locales';
import { serverI18n } from '../src/i18n/loader-text';

/**
 * The page renderer's i18next: a fresh copy, per render, of the server's one instance of that language
 * (src/i18n/loader-text.ts), in the locale the request's context decided
 * (server/http/request-context.ts). Nothing here reads an address.
 */
export function createServerI18n(): (locale: Locale) => I18n {
  return (locale) => serverI18n(locale).cloneInstance({ lng: locale, initAsync: false });
}

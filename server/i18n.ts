import type { i18n as I18n } from 'i18next';
import { createI18n } from '../src/i18n/create-i18n';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { resources } from '../src/i18n/resources';

/**
 * The server's i18next, made by the site's one factory (src/i18n/create-i18n.ts) with every language's
 * strings: a fresh instance per use, in the locale the request's context decided
 * (server/http/request-context.ts). Nothing here reads an address.
 */
export function createServerI18n(): (locale: Locale) => I18n {
  const bases = new Map(LOCALES.map((locale) => [locale, createI18n(locale, resources)]));
  return (locale) => bases.get(locale)!.cloneInstance({ lng: locale, initAsync: false });
}

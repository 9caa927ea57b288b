import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { NAMESPACES } from './namespaces';
import type { LocaleResources } from './resources';

export const i18nOptions: InitOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
};

/**
 * A new i18next instance set to one locale, with the strings given (one per request on the server,
 * one per language in the browser).
 */
export function createI18n(locale: Locale, strings: Partial<Record<Locale, LocaleResources>>): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources: strings });
  return instance;
}

import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { NAMESPACES, resources } from './resources';

export const i18nOptions: InitOptions = {
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
};

/** A new i18next instance with every UI string loaded, set to one locale (one per request on the server). */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({ ...i18nOptions, lng: locale });
  return instance;
}

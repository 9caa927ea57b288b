import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { NAMESPACES } from './namespaces';
import type { LocaleResources } from './resources';
import type { TFunction, Translator } from './translation';

export const i18nOptions: InitOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
};

/**
 * A new i18next instance set to one locale, with the strings given (one per request on the server,
 * where it is the translator; the browser reads the same strings with `stringTable`).
 */
export function createI18n(locale: Locale, strings: Partial<Record<Locale, LocaleResources>>): I18n {
  const instance = createInstance();
  instance.init({ ...i18nOptions, lng: locale, resources: strings });
  return instance;
}

/** An i18next instance as the site's translator, in the instance's language. */
export function translatorOf(i18n: I18n): Translator {
  return (namespace) => i18n.getFixedT(i18n.language, namespace) as unknown as TFunction;
}

import i18next, { type i18n as I18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { i18nOptions } from '../src/i18n/create-i18n';
import { LOCALES } from '../src/i18n/locales';
import { resources } from '../src/i18n/resources';

/**
 * The server's i18next: the language comes from the URL prefix only (no cookie, no
 * browser-language detection), falling back to English. The middleware clones it per request.
 */
export function createServerI18n(): I18n {
  const instance = i18next.createInstance();
  instance.use(LanguageDetector).init({
    ...i18nOptions,
    resources,
    preload: [...LOCALES],
    detection: {
      order: ['path'],
      lookupFromPathIndex: 0,
      caches: false,
      ignoreCase: false,
    },
  });
  return instance;
}

import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Locale } from './locales';

/**
 * Hands each locale's subtree its i18next instance: on the server the request's own instance, in the
 * browser one instance per locale, so switching language never re-translates the page being left.
 */
export type I18nRegistry = (locale: Locale) => I18n;

export const I18nRegistryContext = createContext<I18nRegistry | null>(null);

export function useI18nFor(locale: Locale): I18n {
  const registry = useContext(I18nRegistryContext);
  if (!registry) throw new Error('useI18nFor needs an I18nRegistryContext above it');
  return registry(locale);
}

import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The locale of the page being shown (from its URL prefix). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

import { DEFAULT_LOCALE, isLocale, type Locale } from '@dkg/content-model';

// The locale list belongs to the content model; the site adds how it shows and resolves them.
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@dkg/content-model';

/** Labels of the language switcher (display names of the locale entries). */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'eng',
  ru: 'рус',
  el: 'Ελλ',
};

/** BCP 47 tags for Intl formatting and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  ru: 'ru-RU',
  el: 'el-GR',
};

/**
 * The locale a code names, or English (the language falls back to English). An unknown
 * code is reported with a console warning.
 */
export function resolveLocale(code: unknown, warn: (message: string) => void = console.warn): Locale {
  if (isLocale(code)) return code;
  warn(`Unknown locale ${JSON.stringify(code)}; falling back to ${DEFAULT_LOCALE}`);
  return DEFAULT_LOCALE;
}

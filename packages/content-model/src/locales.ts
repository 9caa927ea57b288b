/** The content locales (Strapi i18n codes): English is the default, Russian and Greek the others. */
export const LOCALES = ['en', 'ru', 'el'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

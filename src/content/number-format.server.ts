import { LOCALE_TAGS, type Locale } from '../i18n/locales';

/**
 * Numbers are written on the server (content parsing), never in the browser: the first Intl number
 * format a page builds loads the locale's number data and blocks the main thread for tens of
 * milliseconds on a phone, during hydration. Client navigations get their data from the server too.
 */
const priceFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A price in whole euros, written the locale's way (€2,350,000 · 2 350 000 € · 2.350.000 €). */
export function formatPrice(price: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    priceFormats.set(locale, format);
  }
  return format.format(price);
}

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

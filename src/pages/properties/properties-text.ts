import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/create-i18n';
import type { Locale } from '../../i18n/locales';

const translators = new Map<Locale, TFunction>();

/** The `properties` strings for loaders, which build titles outside React. */
export function propertiesText(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).getFixedT(locale, 'properties');
    translators.set(locale, t);
  }
  return t;
}

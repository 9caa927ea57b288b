import type { Locale } from '../../i18n/locales';
import { loaderText } from '../../i18n/loader-text';

/**
 * How a property's page names it (its title and reference number, the language's way): its head and
 * its shared links' title when its SEO title is empty. The CMS's preview of a search result writes it
 * alike: `npm run cms:schema` takes the string of each language and the fields that fill it from here.
 */
export const PROPERTY_PAGE_TITLE = {
  namespace: 'properties',
  key: 'property.metaTitle',
  /** The string's values, by the property's attributes that give them. */
  fields: { title: 'title', ref: 'reference' },
} as const;

export function propertyPageTitle(locale: Locale, title: string, reference: number): string {
  return loaderText(locale, PROPERTY_PAGE_TITLE.namespace)(PROPERTY_PAGE_TITLE.key, {
    title,
    ref: reference,
  });
}

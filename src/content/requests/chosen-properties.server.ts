import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { formatPrice } from '../number-format.server';
import { collectionResponse, optionalNumber, parseWith } from '../strapi.server';
import { mediaPopulate } from './media-fields.server';
import {
  PROPERTY_UID,
  SUMMARY_FIELDS,
  summaryAttributes,
  toSummary,
  type PropertySummary,
} from './properties.server';

/** What a favourites list and a comparison show of a property. */
export interface ChosenProperty extends PropertySummary {
  bathrooms: number | null;
  yearBuilt: number | null;
  /** The price of a square metre, written the page language's way; null without an area. */
  pricePerSquareMetreText: string | null;
}

const schema = collectionResponse(
  summaryAttributes.extend({ bathrooms: optionalNumber, yearBuilt: optionalNumber }),
);

/**
 * The properties of a visitor's list, by their listing numbers, in one call; a number the content
 * service does not know is absent from the answer (the property was removed).
 */
export function chosenPropertiesRequest(locale: Locale, references: readonly number[]) {
  return contentRequest({
    path: '/api/properties',
    query: {
      locale,
      filters: { reference: { $in: references } },
      fields: [...SUMMARY_FIELDS, 'bathrooms', 'yearBuilt'],
      populate: { cover: mediaPopulate },
      sort: ['reference:asc'],
      pagination: { page: 1, pageSize: Math.max(references.length, 1), withCount: false },
    },
    // The collection's tag: a property published under a listed number appears in the list.
    tags: [PROPERTY_UID],
    parse: (body, context): ChosenProperty[] =>
      parseWith(schema, body, 'the chosen properties').data.map(({ attributes }) => {
        const { bathrooms, yearBuilt, ...summary } = attributes;
        return {
          ...toSummary(summary, context, locale),
          bathrooms,
          yearBuilt,
          pricePerSquareMetreText:
            summary.area > 0 ? formatPrice(Math.round(summary.price / summary.area), locale) : null,
        };
      }),
  });
}

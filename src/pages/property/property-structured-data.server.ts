import type { ItemAvailability, RealEstateListing, WithContext } from 'schema-dts';
import { LOCALE_TAGS } from '../../i18n/locales';
import { loaderText } from '../../i18n/loader-text';
import {
  absoluteUrl,
  breadcrumbs,
  SCHEMA_CONTEXT,
  type StructuredDataBuilder,
} from '../../loaders/structured-data.server';
import { href } from '../../navigation/href';
import type { PropertyPageData } from './property-loader.server';

const AVAILABILITY: Record<string, ItemAvailability> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

/** A property: a listing with its offer in euros, and the breadcrumbs through the listing page. */
export const propertyStructuredData: StructuredDataBuilder<PropertyPageData> = (input, data) => {
  const { locale, publicUrl, canonical } = input;
  const { property } = data;
  const t = loaderText(locale, 'properties');
  const images = [property.cover, ...property.gallery]
    .map((media) => absoluteUrl(publicUrl, media?.url))
    .filter((url): url is string => Boolean(url));
  const listing: WithContext<RealEstateListing> = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${canonical}#listing`,
    name: property.title,
    description: data.meta.description,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[property.availability] ?? 'https://schema.org/InStock',
      url: canonical,
      seller: { '@id': `${publicUrl}/#organization` },
    },
    about: {
      '@type':
        property.type === 'house' || property.type === 'villa' ? 'SingleFamilyResidence' : 'Accommodation',
      name: property.title,
      floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'MTK' },
      ...(property.bedrooms > 0 ? { numberOfBedrooms: property.bedrooms } : {}),
      ...(property.bathrooms ? { numberOfBathroomsTotal: property.bathrooms } : {}),
      ...(property.yearBuilt ? { yearBuilt: property.yearBuilt } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: property.address,
        addressRegion: t(`regions.${property.region}`),
        addressCountry: 'GR',
      },
      ...(property.location
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: property.location.lat,
              longitude: property.location.lng,
            },
          }
        : {}),
    },
  };
  return [listing, breadcrumbs(input, [{ path: href('properties', {}) }], property.title)];
};

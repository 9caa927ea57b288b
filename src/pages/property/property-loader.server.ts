import { markdownToText, renderMarkdown } from '../../content/markdown.server';
import { similarPropertiesRequest, type PropertySummary } from '../../content/requests/properties.server';
import { propertyRequest, type Property } from '../../content/requests/property.server';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { notFound } from '../../loaders/route-errors';
import { loaderText } from '../../i18n/loader-text';
import type { MapTiles } from '../../loaders/map-data';
import { firstSentences } from './first-sentences';

export interface PropertyDetails extends Omit<Property, 'description'> {
  descriptionHtml: string;
}

export interface PropertyPageData extends PageData {
  property: PropertyDetails;
  similar: PropertySummary[];
  /** The tiles of the map of the property's place (none: the drawn position alone). */
  mapTiles: MapTiles | null;
}

/** A property by its listing number (route validation has checked it is a number). */
export const propertyLoader: PageLoader<PropertyPageData> = async ({ params, context, locale }) => {
  const reference = Number(params.id);
  const property = await context.content.load(propertyRequest(locale, reference));
  if (!property) notFound();
  const similar = await context.content
    .load(similarPropertiesRequest(locale, property))
    .catch((error: unknown) => {
      context.reportError(error, 'similar properties');
      return [];
    });
  const { description, ...details } = property;
  return {
    meta: {
      title: loaderText(locale, 'properties')('property.metaTitle', {
        title: property.title,
        ref: reference,
      }),
      description: firstSentences(markdownToText(description)),
      image: property.cover?.url ?? null,
    },
    property: { ...details, descriptionHtml: renderMarkdown(description, locale) },
    similar,
    mapTiles: context.mapTiles ?? null,
  };
};

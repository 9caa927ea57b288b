import { renderMarkdown } from '../../content/markdown.server';
import { similarPropertiesRequest, type PropertySummary } from '../../content/requests/properties.server';
import { propertyRequest, type Property } from '../../content/requests/property.server';
import { contactChannelsRequest } from '../../content/requests/contact-channels.server';
import type { ContactChannels } from '../../content/types';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';
import { propertyPageTitle } from './property-title.server';
import { notFound } from '../../loaders/route-errors';
import { href } from '../../navigation/href';
import type { MapTiles } from '../../loaders/map-data';

export interface PropertyDetails extends Omit<Property, 'description' | 'seo'> {
  descriptionHtml: string;
}

export interface PropertyPageData extends PageData {
  property: PropertyDetails;
  similar: PropertySummary[];
  /** The head office's phone, WhatsApp and Viber beside the enquiry form. */
  channels: ContactChannels | null;
  /** The page's absolute address, printed on paper. */
  pageUrl: string;
  /** The tiles of the map of the property's place (none: the drawn position alone). */
  mapTiles: MapTiles | null;
}

/** A property by its listing number (route validation has checked it is a number). */
export const propertyLoader: PageLoader<PropertyPageData> = async ({ params, context, locale, request }) => {
  const reference = Number(params.id);
  const property = await context.content.load(propertyRequest(locale, reference));
  if (!property) notFound();
  const [similar, channels] = await Promise.all([
    context.content.load(similarPropertiesRequest(locale, property)).catch((error: unknown) => {
      context.reportError(error, 'similar properties');
      return [];
    }),
    context.content.load(contactChannelsRequest(locale)).catch((error: unknown) => {
      context.reportError(error, 'the head office’s numbers');
      return null;
    }),
  ]);
  const { description, seo: _seo, ...details } = property;
  return {
    meta: entryMeta('api::property.property', property, {
      title: propertyPageTitle(locale, property.title, reference),
    }),
    property: { ...details, descriptionHtml: renderMarkdown(description, locale) },
    similar,
    channels,
    pageUrl: `${new URL(request.url).origin}${href('properties-id', { id: reference }, locale)}`,
    mapTiles: context.mapTiles ?? null,
  };
};

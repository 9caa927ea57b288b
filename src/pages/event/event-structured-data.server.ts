import type { Event, WithContext } from 'schema-dts';
import { LOCALE_TAGS } from '../../i18n/locales';
import {
  absoluteUrl,
  breadcrumbs,
  SCHEMA_CONTEXT,
  type StructuredDataBuilder,
} from '../../loaders/structured-data.server';
import { BRAND } from '../../navigation/document-title';
import { href } from '../../navigation/href';
import { homePath } from '../../navigation/paths';
import type { EventPageData } from './event-loader.server';

/** An event: its date and place, and the breadcrumbs through the events page. */
export const eventStructuredData: StructuredDataBuilder<EventPageData> = (input, data) => {
  const { locale, publicUrl, canonical } = input;
  const entry = data.event;
  const image = absoluteUrl(publicUrl, entry.cover?.url);
  const structured: WithContext<Event> = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: entry.title,
    description: entry.summary,
    startDate: entry.date,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: entry.place, address: entry.place },
    organizer: { '@type': 'Organization', name: BRAND, url: `${publicUrl}${homePath(locale)}` },
    ...(image ? { image: [image] } : {}),
  };
  return [structured, breadcrumbs(input, [{ path: href('events', {}) }], entry.title)];
};

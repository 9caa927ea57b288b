import { eventsRequest } from '../../content/requests/events.server';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { groupEvents, type DatedEvent } from './event-dates';

export interface EventsPageData extends EditorialPageData {
  upcoming: DatedEvent[];
  past: DatedEvent[];
}

/** /events: the page's words, upcoming events first, then past ones. */
export const eventsLoader: PageLoader<EventsPageData> = async (args) => {
  const [editorial, events] = await Promise.all([
    loadEditorial('page-events', args),
    args.context.content.load(eventsRequest(args.locale)),
  ]);
  return { ...editorial, ...groupEvents(events, args.locale, Date.now()) };
};

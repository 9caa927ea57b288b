import { renderMarkdown } from '../../content/markdown.server';
import { eventRequest } from '../../content/requests/events.server';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';
import { notFound } from '../../loaders/route-errors';
import { datedEvent, type DatedEvent } from '../events/event-dates';

export interface EventPageData extends PageData {
  event: DatedEvent & { bodyHtml: string };
}

/** /events/{alias}: one event; an alias no event has is a 404. */
export const eventLoader: PageLoader<EventPageData> = async ({ context, locale, params }) => {
  const event = await context.content.load(eventRequest(locale, params.alias ?? ''));
  if (!event) notFound();
  const { body, seo: _seo, ...fields } = event;
  return {
    meta: entryMeta('api::event.event', event, { type: 'article' }),
    event: { ...datedEvent(fields, locale, Date.now()), bodyHtml: renderMarkdown(body, locale) },
  };
};

import type { EventSummary } from '../../content/requests/events.server';
import { LOCALE_TAGS, type Locale } from '../../i18n/locales';

/**
 * Dates are formatted on the server, in the company's time zone, so that the page reads the same
 * wherever it is rendered and hydration never sees a different string.
 */
const TIME_ZONE = 'Europe/Athens';

export interface DatedEvent extends EventSummary {
  /** The date in words, in the page's language. */
  dateLabel: string;
  upcoming: boolean;
}

export function formatEventDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(time);
}

function timeOf(event: EventSummary): number {
  const time = Date.parse(event.date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function isUpcoming(event: EventSummary, now: number): boolean {
  return timeOf(event) >= now;
}

export function datedEvent(event: EventSummary, locale: Locale, now: number): DatedEvent {
  return { ...event, dateLabel: formatEventDate(event.date, locale), upcoming: isUpcoming(event, now) };
}

/** Upcoming events (from now on) soonest first, then past events newest first. */
export function groupEvents(events: EventSummary[], locale: Locale, now: number) {
  const dated = events.map((event) => datedEvent(event, locale, now));
  return {
    upcoming: dated.filter((event) => event.upcoming).sort((a, b) => timeOf(a) - timeOf(b)),
    past: dated.filter((event) => !event.upcoming).sort((a, b) => timeOf(b) - timeOf(a)),
  };
}

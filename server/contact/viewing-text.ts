import type { Locale } from '../../src/i18n/locales';
import type { ViewingRequest, ViewingTime, Weekday } from '../../src/validation/viewing-rules';

/** The days and times of a viewing, in each language (sales read English). */
export interface ViewingTexts {
  days: Record<Weekday, string>;
  times: Record<ViewingTime, string>;
  anyDay: string;
  anyTime: string;
  /** Joins the last two of a list: "Monday or Friday". */
  or: string;
}

export const VIEWING_TEXTS: Record<Locale, ViewingTexts> = {
  en: {
    days: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    },
    times: {
      morning: 'in the morning (9:00–12:00)',
      afternoon: 'in the afternoon (12:00–17:00)',
      evening: 'in the evening (17:00–20:00)',
    },
    anyDay: 'any day',
    anyTime: 'at any time',
    or: 'or',
  },
  ru: {
    days: {
      mon: 'понедельник',
      tue: 'вторник',
      wed: 'среда',
      thu: 'четверг',
      fri: 'пятница',
      sat: 'суббота',
      sun: 'воскресенье',
    },
    times: {
      morning: 'утром (9:00–12:00)',
      afternoon: 'днём (12:00–17:00)',
      evening: 'вечером (17:00–20:00)',
    },
    anyDay: 'в любой день',
    anyTime: 'в любое время',
    or: 'или',
  },
  el: {
    days: {
      mon: 'Δευτέρα',
      tue: 'Τρίτη',
      wed: 'Τετάρτη',
      thu: 'Πέμπτη',
      fri: 'Παρασκευή',
      sat: 'Σάββατο',
      sun: 'Κυριακή',
    },
    times: {
      morning: 'το πρωί (9:00–12:00)',
      afternoon: 'το απόγευμα (12:00–17:00)',
      evening: 'το βράδυ (17:00–20:00)',
    },
    anyDay: 'οποιαδήποτε μέρα',
    anyTime: 'οποιαδήποτε ώρα',
    or: 'ή',
  },
};

function anyOf(items: string[], or: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
}

/** "Tuesday or Thursday, in the morning (9:00–12:00)": the viewing asked for, in a language. */
export function describeViewing(viewing: ViewingRequest, locale: Locale): string {
  const texts = VIEWING_TEXTS[locale];
  const days =
    viewing.days.length > 0
      ? anyOf(
          viewing.days.map((day) => texts.days[day]),
          texts.or,
        )
      : texts.anyDay;
  const times =
    viewing.times.length > 0
      ? anyOf(
          viewing.times.map((time) => texts.times[time]),
          texts.or,
        )
      : texts.anyTime;
  return `${days}, ${times}`;
}

import type { Locale } from '../../src/i18n/locales';
import { loaderText } from '../../src/i18n/loader-text';
import {
  VIEWING_TIMES,
  WEEKDAYS,
  type ViewingRequest,
  type ViewingTime,
  type Weekday,
} from '../../src/validation/viewing-rules';

/** The days and times of a viewing, in each language (sales read English). */
export interface ViewingTexts {
  days: Record<Weekday, string>;
  times: Record<ViewingTime, string>;
  anyDay: string;
  anyTime: string;
  /** Joins the last two of a list: "Monday or Friday". */
  or: string;
}

export function viewingTexts(locale: Locale): ViewingTexts {
  const t = loaderText(locale, 'mail');
  return {
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, t(`viewing.days.${day}`)])) as Record<
      Weekday,
      string
    >,
    times: Object.fromEntries(VIEWING_TIMES.map((time) => [time, t(`viewing.times.${time}`)])) as Record<
      ViewingTime,
      string
    >,
    anyDay: t('viewing.anyDay'),
    anyTime: t('viewing.anyTime'),
    or: t('viewing.or'),
  };
}

function anyOf(items: string[], or: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
}

/** "Tuesday or Thursday, in the morning (9:00–12:00)": the viewing asked for, in a language. */
export function describeViewing(viewing: ViewingRequest, locale: Locale): string {
  const texts = viewingTexts(locale);
  /** The choices named and joined, or the words for "any" when none was chosen. */
  const described = <Choice extends string>(chosen: Choice[], names: Record<Choice, string>, any: string) =>
    chosen.length > 0
      ? anyOf(
          chosen.map((choice) => names[choice]),
          texts.or,
        )
      : any;
  return `${described(viewing.days, texts.days, texts.anyDay)}, ${described(viewing.times, texts.times, texts.anyTime)}`;
}

import type { Locale } from '../../src/i18n/locales';
import type { ViewingRequest } from '../../src/validation/viewing-rules';
import { viewingTexts } from './mail-texts';

function anyOf(items: string[], or: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`;
}

/** "Tuesday or Thursday, in the morning (9:00–12:00)": the viewing asked for, in a language. */
export function describeViewing(viewing: ViewingRequest, locale: Locale): string {
  const texts = viewingTexts(locale);
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

import type { ContentStore } from '@dkg/strapi-emulator';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath, paths } from '../../src/navigation/paths';

export const EVENT = 'api::event.event';

/**
 * The events a burst of publications names (`count` of those with a row in every locale) and the
 * pages built from them: each event's own page and the events listing, in every locale.
 */
export function eventsInEveryLocale(store: ContentStore, count: number) {
  const rows = store.list(EVENT);
  const aliases = [...new Set(rows.map((row) => String(row.alias)))]
    .filter((alias) =>
      LOCALES.every((locale) => rows.some((row) => row.alias === alias && row.locale === locale)),
    )
    .slice(0, count);
  const pages = [
    ...LOCALES.flatMap((locale) => aliases.map((alias) => localizePath(paths.event(alias), locale))),
    ...LOCALES.map((locale) => localizePath(paths.events(), locale)),
  ];
  return { rows, aliases, pages };
}

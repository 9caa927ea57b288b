import type { ContentStore } from '@dkg/strapi-emulator';
import { LOCALES } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';

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
    ...LOCALES.flatMap((locale) => aliases.map((alias) => href('events-alias', { alias: alias }, locale))),
    ...LOCALES.map((locale) => href('events', {}, locale)),
  ];
  return { rows, aliases, pages };
}

type EventRows = ReturnType<ContentStore['list']>;

/**
 * Retitles each of the events in every locale in the store, as editors would before publishing them
 * together, and returns the new titles by the event page's path and the webhooks Strapi 5 sends for
 * that bulk publish: per entry the update of its draft (nothing public), then a publish per locale,
 * the entries interleaved.
 */
export function publishTogether(store: ContentStore, rows: EventRows, aliases: string[]) {
  const mark = `published together ${Date.now()}`;
  const titles = new Map<string, string>();
  const entries = aliases.flatMap((alias, index) =>
    LOCALES.map((locale) => {
      const row = rows.find((candidate) => candidate.alias === alias && candidate.locale === locale)!;
      const title = `${String(row.title)} (${mark} ${index})`;
      titles.set(href('events-alias', { alias: alias }, locale), title);
      store.update(EVENT, row.id, { title });
      return { id: row.id, documentId: `doc-${alias}`, alias, locale, title, date: row.date };
    }),
  );
  const webhooks = [
    ...aliases.map((alias) => ({
      event: 'entry.update',
      uid: EVENT,
      model: 'event',
      entry: { ...entries.find((entry) => entry.alias === alias)!, publishedAt: null },
    })),
    ...LOCALES.flatMap((locale) =>
      entries
        .filter((entry) => entry.locale === locale)
        .map((entry) => ({
          event: 'entry.publish',
          uid: EVENT,
          model: 'event',
          entry: { ...entry, publishedAt: '2030-01-01T00:00:00.000Z' },
        })),
    ),
  ];
  return { titles, webhooks };
}

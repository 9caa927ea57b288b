import { LOCALES } from '../../src/i18n/locales';
import { localizePath, paths } from '../../src/navigation/paths';
import { EVENT, eventsInEveryLocale } from '../support/publication-burst';
import { waitFor } from '../support/wait-for';
import { fleetForTests, get, metric, renders, webhook } from './support/replicas';

const COUNT = 3;

/**
 * A bulk publish whose webhooks the proxy spreads over the replicas: each replica applies those it
 * received and those the others relay through Redis, as one burst, and the fleet renders each page
 * once, after it.
 */
describe('replicas sharing Redis: a burst of publications', () => {
  // The burst below is one burst only if no gap between two of its webhooks (each relayed to the
  // other replicas through Redis) reaches the quiet window: on a machine busy with other suites a
  // gap of 1.5 s was seen, so the window is far wider than any gap the test itself makes.
  const fixture = fleetForTests(3, { REVALIDATE_QUIET_MS: '6000', REVALIDATE_HOLD_MS: '60000' });

  it('when the webhooks of several events published together reach different replicas, then the fleet renders each page once and every replica shows them', async () => {
    const { fleet } = fixture;
    const { rows, aliases, pages } = eventsInEveryLocale(fleet.content.store, COUNT);
    expect(aliases).toHaveLength(COUNT);
    // Every replica holds every page (one renders it, the others take it from the shared layer).
    for (const path of pages) {
      for (const replica of fleet.replicas) {
        await waitFor(
          `${path} cached on ${replica.name}`,
          async () => (await get(`${replica.url}${path}`)).cache === 'HIT',
        );
      }
    }

    const mark = `published together ${Date.now()}`;
    const titles = new Map<string, string>();
    const entries = aliases.flatMap((alias, index) =>
      LOCALES.map((locale) => {
        const row = rows.find((candidate) => candidate.alias === alias && candidate.locale === locale)!;
        const title = `${String(row.title)} (${mark} ${index})`;
        titles.set(localizePath(paths.event(alias), locale), title);
        fleet.content.store.update(EVENT, row.id, { title });
        return { id: row.id, documentId: `doc-${alias}`, alias, locale, title, date: row.date };
      }),
    );
    const bursts = () =>
      Promise.all(fleet.replicas.map((replica) => metric(replica.url, 'content_change_bursts_total')));
    const rendersBefore = await renders(fleet);
    const burstsBefore = await bursts();

    // Per entry the update of its draft and a publish per locale, spread over the replicas in turn.
    const webhooks = [
      ...aliases.map((alias) => ({
        event: 'entry.update',
        uid: EVENT,
        entry: { ...entries.find((entry) => entry.alias === alias)!, publishedAt: null },
      })),
      ...LOCALES.flatMap((locale) =>
        entries
          .filter((entry) => entry.locale === locale)
          .map((entry) => ({
            event: 'entry.publish',
            uid: EVENT,
            entry: { ...entry, publishedAt: '2030-01-01T00:00:00.000Z' },
          })),
      ),
    ];
    for (const [index, body] of webhooks.entries()) {
      expect(await webhook(fleet.replicas[index % fleet.replicas.length].url, body)).toBe(202);
    }

    for (const replica of fleet.replicas) {
      await waitFor(
        `${replica.name}: its burst over and its renders done`,
        async () =>
          (await bursts())[fleet.replicas.indexOf(replica)] > burstsBefore[fleet.replicas.indexOf(replica)] &&
          (await metric(replica.url, 'background_renders_pending')) === 0,
        { timeoutMs: 20_000 },
      );
    }
    const rendersAfter = await renders(fleet);
    const rendered = rendersAfter.reduce((sum, count, index) => sum + count - rendersBefore[index], 0);
    process.stdout.write(
      `[redis suite] burst of ${webhooks.length} webhooks over ${fleet.replicas.length} replicas: ` +
        `${rendered} renders in the fleet for ${pages.length} pages\n`,
    );
    expect(rendered).toBe(pages.length);
    for (const replica of fleet.replicas) {
      for (const locale of LOCALES) {
        const listing = await get(`${replica.url}${localizePath(paths.events(), locale)}`);
        expect(listing.cache).toBe('HIT');
        for (const alias of aliases) {
          const path = localizePath(paths.event(alias), locale);
          const page = await get(`${replica.url}${path}`);
          expect(page.cache).toBe('HIT');
          expect(page.body).toContain(titles.get(path));
          expect(listing.body).toContain(titles.get(path));
        }
      }
    }
  });
});

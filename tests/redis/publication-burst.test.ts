import { LOCALES } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { eventsInEveryLocale, publishTogether } from '../support/publication-burst';
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
  // other replicas through Redis) reaches the quiet window: the window is far wider than any gap the
  // test makes, even on a machine busy with other suites.
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

    const { titles, webhooks } = publishTogether(fleet.content.store, rows, aliases);
    const bursts = () =>
      Promise.all(fleet.replicas.map((replica) => metric(replica.url, 'content_change_bursts_total')));
    const rendersBefore = await renders(fleet);
    const burstsBefore = await bursts();

    // The bulk publish's webhooks, spread over the replicas in turn.
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
        const listing = await get(`${replica.url}${href('events', {}, locale)}`);
        expect(listing.cache).toBe('HIT');
        for (const alias of aliases) {
          const path = href('events-alias', { alias: alias }, locale);
          const page = await get(`${replica.url}${path}`);
          expect(page.cache).toBe('HIT');
          expect(page.body).toContain(titles.get(path));
          expect(listing.body).toContain(titles.get(path));
        }
      }
    }
  });
});

import request from 'supertest';
import { LOCALES } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { eventsInEveryLocale, publishTogether } from '../support/publication-burst';
import { startTestSite, type TestSite } from '../support/site';

/**
 * Several entries published together (a Strapi 5 release, or a bulk publish from the list view):
 * Strapi sends, for each entry, an update of its draft and a publish per locale, the entries'
 * webhooks interleaved. The site renders each page the publication touched once, after the burst,
 * and every one of them shows the publication.
 */

const SECRET = 'a-long-revalidation-secret-for-tests';
const COUNT = 4;

// Pages render for real, in the background, on a machine shared with other work.
jest.setTimeout(60_000);

/** The sum of a Prometheus counter's series. */
async function counter(site: TestSite, name: string): Promise<number> {
  const text = (await request(site.app).get('/metrics')).text;
  return [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, 'gm'))].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

describe('a burst of publications', () => {
  let site: TestSite;

  beforeEach(async () => {
    site = await startTestSite({
      env: {
        REVALIDATE_SECRET: SECRET,
        // The burst below is sent in well under this quiet window, however busy the machine is; the
        // renders are held until it has passed.
        REVALIDATE_QUIET_MS: '1500',
        REVALIDATE_HOLD_MS: '60000',
      },
    });
  });

  afterEach(() => site.close());

  it('when several events are published together in every locale, then each page they touch renders once, after the burst, and shows them', async () => {
    const { rows, aliases, pages } = eventsInEveryLocale(site.content.store, COUNT);
    expect(aliases).toHaveLength(COUNT);
    for (const path of pages) expect((await request(site.app).get(path)).status).toBe(200);

    const { titles, webhooks } = publishTogether(site.content.store, rows, aliases);
    const rendersBefore = await counter(site, 'page_renders_total');
    const burstsBefore = await counter(site, 'content_change_bursts_total');
    const touchedBefore = await counter(site, 'content_change_burst_pages_total');

    // A visitor asks for pages while the webhooks arrive.
    for (const [index, body] of webhooks.entries()) {
      const answer = await request(site.app)
        .post('/api/revalidate')
        .set('X-Revalidate-Secret', SECRET)
        .send(body);
      expect(answer.status).toBe(202);
      // A visitor is served the outdated copy while the burst goes on (it asks for a render too).
      const visited = await request(site.app).get(pages[index % pages.length]);
      expect(visited.status).toBe(200);
    }

    await site.site.background.idle();
    expect((await counter(site, 'page_renders_total')) - rendersBefore).toBe(pages.length);
    expect((await counter(site, 'content_change_bursts_total')) - burstsBefore).toBe(1);
    expect((await counter(site, 'content_change_burst_pages_total')) - touchedBefore).toBe(pages.length);

    const rendersAfter = await counter(site, 'page_renders_total');
    for (const locale of LOCALES) {
      const listing = await request(site.app).get(href('events', {}, locale));
      expect(listing.headers['x-cache']).toBe('HIT');
      for (const alias of aliases) {
        const title = titles.get(href('events-alias', { alias: alias }, locale))!;
        const page = await request(site.app).get(href('events-alias', { alias: alias }, locale));
        expect(page.headers['x-cache']).toBe('HIT');
        expect(page.text).toContain(title);
        expect(listing.text).toContain(title);
      }
    }
    // Nothing was left outdated: answering every page rendered nothing more.
    expect(await counter(site, 'page_renders_total')).toBe(rendersAfter);
  });
});

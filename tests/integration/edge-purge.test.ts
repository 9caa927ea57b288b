import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createEdgeTags } from '../../server/edge/edge-tags';
import { startEdgeRecorder, type EdgeRecorder } from '../support/edge-recorder';
import { freePort } from '../support/free-port';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';
import { ABOUT, aboutPublished, heading, REVALIDATE_SECRET } from '../support/webhook';

// Pages render for real, in the background, on a machine shared with other work.
jest.setTimeout(30_000);

function webhook(site: TestSite, body: object) {
  return request(site.app).post('/api/revalidate').set('X-Revalidate-Secret', REVALIDATE_SECRET).send(body);
}

/** The site listening on loopback, so that a stand-in edge can fetch its pages as Varnish would. */
async function listening(site: TestSite) {
  const server = http.createServer(site.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the edge purged by tag, at the right moment', () => {
  let edge: EdgeRecorder;
  let site: TestSite;
  let origin: Awaited<ReturnType<typeof listening>>;
  /** What the stand-in edge fetched from the site the moment each purge reached it. */
  const refetched: Array<{ heading?: string; cache: string | null; edgePolicy: string | null }> = [];

  beforeAll(async () => {
    edge = await startEdgeRecorder(() => ({ status: 200, body: 'Purged' }));
    site = await startTestSite({
      env: { REVALIDATE_SECRET, EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: edge.url },
    });
    origin = await listening(site);
    // Like a soft-purged Varnish, the edge asks the site for the page again as soon as it is purged.
    edge.state.before = async () => {
      const page = await fetch(`${origin.url}/about`);
      refetched.push({
        heading: heading(await page.text()),
        cache: page.headers.get('x-cache'),
        edgePolicy: page.headers.get('surrogate-control'),
      });
    };
  });

  afterAll(async () => {
    await origin?.close();
    await site?.close();
    await edge?.close();
  });

  it('when a page is answered, then it gives the edge its tokens and a day; a search with a term, an error page and a form’s answer give none', async () => {
    const tags = createEdgeTags(site.config.publicUrl);
    const missed = await request(site.app).get('/el/about');
    expect(missed.headers['x-cache']).toBe('MISS');
    const hit = await request(site.app).get('/el/about');
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const answer of [missed, hit]) {
      const tokens = String(answer.headers.xkey).split(' ');
      expect(tokens[0]).toBe(tags.siteToken);
      expect(tokens).toContain(tags.token('api::page-about.page-about@el'));
      expect(tokens).not.toContain(tags.token('api::page-about.page-about@en'));
      expect(answer.headers['surrogate-control']).toBe('max-age=86400, stale-if-error=604800');
      // The browsers' policy is what it was: they ask again each time.
      expect(answer.headers['cache-control']).toBe('public, max-age=0, stale-if-error=86400');
    }
    for (const path of ['/search-result?q=villa', '/el/no-such-page']) {
      const answer = await request(site.app).get(path);
      expect([path, answer.headers.xkey, answer.headers['surrogate-control']]).toEqual([
        path,
        undefined,
        undefined,
      ]);
      expect(answer.headers['cache-control']).toMatch(/no-cache|no-store/);
    }
    const form = await request(site.app).post('/contacts').type('form').send({ name: '' });
    expect(form.headers.xkey).toBeUndefined();
  });

  it('when an editor publishes one locale, then the webhook answers at once, and the edge is purged of the page, then of the change’s tags, each only once the new page is in the page cache: every refetch gets the new text', async () => {
    for (const path of ['/about', '/el/about']) await request(site.app).get(path);
    const title = `Published at ${Date.now()}`;
    site.content.store.update(ABOUT, 'en', { title });
    const answer = await webhook(site, aboutPublished('en', title));
    expect(answer.status).toBe(202);
    expect(edge.requests).toHaveLength(0);

    const tags = createEdgeTags(site.config.publicUrl);
    const purges = () => edge.requests.map((purge) => purge.headers['xkey-softpurge'].split(' '));
    // Each purge answered once the stand-in edge has fetched the page again.
    await waitFor(
      'the purge of the change’s tags, and the edge’s fetch after each purge',
      () =>
        purges().some((tokens) => tokens.includes(tags.token(ABOUT))) &&
        refetched.length === edge.requests.length,
    );
    // The page alone as soon as it is fresh (Varnish counts no purge requests), then the change.
    expect(purges()[0]).toEqual([tags.token('page:en:/about')]);
    const change = purges().find((tokens) => tokens.includes(tags.token(ABOUT)))!;
    expect(change).toEqual(expect.arrayContaining([tags.token(ABOUT), tags.token(`${ABOUT}@en`)]));
    expect(purges().flat()).not.toContain(tags.token(`${ABOUT}@el`));
    expect(purges().flat()).not.toContain(tags.siteToken);
    expect(edge.requests.every((purge) => purge.method === 'PURGE')).toBe(true);
    expect(refetched.length).toBe(edge.requests.length);
    for (const fetched of refetched) {
      expect(fetched).toEqual({
        heading: title,
        cache: 'HIT',
        edgePolicy: 'max-age=86400, stale-if-error=604800',
      });
    }
  });

  it('when the edge is down, then the webhook still answers 202 at once, and the failed purges are counted and tried again', async () => {
    const down = await startTestSite({
      env: {
        REVALIDATE_SECRET,
        EDGE_PURGE: 'varnish',
        EDGE_PURGE_URLS: `http://127.0.0.1:${await freePort()}`,
      },
    });
    try {
      await request(down.app).get('/about');
      const answer = await webhook(down, aboutPublished('en', 'While the edge is down'));
      expect(answer.status).toBe(202);
      await waitFor('a purge to be retried', async () => {
        const metrics = await request(down.app).get('/metrics');
        return /edge_purge_requests_total\{platform="varnish",outcome="retry"\} [1-9]/.test(metrics.text);
      });
    } finally {
      await down.close();
    }
  });
});

describe('content changed without a webhook', () => {
  it('when an answer’s time runs out and asking again brings another, then the pages built from it render again and the edge is purged of its tags', async () => {
    const edge = await startEdgeRecorder(() => ({ status: 200, body: 'Purged' }));
    // A second of freshness for the content answers and the pages: the change is found within it.
    const site = await startTestSite({
      env: {
        EDGE_PURGE: 'varnish',
        EDGE_PURGE_URLS: edge.url,
        CONTENT_CACHE_TTL_S: '1',
        PAGE_CACHE_TTL_S: '1',
      },
    });
    try {
      const tags = createEdgeTags(site.config.publicUrl);
      const before = await request(site.app).get('/about');
      const title = `Changed with no webhook at ${Date.now()}`;
      expect(heading(before.text)).not.toBe(title);
      site.content.store.update(ABOUT, 'en', { title });
      // Visitors keep asking; once the page's time runs out, it renders again in the background.
      await waitFor('the edge purged of the about page’s content', async () => {
        await request(site.app).get('/about');
        return edge.requests.some((purge) =>
          purge.headers['xkey-softpurge'].split(' ').includes(tags.token(`${ABOUT}@en`)),
        );
      });
      const purged = edge.requests.map((purge) => purge.headers['xkey-softpurge'].split(' '));
      expect(purged.flat()).toContain(tags.token('page:en:/about'));
      // The purge goes once the new page is in the page cache.
      expect(heading((await request(site.app).get('/about')).text)).toBe(title);
    } finally {
      await site.close();
      await edge.close();
    }
  });
});

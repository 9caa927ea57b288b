import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { createEdgeTags } from '../../server/edge/edge-tags';
import { freePort } from '../support/free-port';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { prepareVarnish } from '../support/varnish';
import { waitFor } from '../support/wait-for';
import { ABOUT, aboutPublished, heading, REVALIDATE_SECRET, webhook } from '../support/webhook';

// The built site (npm run build) and varnishd with varnish-modules (apt-get install varnish
// varnish-modules), on a machine shared with other work.
jest.setTimeout(60_000);

/** The headers that stay between the site and its edges. */
const EDGE_ONLY = ['xkey', 'cache-tag', 'surrogate-key', 'surrogate-control', 'x-accel-expires'];

describe('behind Varnish with deploy/varnish/default.vcl', () => {
  let content: ContentServiceHandle;
  let site: RunningServer;
  let varnish: ReturnType<typeof prepareVarnish>;
  let edge: Awaited<ReturnType<ReturnType<typeof prepareVarnish>['start']>>;
  let url: string;

  beforeAll(async () => {
    content = await startContentService({ dataset: createDemoDataset() });
    const listenPort = await freePort();
    url = `http://127.0.0.1:${listenPort}`;
    site = await startProductionServer({
      CONTENT_API_URL: content.url,
      PUBLIC_URL: url,
      REVALIDATE_SECRET,
      EDGE_PURGE: 'varnish',
      EDGE_PURGE_URLS: `${url}/`,
    });
    varnish = prepareVarnish({ sitePort: site.port, listenPort });
    edge = await varnish.start();
  });

  afterAll(async () => {
    await edge?.stop();
    await site?.stop();
    await content?.close();
    varnish?.cleanup();
  });

  it('when varnishd compiles the configuration, then it is valid VCL with the xkey module', () => {
    const result = varnish.check();
    expect(result.status).toBe(0);
    // The compiler prints the C it made of the VCL, the xkey module's part among it.
    expect(result.stderr).toContain('BEGIN VMOD xkey');
  });

  it('when a page is fetched twice, then the second answer is the edge’s copy, without the headers meant for the edge, with the browsers’ policy as the site sent it', async () => {
    const first = await fetch(`${url}/ru/about`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    const second = await fetch(`${url}/ru/about`);
    expect(await second.text()).toBe(html);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    // Two ids: this request's and that of the request that fetched the copy.
    expect(second.headers.get('x-varnish')).toMatch(/^\d+ \d+$/);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    for (const answer of [first, second]) {
      expect(EDGE_ONLY.filter((name) => answer.headers.has(name))).toEqual([]);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, stale-if-error=86400');
    }
  });

  it('when a request carries a cookie or goes to the API, then the edge passes it on and keeps nothing; a purge needs its tags', async () => {
    const withCookie = await fetch(`${url}/ru/about`, { headers: { cookie: 'dkg_preview=x' } });
    expect(withCookie.headers.get('x-edge-cache')).toBe('PASS');
    const api = await fetch(`${url}/api/map?locale=en`);
    expect(api.headers.get('x-edge-cache')).toBe('PASS');
    expect((await fetch(url, { method: 'PURGE' })).status).toBe(400);
  });

  it('when an answer says how long browsers may keep it but carries no edge policy (robots.txt, the sitemap), then the edge keeps none of it, since no purge would reach it', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      await fetch(`${url}${path}`).then((answer) => answer.arrayBuffer());
      const again = await fetch(`${url}${path}`);
      await again.arrayBuffer();
      expect([path, again.status, again.headers.get('x-edge-cache')]).toEqual([path, 200, 'PASS']);
    }
  });

  it('when an editor publishes one locale, then the edge serves that page’s new text as soon as the site has it — its first fetch after the purge already gets it — while a page of another locale stays the edge’s copy', async () => {
    for (const path of ['/about', '/el/about', '/about', '/el/about']) await fetch(`${url}${path}`);
    const before = await fetch(`${url}/el/about`);
    expect(before.headers.get('x-edge-cache')).toBe('HIT');
    const otherHeading = heading(await before.text());

    const title = `Published at ${Date.now()}`;
    content.store.update(ABOUT, 'en', { title });
    expect(await webhook(site.url, aboutPublished('en', title))).toBe(202);
    const seen: Array<{ edge: string | null; heading?: string }> = [];
    await waitFor(
      'the edge serving the new text',
      async () => {
        const answer = await fetch(`${url}/about`);
        const shown = { edge: answer.headers.get('x-edge-cache'), heading: heading(await answer.text()) };
        seen.push(shown);
        return shown.heading === title;
      },
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    // Each answer the edge fetched from the site after the purge was the new page.
    expect(seen.filter((shown) => shown.edge !== 'HIT' && shown.heading !== title)).toEqual([]);

    const other = await fetch(`${url}/el/about`);
    expect(other.headers.get('x-edge-cache')).toBe('HIT');
    expect(heading(await other.text())).toBe(otherHeading);
  });

  it('when the site is down, then the edge still answers every page it kept with 200, even pages it was told to refetch (grace)', async () => {
    for (const path of ['/ru/about', '/el/about']) await fetch(`${url}${path}`);
    await site.stop();
    // Every page soft-purged: past its time, kept for grace, and the site not there to refetch it.
    const everything = createEdgeTags(url).siteToken;
    const purge = await fetch(url, { method: 'PURGE', headers: { 'xkey-softpurge': everything } });
    expect(purge.status).toBe(200);
    for (const path of ['/ru/about', '/el/about', '/about']) {
      const answer = await fetch(`${url}${path}`);
      expect([path, answer.status, answer.headers.get('x-edge-cache')]).toEqual([path, 200, 'STALE']);
      expect(await answer.text()).toContain('<html lang=');
    }
  });
});

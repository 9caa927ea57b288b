import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { createDemoDataset } from '@dkg/demo-content';
import { freePort } from '../support/free-port';
import { prepareNginx } from '../support/nginx';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { waitFor } from '../support/wait-for';
import { ABOUT, REVALIDATE_SECRET, aboutPublished, heading, webhook } from '../support/webhook';
import { mainScriptOf } from '../support/page-scripts';

/**
 * The built site behind nginx with deploy/nginx/site.conf, for the tests of a describe block: `env`
 * adds to the site's environment (given the proxy's address); media go to `cmsPort()` (the site's own
 * port by default).
 */
function siteBehindNginx(
  options: {
    env?: (url: string) => Record<string, string>;
    cmsPort?: () => number;
    /** Upstream peers nginx counts (the same server named again: nginx keeps no count for one). */
    peers?: number;
  } = {},
) {
  const fixture = {} as { site: RunningServer; url: string };
  let nginx: ReturnType<typeof prepareNginx>;
  let proxy: Awaited<ReturnType<ReturnType<typeof prepareNginx>['start']>>;
  beforeAll(async () => {
    const listenPort = await freePort();
    fixture.url = `http://127.0.0.1:${listenPort}`;
    fixture.site = await startProductionServer({
      TRUST_PROXY: '1',
      PUBLIC_URL: fixture.url,
      ...options.env?.(fixture.url),
    });
    const cmsPort = options.cmsPort?.() ?? fixture.site.port;
    const sitePort = Array.from({ length: options.peers ?? 1 }, () => fixture.site.port);
    nginx = prepareNginx({ sitePort, cmsPort, listenPort });
    proxy = await nginx.start();
  });
  afterAll(async () => {
    await proxy?.stop();
    await fixture.site?.stop();
    nginx?.cleanup();
  });
  return fixture;
}

describe('behind the nginx reverse proxy of deploy/nginx/site.conf', () => {
  it('when nginx checks the configuration, then it is valid', async () => {
    const nginx = prepareNginx({ sitePort: 3000, cmsPort: 1337, listenPort: await freePort() });
    try {
      const result = nginx.test();
      expect(`${result.stdout}${result.stderr}`).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      nginx.cleanup();
    }
  });

  describe('serving the site', () => {
    const proxied = siteBehindNginx();

    it('when pages, assets and media go through the proxy, then they arrive, and the proxy asks the site for a page each time', async () => {
      const { url } = proxied;
      const first = await fetch(`${url}/ru/about`);
      expect(first.status).toBe(200);
      const html = await first.text();
      expect(html).toContain('<html lang="ru"');
      expect(first.headers.get('x-proxy-cache')).toBe('MISS');
      expect(first.headers.get('x-request-id')).toBeTruthy();
      // nginx keeps the page (for when the site is down) but never answers from it while the site is
      // up: the next request asks the site again (in full: the site's first answer, streamed while it
      // rendered, had no ETag yet), and the one after with If-None-Match, answered 304 from its cache.
      const second = await fetch(`${url}/ru/about`);
      expect(second.headers.get('x-proxy-cache')).toBe('EXPIRED');
      expect(await second.text()).toBe(html);
      const third = await fetch(`${url}/ru/about`);
      expect(third.headers.get('x-proxy-cache')).toBe('REVALIDATED');
      expect(await third.text()).toBe(html);
      // nginx's own header stays between it and the site.
      expect(third.headers.get('x-accel-expires')).toBeNull();

      const script = mainScriptOf(html);
      expect(script).toBeDefined();
      expect((await fetch(`${url}${script}`)).status).toBe(200);
      const picture = /src="(\/uploads\/[^"]+)"/.exec(html)?.[1];
      expect(picture).toBeDefined();
      expect((await fetch(`${url}${picture}`)).status).toBe(200);
    });

    it('when the proxy says the request came over https, then the site answers with HSTS', async () => {
      const response = await fetch(`${proxied.site.url}/about`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    });

    it('when the site goes down, then the proxy serves the pages it kept, and the fonts of their first screen from its own cache', async () => {
      const { url, site } = proxied;
      const html = await fetch(`${url}/el/partners`).then((response) => response.text());
      // A loaded site answers its pages late, but the fonts a first screen draws with never wait on
      // it: once any visitor has had them, the proxy has them (and a first page is not left in the
      // fallback type for want of them).
      const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(fonts.length).toBeGreaterThanOrEqual(3);
      for (const font of fonts) await fetch(`${url}${font}`).then((response) => response.arrayBuffer());
      await site.stop();
      const stale = await fetch(`${url}/el/partners`);
      expect(stale.status).toBe(200);
      expect(await stale.text()).toContain('<html lang="el"');
      for (const font of fonts) {
        const kept = await fetch(`${url}${font}`);
        expect([font, kept.status, kept.headers.get('x-proxy-cache')]).toEqual([font, 200, 'HIT']);
        expect(kept.headers.get('cache-control')).toMatch(/immutable/);
      }
    });
  });

  describe('a new stack, before the first content', () => {
    let content: ContentServiceHandle;
    beforeAll(async () => {
      content = await startContentService({ dataset: { media: [], singles: {}, collections: {} } });
    });
    afterAll(async () => {
      await content?.close();
    });
    const proxied = siteBehindNginx({
      env: () => ({ CONTENT_API_URL: content.url }),
      cmsPort: () => content.port,
      peers: 3,
    });

    it('when pages are asked one after another, then each passes on the site’s 503 "being prepared", never a 502', async () => {
      for (const path of ['/', '/ru/properties', '/el/about', '/ru/properties']) {
        const answer = await fetch(`${proxied.url}${path}`);
        const html = await answer.text();
        expect([path, answer.status, answer.headers.get('retry-after')]).toEqual([path, 503, '60']);
        expect(html).toContain('noindex');
      }
    });
  });

  describe('publishing through it', () => {
    let content: ContentServiceHandle;
    beforeAll(async () => {
      content = await startContentService({ dataset: createDemoDataset() });
    });
    afterAll(async () => {
      await content?.close();
    });
    const proxied = siteBehindNginx({
      env: () => ({ CONTENT_API_URL: content.url, REVALIDATE_SECRET }),
      cmsPort: () => content.port,
    });

    it('when an editor publishes a change, then the proxy serves it as soon as the site has it, in that locale only', async () => {
      const { url, site } = proxied;
      const before = await Promise.all(
        ['/about', '/el/about'].map((page) => fetch(`${url}${page}`).then((response) => response.text())),
      );
      const title = `Published at ${Date.now()}`;
      content.store.update(ABOUT, 'en', { title });
      expect(await webhook(site.url, aboutPublished('en', title))).toBe(202);
      await waitFor('the site showing the change', async () => {
        const direct = await fetch(`${site.url}/about`);
        return direct.headers.get('x-cache') === 'HIT' && heading(await direct.text()) === title;
      });
      const throughProxy = await fetch(`${url}/about`);
      expect(heading(await throughProxy.text())).toBe(title);
      expect(heading(await fetch(`${url}/el/about`).then((response) => response.text()))).toBe(
        heading(before[1]),
      );
    });
  });

  describe("the editors' entrance of deploy/nginx/cms.conf", () => {
    /** A stand-in for the CMS that counts what reaches it, by path. */
    const reached: string[] = [];
    const cms = http.createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.writeHead(401, { 'content-type': 'application/json' }).end('{}'));
    });
    let entrance: number;
    let nginx: ReturnType<typeof prepareNginx>;
    let proxy: Awaited<ReturnType<ReturnType<typeof prepareNginx>['start']>>;

    beforeAll(async () => {
      await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
      const cmsPort = (cms.address() as AddressInfo).port;
      entrance = await freePort();
      nginx = prepareNginx({
        sitePort: cmsPort,
        cmsPort,
        listenPort: await freePort(),
        cmsEntrancePort: entrance,
      });
      proxy = await nginx.start();
    });

    afterAll(async () => {
      await proxy?.stop();
      nginx?.cleanup();
      await new Promise((resolve) => cms.close(resolve));
    });

    it('when one address keeps guessing passwords at the admin login, then after a few attempts it gets 429 and its guesses no longer reach the CMS, while the rest of the admin still answers', async () => {
      const guess = () =>
        fetch(`http://127.0.0.1:${entrance}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'editor@example.com', password: 'guess' }),
        }).then((response) => response.status);
      const started = Date.now();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) statuses.push(await guess());
      const elapsedMs = Date.now() - started;
      const refused = statuses.filter((status) => status === 429).length;
      const logins = reached.filter((request) => request === 'POST /admin/login').length;
      // 5 a minute with a burst of 5: six at once, then one more for every 12 s the guesses took.
      expect(refused).toBeGreaterThan(0);
      expect(logins).toBe(statuses.length - refused);
      expect(logins).toBeLessThanOrEqual(6 + Math.floor(elapsedMs / 12_000));
      expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);

      const other = await fetch(`http://127.0.0.1:${entrance}/admin/users/me`);
      expect(other.status).toBe(401);
      expect(reached).toContain('GET /admin/users/me');
    });
  });
});

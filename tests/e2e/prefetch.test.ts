import type { Page } from 'playwright-core';
import { recordConsole } from '../support/browser';
import { pastIdle } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';
import { waitFor } from '../support/wait-for';

const site = productionSiteForFile();

/** A page kind's script chunk, as webpack names it (`page-properties.1a2b3c4d.js`). */
const PAGE_CHUNK = /\/assets\/page-([a-z-]+)\.[0-9a-f]+\.js$/;

interface LoadedHome {
  page: Page;
  /** The page kinds whose script chunks were asked for, in order (a kind twice if asked twice). */
  chunks: string[];
  close(): Promise<void>;
}

/**
 * Opens the home at 1440 × 900 and returns once it has hydrated, the browser has been idle, a frame
 * has been drawn (what is in view has been reported) and idle again, and no request is in flight. On a
 * connection Chromium takes for 3g (300 ms of latency) links in view are not fetched ahead.
 */
async function loadHome(connection: '4g' | '3g'): Promise<LoadedHome> {
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const log = recordConsole(page);
  if (connection === '3g') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 10_000_000,
      uploadThroughput: 10_000_000,
    });
  }
  const chunks: string[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    inFlight += 1;
    const chunk = PAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('hydration-end').length > 0);
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
    ),
  ).toBe(connection);
  await pastIdle(page);
  await waitFor('the requests in flight to end', () => inFlight === 0);
  return {
    page,
    chunks,
    close: async () => {
      expect(log.messages).toEqual([]);
      await context.close();
    },
  };
}

/** The paths of the page's own links (in its main content) that are in the viewport. */
function contentLinksInView(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
      .filter((anchor) => {
        const box = anchor.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((anchor) => anchor.pathname),
  );
}

async function chunkAskedFor(home: LoadedHome, kind: string) {
  await waitFor(`the ${kind} chunk to be asked for`, () => home.chunks.includes(kind));
}

describe('fetching other pages’ code', () => {
  it('when the home has loaded on a 3g connection, then no other page’s code is fetched until a link to /properties is hovered, then that page’s', async () => {
    const home = await loadHome('3g');
    expect(home.chunks).toEqual(['home']);
    await home.page.hover('main a[href="/properties"]');
    await chunkAskedFor(home, 'properties');
    expect(home.chunks).toEqual(['home', 'properties']);
    await home.close();
  });

  it('when a link of the home takes the keyboard focus, then the code of its page is fetched, once', async () => {
    const home = await loadHome('3g');
    const focused = () =>
      home.page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.pathname);
    let beforeFocus: string[] = [];
    for (let press = 0; press < 30 && (await focused()) !== '/properties'; press += 1) {
      beforeFocus = [...home.chunks];
      await home.page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('/properties');
    expect(beforeFocus).not.toContain('properties');
    await chunkAskedFor(home, 'properties');
    await home.page.hover('main a[href="/properties"]');
    await home.page.keyboard.press('Shift+Tab');
    await home.page.keyboard.press('Tab');
    expect(home.chunks.filter((kind) => kind === 'properties')).toEqual(['properties']);
    await home.close();
  });

  it('when the home has loaded on a fast connection, then only its links in view fetch their pages’ code, and a slide scrolled into view fetches its link’s', async () => {
    const home = await loadHome('4g');
    expect(await contentLinksInView(home.page)).toEqual(['/properties']);
    expect(home.chunks).toEqual(['home', 'properties']);
    await home.page.keyboard.press('PageDown');
    await waitFor('the second slide to be in view', async () =>
      (await contentLinksInView(home.page)).includes('/services/golden-visa'),
    );
    await chunkAskedFor(home, 'service');
    expect(home.chunks).toEqual(['home', 'properties', 'service']);
    await home.close();
  });
});

import type { Page, Request, Route } from 'playwright-core';
import { productionSiteForFile } from '../support/e2e-site';
import { startFaultProxy } from '../support/fault-proxy';
import { settle, unusableControls } from '../support/visitor-walk';
import { waitFor } from '../support/wait-for';

/**
 * The home on a slow phone (1.6 Mbit/s, 150 ms of latency, a 4× slower CPU), in every language: the
 * first screen comes without a jump, and the first tap on the menu opens it while the page's scripts
 * are still on their way. The menu needs none of them, so neither a script's download nor hydration
 * stands between a visitor's first tap and its answer, however slow the phone or busy the machine.
 */
const site = productionSiteForFile();

declare global {
  interface Window {
    layoutShift?: number;
  }
}

/** Counts every layout shift not caused by the visitor, from the first paint on, in `window.layoutShift`. */
function countLayoutShifts() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The header's logo and tools that are drawn (visible, inside the viewport), by class. */
function drawnInHeader(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.site-header__logo, .site-header__tools > *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          box.width > 0 &&
          box.right <= window.innerWidth
        );
      })
      .map((element) => [...element.classList].find((name) => name.startsWith('site-header__')) ?? ''),
  );
}

/** Resolves once the page has drawn two more frames. */
function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

describe('the home on a slow phone', () => {
  it.each(['/', '/ru', '/el'])(
    'when %s loads, then nothing moves and the first tap opens the menu before any script has arrived',
    async (path) => {
      const context = await site.browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await context.newPage();
        const session = await context.newCDPSession(page);
        await session.send('Network.enable');
        await session.send('Network.emulateNetworkConditions', SLOW_4G);
        await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(countLayoutShifts);
        // The page's scripts wait until the menu has answered the tap.
        const held: Route[] = [];
        await page.route(/\/assets\/[^/]+\.js$/, (route) => {
          held.push(route);
        });

        await page.goto(`${site.server.url}${path}`, { waitUntil: 'commit' });
        const burger = page.locator('.site-header__burger');
        await burger.waitFor({ state: 'visible', timeout: 60_000 });
        await waitFor('the page asking for its scripts', () => held.length > 0, { timeoutMs: 60_000 });
        await burger.tap();
        await settle(page, 30_000);
        // The menu is open (its links drawn: a closed menu's are not) and every control in it usable.
        const shownLinks = await page.evaluate(
          () =>
            [...document.querySelectorAll('#mobile-menu a[href]')].filter((link) =>
              link.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            ).length,
        );
        expect(shownLinks).toBeGreaterThan(3);
        expect(await unusableControls(page, '#mobile-menu', { javaScript: false })).toEqual([]);
        expect(held.length).toBeGreaterThan(0);

        // Then the scripts arrive and the page hydrates under the open menu, still without a jump.
        for (const route of held.splice(0)) await route.continue();
        await page.unroute(/\/assets\/[^/]+\.js$/);
        await page.waitForLoadState('load', { timeout: 120_000 });
        expect(await page.evaluate(() => window.layoutShift)).toBe(0);
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});

describe('the home arriving in pieces', () => {
  it.each(['/', '/ru', '/el'])(
    'when the line stops in the middle of the header of %s and the pictures come last, then the header is drawn only once it is whole, and nothing moves',
    async (path) => {
      let releasePage = () => {};
      const proxy = await startFaultProxy(site.server.url);
      proxy.applies = (method, url) => method === 'GET' && url === path;
      // The page up to its header's first tool: a line stopping there leaves the header half-built.
      proxy.fault = {
        kind: 'hold',
        at: (body) => body.indexOf('site-header__search'),
        released: new Promise<void>((resolve) => (releasePage = resolve)),
      };
      const context = await site.browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      const pictures: Route[] = [];
      let picturesHeld = true;
      try {
        const page = await context.newPage();
        await page.addInitScript(countLayoutShifts);
        // The fonts the head preloads come while the line waits (a font that came in the middle of a
        // frame could be swapped in after it: the browser's race, not the page's).
        const fontsComing = new Set<Request>();
        let fontsAsked = 0;
        page.on('request', (request) => {
          if (request.resourceType() === 'font') {
            fontsAsked += 1;
            fontsComing.add(request);
          }
        });
        page.on('requestfinished', (request) => fontsComing.delete(request));
        await page.route(
          (url) => url.pathname.startsWith('/uploads/'),
          (route) => (picturesHeld ? pictures.push(route) : route.continue()),
        );
        await page.goto(`${proxy.url}${path}`, { waitUntil: 'commit' });
        await waitFor('the first half of the header', () =>
          page.evaluate(() => document.querySelector('.site-header__bar') !== null),
        );
        // Two frames drawn with the half that has come: none of the header is on the screen.
        await nextFrames(page);
        expect(await drawnInHeader(page)).toEqual([]);
        await waitFor('the preloaded fonts', () => fontsAsked > 0 && fontsComing.size === 0);

        // The rest of the page comes, and the header is drawn whole, its logo's place kept.
        releasePage();
        await waitFor('the header drawn', async () =>
          (await drawnInHeader(page)).includes('site-header__burger'),
        );
        await nextFrames(page);
        expect(await drawnInHeader(page)).toEqual(
          expect.arrayContaining(['site-header__logo', 'site-header__search', 'site-header__burger']),
        );

        // Then the pictures (the logo among them) arrive, and nothing moves.
        picturesHeld = false;
        for (const route of pictures.splice(0)) await route.continue();
        await page.waitForLoadState('load');
        await nextFrames(page);
        expect(await page.evaluate(() => window.layoutShift)).toBe(0);
      } finally {
        releasePage();
        picturesHeld = false;
        await Promise.all(pictures.map((route) => route.continue().catch(() => {})));
        await context.close();
        await proxy.close();
      }
    },
    60_000,
  );
});

import type { Route } from 'playwright-core';
import { productionSiteForFile } from '../support/e2e-site';
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
        // Every layout shift not caused by the visitor, from the first paint on.
        await page.addInitScript(() => {
          window.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
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

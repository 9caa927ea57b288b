import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';
import { waitFor } from '../support/wait-for';

const site = productionSiteForFile();
const openPage = pageOpener(site);

/** The last-resort page's title, in every language: it must never be what a visitor meets here. */
const FALLBACK_TITLES =
  /An error occurred while showing the error page|При показе страницы ошибки|Παρουσιάστηκε σφάλμα/;

describe('a visitor whose connection drops', () => {
  it('when a link is clicked offline, then the page says so in the visitor’s language, the offline notice stays, and trying again once online leads to the page', async () => {
    const { page, log, close } = await openPage('/ru/about');
    try {
      await page.context().setOffline(true);
      await page.locator('.offline-notice').waitFor({ state: 'visible' });
      await markWindow(page);
      await page
        .locator('.site-header a[href="/ru/partners"], .site-footer a[href="/ru/partners"]')
        .first()
        .click();
      await page.locator('.error-page').waitFor();
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('Нет подключения к интернету');
      expect(main).not.toMatch(FALLBACK_TITLES);
      expect(await page.locator('.offline-notice').isVisible()).toBe(true);
      expect(await page.locator('.site-header__nav').isVisible()).toBe(true);
      expect(await windowKept(page)).toBe(true);

      await page.context().setOffline(false);
      await page.locator('.offline-notice').waitFor({ state: 'detached' });
      await page.locator('.error-page__retry').click();
      await page.waitForURL(`${site.server.url}/ru/partners`);
      await page.locator('main h1').waitFor();
      expect(await page.locator('.error-page').count()).toBe(0);
      expect(log.messages.filter((message) => !message.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual(
        [],
      );
    } finally {
      await close();
    }
  });
});

describe('a part that hydrates later whose code cannot be loaded', () => {
  it('when the footer’s code fails, then the page reloads once; when it fails again within a minute, then the visitor goes on browsing without an error page', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    try {
      // A deploy replaced the footer's chunk: it is gone.
      await page.route(/\/assets\/part-footer\.[^/]*\.js$/, (route) => route.abort());
      await page.goto(`${site.server.url}/el/about`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      // The footer comes near: its code is asked for, fails, and the page loads afresh.
      await page.locator('.site-footer').scrollIntoViewIfNeeded();
      await waitFor('the page loaded afresh', () => documents.length >= 2, {
        timeoutMs: 15_000,
        intervalMs: 50,
      });
      expect(documents).toHaveLength(2);
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      await markWindow(page);

      // Within the minute: no second reload, and no error page for want of the footer's code.
      await page.locator('.site-footer').scrollIntoViewIfNeeded();
      await page
        .locator('.site-header a[href="/el/partners"], .site-footer a[href="/el/partners"]')
        .first()
        .click();
      await page.waitForURL(`${site.server.url}/el/partners`);
      await page.locator('main h1').waitFor();
      expect(await windowKept(page)).toBe(true);
      expect(documents).toHaveLength(2);
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toMatch(FALLBACK_TITLES);
      expect(await page.locator('.error-page').count()).toBe(0);
      // The footer stays as the server drew it, with its links, on this page and after the layout
      // changes (the home's slides) and comes back.
      const footerLinks = () => page.locator('.site-footer a[href="/el/partners"]:visible').count();
      expect(await footerLinks()).toBe(1);
      await page.locator('.site-header a[href="/el"]').first().click();
      await page.waitForURL(`${site.server.url}/el`);
      const home = await page.locator('main h1').first().textContent();
      await page.locator('.site-header a[href="/el/about"]').first().click();
      await page.waitForURL(`${site.server.url}/el/about`);
      // The home (with a footer of its own) leaves before the page comes in: wait for the page, settled.
      await page.waitForFunction(
        (left) =>
          document.querySelector('main h1')?.textContent !== left &&
          document.querySelector('[class*="-enter-active"], [class*="-leave-active"]') === null,
        home,
      );
      await page.locator('.site-footer a[href="/el/partners"]').scrollIntoViewIfNeeded();
      expect(await footerLinks()).toBe(1);
      expect(await windowKept(page)).toBe(true);
      expect(documents).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

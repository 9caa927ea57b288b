import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

describe('services', () => {
  it('when a visitor goes from the services to a service and on to another, then no page is loaded in full and nothing is logged', async () => {
    const { page, log, documents, close } = await openPage('/ru/services');
    try {
      await markWindow(page);
      await page.locator('.services__grid a[href="/ru/services/investment"]').click();
      await page.waitForURL(`${site.server.url}/ru/services/investment`);
      await page.locator('main h1', { hasText: 'Инвестиции в недвижимость' }).waitFor();
      expect(await page.locator('.key-figures__item').count()).toBeGreaterThan(0);

      await page.locator('.other-services a[href="/ru/services/construction"]').click();
      await page.waitForURL(`${site.server.url}/ru/services/construction`);
      await page.locator('main h1', { hasText: 'Строительство' }).waitFor();
      expect(await page.locator('.other-services a[href="/ru/services/investment"]').count()).toBe(1);
      expect(await page.title()).toContain('DKG');

      expect(await windowKept(page)).toBe(true);
      expect(documents).toHaveLength(1);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('guide articles', () => {
  it('when a visitor follows the next and previous links of a guide article, then the neighbouring articles open', async () => {
    const { page, log, close } = await openPage('/business-in-greece/golden-visa-residence-permit');
    try {
      await markWindow(page);
      expect(await page.locator('.guide-pager a[rel="prev"]').count()).toBe(0);

      await page.locator('.guide-pager a[rel="next"]').click();
      await page.waitForURL(`${site.server.url}/business-in-greece/buying-property-in-greece`);
      await page.locator('main h1', { hasText: 'Buying property in Greece' }).waitFor();

      await page.locator('.guide-pager a[rel="next"]').click();
      await page.waitForURL(`${site.server.url}/business-in-greece/tax-number-and-bank-account`);
      await page.locator('main h1', { hasText: 'tax number' }).waitFor();

      await page.locator('.guide-pager a[rel="prev"]').click();
      await page.waitForURL(`${site.server.url}/business-in-greece/buying-property-in-greece`);
      // The address changes before React commits the new page: wait for its heading.
      await page.locator('main h1', { hasText: 'Buying property in Greece' }).waitFor();
      expect(await page.locator('.guide-pager a[rel="next"]').getAttribute('href')).toBe(
        '/business-in-greece/tax-number-and-bank-account',
      );

      expect(await windowKept(page)).toBe(true);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when a visitor picks a section in the contents, then the page moves to its heading', async () => {
    const { page, log, close } = await openPage('/el/business-in-greece/buying-property-in-greece');
    try {
      const entry = page.locator('.guide-contents a').nth(2);
      const target = decodeURIComponent((await entry.getAttribute('href')) ?? '');
      await entry.click();
      await page.waitForFunction((id) => decodeURIComponent(location.hash) === id, target);
      // The scroll may be smooth: wait for the heading to settle below the sticky header.
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top > 0 && top < 250;
      }, target.slice(1));
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the other catalogue pages', () => {
  it.each([
    '/events',
    '/ru/events/athens-riviera-open-days-2027',
    '/el/partners',
    '/certificates',
    '/ru/business-in-greece',
  ])('when %s loads, then it hydrates with no console error or warning', async (path) => {
    const { log, close } = await openPage(path);
    try {
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

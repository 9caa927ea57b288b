import type { Page } from 'playwright-core';
import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

async function openSearchPopup(page: Page) {
  await page.locator('.site-header__search').click();
  const popup = page.locator('.search-popup');
  await popup.waitFor({ state: 'visible' });
  return { popup, field: popup.locator('input[name="q"]') };
}

describe('searching from the header', () => {
  it('when a term is typed in the search popup and Enter is pressed, then the results page shows its hits', async () => {
    const { page, log, close } = await openPage('/about');
    try {
      await markWindow(page);
      const { popup, field } = await openSearchPopup(page);
      await field.fill('golden visa');
      await field.press('Enter');
      await page.waitForURL(`${site.server.url}/search-result?q=golden%20visa`);
      await page.locator('.search-hit').first().waitFor();
      await popup.waitFor({ state: 'detached' });
      expect(await windowKept(page)).toBe(true);
      expect(await page.locator('main h1').textContent()).toBe('Results for “golden visa”');
      expect(await page.locator('.search-group__title').first().textContent()).toBe('Services');
      expect(await page.locator('.search-hit__link[href="/services/golden-visa"]').count()).toBe(1);
      expect(await page.locator('.search-hit__excerpt mark').count()).toBeGreaterThan(0);
      // The results page has its own input, prefilled, and no search icon in the header.
      expect(await page.locator('main input[name="q"]').inputValue()).toBe('golden visa');
      expect(await page.locator('.site-header__search').count()).toBe(0);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the field is empty, then Enter does nothing and the arrow looks disabled', async () => {
    const { page, log, close } = await openPage('/ru/services');
    try {
      const { popup, field } = await openSearchPopup(page);
      const arrow = popup.locator('.search-input__submit');
      expect(await arrow.getAttribute('aria-disabled')).toBe('true');
      // A search would ask the server for the results page at once (its document or its data): none.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (['document', 'fetch', 'xhr'].includes(request.resourceType()))
          requests.push(new URL(request.url()).pathname);
      });
      const submitted = () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) =>
              document
                .querySelector('.search-popup form')
                ?.addEventListener(
                  'submit',
                  (event) =>
                    requestAnimationFrame(() => requestAnimationFrame(() => resolve(event.defaultPrevented))),
                  { once: true },
                ),
            ),
        );
      let prevented = submitted();
      await field.press('Enter');
      expect(await prevented).toBe(true);
      // The arrow only looks disabled (aria-disabled), so it can be clicked.
      prevented = submitted();
      await arrow.click({ force: true });
      expect(await prevented).toBe(true);
      expect(page.url()).toBe(`${site.server.url}/ru/services`);
      expect(await popup.isVisible()).toBe(true);
      await field.fill('   ');
      prevented = submitted();
      await field.press('Enter');
      expect(await prevented).toBe(true);
      expect(page.url()).toBe(`${site.server.url}/ru/services`);
      expect(requests.filter((path) => path.includes('search-result'))).toEqual([]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the clear icon is pressed, then the field is emptied and the icon goes away', async () => {
    const { page, log, close } = await openPage('/el/about');
    try {
      const { popup, field } = await openSearchPopup(page);
      const clear = popup.locator('.search-input__clear');
      expect(await clear.count()).toBe(0);
      await field.fill('ακίνητα');
      expect(await popup.locator('.search-input__submit').getAttribute('aria-disabled')).toBeNull();
      await clear.click();
      expect(await field.inputValue()).toBe('');
      expect(await clear.count()).toBe(0);
      expect(await popup.locator('.search-input__submit').getAttribute('aria-disabled')).toBe('true');
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the results page', () => {
  it('when a new term is searched from the results page, then its hits replace the old ones', async () => {
    const { page, log, close } = await openPage('/el/search-result?q=%CE%B2%CE%AF%CE%BB%CE%B1');
    try {
      expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
      expect(await page.title()).toContain('«βίλα»');
      const field = page.locator('main input[name="q"]');
      expect(await field.inputValue()).toBe('βίλα');
      await field.fill('ΚΡΗΤΗ');
      await field.press('Enter');
      await page.waitForURL(/\/el\/search-result\?q=%CE%9A%CE%A1%CE%97%CE%A4%CE%97$/);
      await page.locator('main h1', { hasText: 'ΚΡΗΤΗ' }).waitFor();
      expect(await field.inputValue()).toBe('ΚΡΗΤΗ');
      const marks = await page.locator('.search-hit__excerpt mark').allTextContents();
      expect(marks).toContain('Κρήτη');
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when nothing is found on a phone, then the suggestions are shown in one column', async () => {
    const { page, log, close } = await openPage('/search-result?q=zqxjv', {
      viewport: { width: 375, height: 800 },
    });
    try {
      await page.locator('.search-empty').waitFor();
      const links = await page
        .locator('.search-empty__link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links).toEqual(['/services', '/properties', '/contacts']);
      const [title, text] = await Promise.all(
        ['.search-empty__title', '.search-empty__text'].map((selector) =>
          page.locator(selector).boundingBox(),
        ),
      );
      expect(text!.x).toBe(title!.x);
      expect(text!.y).toBeGreaterThan(title!.y);
      const overflowing = await page
        .locator('main *')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
            .map((element) => element.className),
        );
      expect(overflowing).toEqual([]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

import type { Page } from 'playwright-core';
import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

const focusInsidePopup = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.project-popup__panel') !== null);

describe('the projects pages', () => {
  it.each(['/dkg-projects', '/ru/dkg-projects-old', '/el/dkg-projects/katoikies/201'])(
    'when %s loads, then it hydrates with no console error or warning',
    async (path) => {
      const { page, log, close } = await openPage(path);
      try {
        expect(await page.locator('.project-card').count()).toBeGreaterThan(0);
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('the project popup', () => {
  it('when a card is clicked, then the popup opens without a full load and Escape closes it back to the category', async () => {
    const { page, log, close } = await openPage('/dkg-projects/residential');
    try {
      await markWindow(page);
      const card = page.locator('.project-card__link').last();
      const href = await card.getAttribute('href');
      expect(href).toMatch(/^\/dkg-projects\/residential\/\d+$/);
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);

      await card.click();
      await page.waitForURL(`${site.server.url}${href}`);
      const dialog = page.locator('.project-popup__panel[role="dialog"]');
      await dialog.waitFor({ state: 'visible' });
      expect(await windowKept(page)).toBe(true);
      expect(await dialog.locator('h2').textContent()).toBe(await card.textContent());
      await page.waitForFunction(() => document.activeElement?.closest('.project-popup__panel') !== null);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      await page.keyboard.press('Escape');
      await page.waitForURL(`${site.server.url}/dkg-projects/residential`);
      await dialog.waitFor({ state: 'detached' });
      expect(await windowKept(page)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await focusInsidePopup(page)).toBe(false);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when a popup is opened by its URL, then Tab stays inside it and the header it leaves in reach, and the close control leads to the category', async () => {
    const { page, log, close } = await openPage('/ru/dkg-projects/zhilye-kompleksy/201');
    try {
      const dialog = page.locator('.project-popup__panel[role="dialog"]');
      await dialog.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.activeElement?.closest('.project-popup__panel') !== null);
      const visited = new Set<string>();
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() =>
          document.activeElement?.closest('.project-popup__panel')
            ? 'popup'
            : document.activeElement?.closest('.site-header')
              ? 'header'
              : 'elsewhere',
        );
        visited.add(where);
      }
      // Round the popup and the header (the language switcher stays usable), never the page behind.
      expect([...visited].sort()).toEqual(['header', 'popup']);
      await markWindow(page);
      await dialog.locator('.project-popup__close').click();
      await page.waitForURL(`${site.server.url}/ru/dkg-projects/zhilye-kompleksy`);
      await dialog.waitFor({ state: 'detached' });
      expect(await windowKept(page)).toBe(true);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
  it('when a project is opened from the search results, then its popup stays fixed to the screen in every frame of the page transition', async () => {
    const { page, log, close } = await openPage('/search-result?q=201');
    try {
      // Every frame until the transition is over: the popup's ancestors that would make it their
      // containing block (a transform or a filter) and so move or clip it with the page.
      await page.evaluate(() => {
        const frames: string[] = [];
        (window as unknown as { __frames: string[] }).__frames = frames;
        const tick = () => {
          const popup = document.querySelector('.project-popup');
          for (let element = popup?.parentElement; element; element = element.parentElement) {
            const style = getComputedStyle(element);
            if (style.transform !== 'none' || style.filter !== 'none' || style.backdropFilter !== 'none') {
              frames.push(`${element.tagName.toLowerCase()}.${element.className}: ${style.transform}`);
            }
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const link = page.locator('.search-page a[href^="/dkg-projects/"][href$="/201"]').first();
      await link.click();
      await page.locator('.project-popup__panel[role="dialog"]').waitFor({ state: 'visible' });
      await page.waitForFunction(
        () => document.querySelector('[class*="-enter-active"], [class*="-leave-active"]') === null,
      );
      const moved = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
      expect([...new Set(moved)]).toEqual([]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('without JavaScript', () => {
  it('when a card is followed, then the popup page opens and its close link leads back to the category', async () => {
    const context = await site.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1024, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.url}/ru/dkg-projects/zhilye-kompleksy`);
      const card = page.locator('.project-card__link').first();
      const href = await card.getAttribute('href');
      await card.click();
      await page.waitForURL(`${site.server.url}${href}`);
      await page.locator('.project-popup__panel[role="dialog"]').waitFor({ state: 'visible' });
      await page.locator('.project-popup__close').click();
      await page.waitForURL(`${site.server.url}/ru/dkg-projects/zhilye-kompleksy`);
      expect(await page.locator('.project-popup').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the language switcher on a category page', () => {
  it('when Greek is chosen, then the same category opens under its Greek slug', async () => {
    const { page, log, close } = await openPage('/dkg-projects/residential');
    try {
      await page.locator('.site-header__language summary').click();
      const greek = page.locator('.site-header__language .language-switcher__option[hreflang="el"]');
      await greek.waitFor({ state: 'visible' });
      await greek.click();
      await page.waitForURL(`${site.server.url}/el/dkg-projects/katoikies`);
      await page.waitForFunction(() => document.documentElement.lang === 'el');
      expect(await page.locator('main h1').textContent()).toBe('Κατοικίες');
      await page.locator('.site-header__language summary').click();
      const options = page.locator('.site-header__language .language-switcher__option');
      expect(await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/dkg-projects/residential',
        '/ru/dkg-projects/zhilye-kompleksy',
      ]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

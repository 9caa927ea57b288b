import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

describe('hydration', () => {
  it.each(['/', '/about', '/ru/services', '/el/dkg-projects', '/ru/no-such-page'])(
    'when %s loads, then it hydrates with no console error or warning',
    async (path) => {
      const { log, close } = await openPage(path);
      try {
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('client-side navigation', () => {
  it('when an internal link is clicked, then the page changes without a full load and its chunk is loaded', async () => {
    const { page, log, scripts, close } = await openPage('/');
    try {
      const initial = await page.$$eval('script[src]', (tags) =>
        tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname),
      );
      expect(initial.some((src) => src.includes('/page-home.'))).toBe(true);
      expect(initial.some((src) => src.includes('/page-editorial.'))).toBe(false);
      await markWindow(page);
      await page.locator('.site-header__nav a[href="/about"]').click();
      await page.waitForURL(`${site.server.url}/about`);
      await page.locator('main h1').waitFor();
      expect(await windowKept(page)).toBe(true);
      // The about page's chunk was not in the document: it was loaded by the browser (when idle or on the click).
      expect(scripts.some((script) => /\/assets\/page-editorial\.[0-9a-f]+\.js$/.test(script))).toBe(true);
      expect(await page.title()).not.toBe('');
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('projects menu', () => {
  it('when the projects item is clicked, then the full-screen menu lists All with the sum and each category', async () => {
    const { page, log, close } = await openPage('/about');
    try {
      await markWindow(page);
      await page.locator('.site-header__nav a[aria-controls="projects-menu"]').click();
      const menu = page.locator('#projects-menu');
      await menu.waitFor({ state: 'visible' });
      expect(page.url()).toBe(`${site.server.url}/about`);
      const titles = await menu.locator('.projects-menu__title').allTextContents();
      const counts = (await menu.locator('.projects-menu__count').allTextContents()).map(Number);
      expect(titles[0]).toBe('All');
      expect(titles.length).toBeGreaterThan(1);
      expect(counts[0]).toBe(counts.slice(1).reduce((sum, count) => sum + count, 0));
      expect(await menu.locator('a').first().getAttribute('href')).toBe('/dkg-projects/');

      const category = menu.locator('a').nth(1);
      const href = await category.getAttribute('href');
      expect(href).toMatch(/^\/dkg-projects\/[a-z0-9-]+$/);
      await category.click();
      await page.waitForURL(`${site.server.url}${href}`);
      await menu.waitFor({ state: 'hidden' });
      expect(await windowKept(page)).toBe(true);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the menu is open on a phone, then it takes the whole height; on a wide screen 60% of it', async () => {
    for (const [width, expected] of [
      [375, 1],
      [1440, 0.6],
    ] as const) {
      const { page, close } = await openPage('/el/about', { viewport: { width, height: 800 } });
      try {
        if (width < 1024) {
          await page.locator('.site-header__burger').click();
          await page.locator('.mobile-menu a[aria-controls="projects-menu"]').click();
        } else {
          await page.locator('.site-header__nav a[aria-controls="projects-menu"]').click();
        }
        const panel = page.locator('.projects-menu__inner');
        await panel.waitFor({ state: 'visible' });
        const box = await panel.boundingBox();
        expect(box!.height / 800).toBeCloseTo(expected, 1);
        expect(await page.locator('.projects-menu__title').first().textContent()).toBe('Όλα');
      } finally {
        await close();
      }
    }
  });
});

describe('language switcher', () => {
  it('when it opens, then it lists the other locales and leads to the same page in that language', async () => {
    const { page, log, close } = await openPage('/services/golden-visa');
    try {
      await page.locator('.site-header__language summary').click();
      const options = page.locator('.site-header__language .language-switcher__option');
      await options.first().waitFor({ state: 'visible' });
      expect(await options.allTextContents()).toEqual(['рус', 'Ελλ']);
      await markWindow(page);
      await options.first().click();
      await page.waitForURL(`${site.server.url}/ru/services/golden-visa`);
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      expect(await windowKept(page)).toBe(true);
      await page.locator('.site-header__language summary').click();
      expect(
        await page.locator('.site-header__language .language-switcher__option').allTextContents(),
      ).toEqual(['eng', 'Ελλ']);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('home slides', () => {
  it('when the visitor scrolls to the second slide, then the header fades, and it returns on the first', async () => {
    const { page, log, close } = await openPage('/');
    try {
      await page.evaluate(() => document.querySelector('[data-slide-index="1"]')?.scrollIntoView());
      await page.locator('.site-header[data-faded]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.querySelector('[data-slide-index="0"]')?.scrollIntoView());
      await page.locator('.site-header:not([data-faded])').waitFor({ state: 'attached' });
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the home is switched to another language in the page, then its slides still fade the header', async () => {
    const { page, log, close } = await openPage('/');
    try {
      await markWindow(page);
      await page.locator('.site-header__language summary').click();
      await page.locator('.site-header__language .language-switcher__option[hreflang="ru"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      await page.locator('main h1').first().waitFor();
      expect(await windowKept(page)).toBe(true);
      await page.evaluate(() => document.querySelector('[data-slide-index="1"]')?.scrollIntoView());
      await page.locator('.site-header[data-faded]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.querySelector('[data-slide-index="0"]')?.scrollIntoView());
      await page.locator('.site-header:not([data-faded])').waitFor({ state: 'attached' });
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

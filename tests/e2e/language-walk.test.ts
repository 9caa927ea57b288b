import type { Page } from 'playwright-core';
import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

async function switchTo(page: Page, label: string) {
  // The list ignores a toggle within 600 ms of the last one: a click that came too soon is made again.
  const summary = page.locator('.site-header__language summary');
  const opened = page.locator('.site-header__language[open]');
  for (let attempt = 1; ; attempt += 1) {
    await summary.click();
    try {
      await opened.waitFor({ state: 'attached', timeout: 1_000 });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
  const option = page.locator('.site-header__language .language-switcher__option', { hasText: label });
  const href = await option.getAttribute('href');
  await option.click();
  await page.waitForURL(`${site.server.url}${href}`);
  return href!;
}

describe('walking every kind of page through the language switcher', () => {
  it.each([
    ['/'],
    ['/about'],
    ['/services/golden-visa'],
    ['/properties?type=villa&sort=price-desc'],
    ['/properties/1001'],
    // (A project popup is modal: its switcher links are checked in the server-rendered HTML.)
    ['/dkg-projects/residential'],
    ['/events'],
    ['/business-in-greece/golden-visa-residence-permit'],
    ['/search-result?q=villa'],
  ])(
    'when %s is switched to Russian, Greek and back, then each step is the same page in that language',
    async (start) => {
      const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const log = recordConsole(page);
      try {
        await page.goto(`${site.server.url}${start}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
        const visited = [start];
        for (const [label, lang] of [
          ['рус', 'ru'],
          ['Ελλ', 'el'],
          ['eng', 'en'],
        ]) {
          visited.push(await switchTo(page, label));
          await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
          await page.locator('main h1').first().waitFor();
        }
        // Back in English: the very page the walk started from.
        expect(visited.at(-1)).toBe(start);
        expect(visited[1].startsWith('/ru')).toBe(true);
        expect(visited[2].startsWith('/el')).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
        expect(log.messages).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

import type { Page } from 'playwright-core';
import { pageOpener } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

/** The listing numbers of the properties a favourites page lists, in order. */
async function listedRefs(page: Page): Promise<number[]> {
  return page
    .locator('.favourites__item')
    .evaluateAll((items) =>
      items.map((item) =>
        Number(
          item.querySelector('.property-card__link')?.getAttribute('href')?.split('/').pop() ??
            /\d+/.exec(item.querySelector('.favourites__gone-title')?.textContent ?? '')?.[0],
        ),
      ),
    );
}

/** The listing numbers of a comparison's columns, in order. */
async function comparedRefs(page: Page): Promise<number[]> {
  const refs = await page.locator('.compare__head .compare__ref').allTextContents();
  return refs.map((text) => Number(/\d+/.exec(text)?.[0]));
}

const cardRef = async (page: Page, index: number) =>
  Number(
    (await page.locator('.properties__grid .property-card__link').nth(index).getAttribute('href'))!
      .split('/')
      .pop(),
  );

/** Scrolled into view, the element a click at the middle of its box lands on is the locator's element. */
async function reachable(page: Page, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

describe('favourites', () => {
  it('when three properties are saved from cards and a property page, then the favourites list them, and give the link that carries them', async () => {
    const { page, log, close } = await openPage('/properties');
    try {
      const first = await cardRef(page, 0);
      const second = await cardRef(page, 1);
      const hearts = page.locator('.properties__grid .property-card__favourite');
      expect(await reachable(page, '.properties__grid li:nth-child(1) .property-card__favourite')).toBe(true);
      await hearts.nth(0).click();
      await hearts.nth(1).click();
      expect(await hearts.nth(0).getAttribute('aria-pressed')).toBe('true');
      expect(await hearts.nth(1).getAttribute('aria-pressed')).toBe('true');
      expect(await hearts.nth(2).getAttribute('aria-pressed')).toBe('false');
      expect(await page.locator('.site-header__favourites').getAttribute('aria-label')).toBe(
        'Favourites: 2 properties',
      );

      // The third from its page, with the keyboard: Enter saves, Space forgets, Space saves again.
      await page.goto(`${site.server.url}/properties/1012`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      const save = page.getByRole('button', { name: 'Save to favourites' });
      await save.focus();
      await page.keyboard.press('Enter');
      expect(await save.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Space');
      expect(await save.getAttribute('aria-pressed')).toBe('false');
      await page.keyboard.press('Space');
      expect(await save.getAttribute('aria-pressed')).toBe('true');

      await page.locator('.site-header__favourites').click();
      await page.waitForURL(`${site.server.url}/favourites?refs=${first},${second},1012`);
      await page.locator('.favourites__item').nth(2).waitFor();
      expect(await listedRefs(page)).toEqual([first, second, 1012]);
      expect(await page.locator('.copy-link__link').getAttribute('href')).toBe(
        `/favourites?refs=${first},${second},1012`,
      );
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([true, false])(
    'when the link of a list is opened on another device (JavaScript: %s), then it shows the same properties, rendered on the server',
    async (javaScriptEnabled) => {
      const shared = '/favourites?refs=1003,1001,1012';
      const { page, log, close } = await openPage(shared, { javaScriptEnabled });
      try {
        expect(await listedRefs(page)).toEqual([1003, 1001, 1012]);
        expect(page.url()).toBe(`${site.server.url}${shared}`);
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('when the ticked properties are compared, then a table has a column each, and its link works without JavaScript', async () => {
    const { page, log, close } = await openPage('/favourites?refs=1003,1001,1012');
    try {
      await page.getByRole('button', { name: 'Compare selected' }).click();
      await page.waitForURL(`${site.server.url}/compare?refs=1003,1001,1012`);
      await page.locator('.compare__table').waitFor();
      expect(await comparedRefs(page)).toEqual([1003, 1001, 1012]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
    const sent = await openPage('/compare?refs=1003,1001,1012', { javaScriptEnabled: false });
    try {
      expect(await comparedRefs(sent.page)).toEqual([1003, 1001, 1012]);
      expect(await sent.page.locator('.compare__table tbody tr').count()).toBe(9);
    } finally {
      await sent.close();
    }
  });

  it('when a property is removed from the visitor’s own list, then the list and its address follow', async () => {
    const { page, log, close } = await openPage('/properties/1004');
    try {
      await page.getByRole('button', { name: 'Save to favourites' }).click();
      await page.goto(`${site.server.url}/properties/1005`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      await page.getByRole('button', { name: 'Save to favourites' }).click();
      await page.goto(`${site.server.url}/ru/favourites`, { waitUntil: 'networkidle' });
      await page.waitForURL(`${site.server.url}/ru/favourites?refs=1004,1005`);
      await page.locator('.favourites__item').nth(1).waitFor();

      await page.locator('.favourites__item').nth(0).locator('.favourites__remove').click();
      await page.waitForURL(`${site.server.url}/ru/favourites?refs=1005`);
      await page.waitForFunction(() => document.querySelectorAll('.favourites__item').length === 1);
      expect(await listedRefs(page)).toEqual([1005]);
      expect(await page.locator('.site-header__favourites').getAttribute('aria-label')).toBe(
        'Избранное: 1 объект',
      );
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when a listed property was sold or removed, then its place says so', async () => {
    const { page, close } = await openPage('/el/favourites?refs=1007,1001,1099');
    try {
      expect(await listedRefs(page)).toEqual([1007, 1001, 1099]);
      const notices = await page
        .locator('.favourites__item')
        .evaluateAll((items) =>
          items.map((item) => item.querySelector('.favourites__notice')?.textContent ?? null),
        );
      expect(notices).toEqual(['Το ακίνητο έχει πωληθεί', null, 'Το ακίνητο δεν διατίθεται πλέον']);
    } finally {
      await close();
    }
  });
});

describe('without JavaScript', () => {
  it('when the scripts do not run, then no heart is shown that could keep nothing', async () => {
    const { page, close } = await openPage('/properties/1001', { javaScriptEnabled: false });
    try {
      expect(await page.locator('.favourite-button').count()).toBeGreaterThan(0);
      expect(await page.locator('.favourite-button:visible').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('when boxes are ticked on a shared list and the form is sent, then the comparison of those is rendered', async () => {
    const { page, close } = await openPage('/ru/favourites?refs=1001,1004,1012,1002', {
      javaScriptEnabled: false,
    });
    try {
      const ticks = page.locator('.favourites__tick input');
      expect(
        await ticks.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
      ).toEqual([true, true, true, true]);
      await ticks.nth(1).uncheck();
      await Promise.all([
        page.waitForURL(/\/ru\/compare\?/),
        page.locator('.favourites__compare button').click(),
      ]);
      expect(await comparedRefs(page)).toEqual([1001, 1012, 1002]);

      await page.goto(`${site.server.url}/ru/compare?refs=1001`);
      expect(await page.locator('.compare__problem-title').textContent()).toBe(
        'Выберите хотя бы два объекта для сравнения.',
      );
    } finally {
      await close();
    }
  });
});

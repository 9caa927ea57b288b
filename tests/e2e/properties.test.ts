import type { Page } from 'playwright-core';
import { pageOpener, markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();
const openPage = pageOpener(site);

async function cardRefs(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('.properties__grid .property-card__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** The cards the server renders for a listing URL (what "show more" must append). */
async function serverRefs(page: Page, path: string): Promise<number[]> {
  const html = await (await page.request.get(`${site.server.url}${path}`)).text();
  return [...html.matchAll(/class="property-card__link" href="[^"]*\/properties\/(\d+)"/g)].map((match) =>
    Number(match[1]),
  );
}

describe('show more', () => {
  it('when "show more" is clicked, then the next pages are appended without a navigation', async () => {
    const { page, log, documents, close } = await openPage('/properties?sort=price-asc');
    try {
      await markWindow(page);
      const url = page.url();
      const first = await serverRefs(page, '/properties?sort=price-asc');
      const second = await serverRefs(page, '/properties?sort=price-asc&page=2');
      const third = await serverRefs(page, '/properties?sort=price-asc&page=3');
      expect(await cardRefs(page)).toEqual(first);

      const more = page.locator('.properties__more a.button');
      const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/_data');
      await more.click();
      await dataRequest;
      await page.waitForFunction(
        (count) => document.querySelectorAll('.properties__grid > li').length === count,
        first.length + second.length,
      );
      expect(await cardRefs(page)).toEqual([...first, ...second]);
      expect(page.url()).toBe(url);
      expect(await windowKept(page)).toBe(true);
      // Focus moves to the first appended card, where reading carries on.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        `/properties/${second[0]}`,
      );
      expect(await page.locator('.properties__shown').textContent()).toBe(
        `Showing ${first.length + second.length} of 24`,
      );

      await more.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('.properties__grid > li').length === count,
        24,
      );
      expect(await cardRefs(page)).toEqual([...first, ...second, ...third]);
      expect(await more.count()).toBe(0);
      expect(page.url()).toBe(url);
      expect(documents).toHaveLength(1);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the listing changes after "show more", then the appended cards are dropped', async () => {
    const { page, log, close } = await openPage('/ru/properties');
    try {
      await page.locator('.properties__more a.button').click();
      await page.waitForFunction(() => document.querySelectorAll('.properties__grid > li').length === 18);
      await page.locator('select[name="type"]').selectOption('villa');
      await page.waitForURL(`${site.server.url}/ru/properties?type=villa`);
      await page.waitForFunction(() => document.querySelectorAll('.properties__grid > li').length < 18);
      expect(await cardRefs(page)).toEqual(await serverRefs(page, '/ru/properties?type=villa'));
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the filter form', () => {
  it('when filters are chosen, then the listing follows them without reloading the page', async () => {
    const { page, log, documents, close } = await openPage('/el/properties');
    try {
      await markWindow(page);
      await page.locator('select[name="region"]').selectOption('crete');
      await page.waitForURL(`${site.server.url}/el/properties?region=crete`);
      await page.locator('.property-filters__count', { hasText: '3 ακίνητα' }).waitFor();
      const places = await page.locator('.properties__grid .property-card__place').allTextContents();
      expect(places.every((place) => place.startsWith('Κρήτη'))).toBe(true);

      await page.locator('input[name="priceMax"]').fill('400000');
      await page.locator('input[name="priceMax"]').press('Enter');
      await page.waitForURL(`${site.server.url}/el/properties?region=crete&priceMax=400000`);
      await page.locator('.property-filters__count', { hasText: '2 ακίνητα' }).waitFor();
      expect(await cardRefs(page)).toEqual(
        await serverRefs(page, '/el/properties?region=crete&priceMax=400000'),
      );

      await page.locator('select[name="sort"]').selectOption('price-asc');
      await page.waitForURL(`${site.server.url}/el/properties?region=crete&priceMax=400000&sort=price-asc`);
      await page.locator('.property-filters__clear').click();
      await page.waitForURL(`${site.server.url}/el/properties?sort=price-asc`);
      await page.locator('.property-filters__count', { hasText: '24 ακίνητα' }).waitFor();
      expect(await page.locator('select[name="region"]').inputValue()).toBe('');
      expect(await page.locator('input[name="priceMax"]').inputValue()).toBe('');
      expect(await windowKept(page)).toBe(true);
      expect(documents).toHaveLength(1);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  /** The message of an inverted range, if a visitor can see it where it is, and the fields it describes. */
  async function rangeMessage(page: Page) {
    const message = page.locator('.property-filters__error');
    await message.waitFor();
    const id = await message.getAttribute('id');
    const reachable = await message.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    });
    const described = await page
      .locator(`.property-filters input[aria-invalid="true"][aria-describedby="${id}"]`)
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')));
    return { text: await message.textContent(), reachable, described };
  }

  it('when the minimum price typed is above the maximum, then the listing says so beside the filters and marks both fields', async () => {
    const { page, log, documents, close } = await openPage('/ru/properties');
    try {
      await page.locator('input[name="priceMin"]').fill('900000');
      await page.locator('input[name="priceMin"]').press('Tab');
      await page.waitForURL(`${site.server.url}/ru/properties?priceMin=900000`);
      // The listing of that address is rendered (it offers to clear its filter) before the next field.
      await page.locator('.property-filters__clear').waitFor();
      await page.locator('input[name="priceMax"]').fill('300000');
      await page.locator('input[name="priceMax"]').press('Enter');
      await page.waitForURL(`${site.server.url}/ru/properties?priceMin=900000&priceMax=300000`);
      expect(await rangeMessage(page)).toEqual({
        text: 'Минимальная цена выше максимальной. Измените одну из них, чтобы увидеть объекты.',
        reachable: true,
        described: ['priceMin', 'priceMax'],
      });
      expect(await cardRefs(page)).toEqual([]);
      expect(await page.locator('.properties__empty').count()).toBe(0);

      await page.locator('input[name="priceMax"]').fill('3000000');
      await page.locator('input[name="priceMax"]').press('Enter');
      await page.waitForURL(`${site.server.url}/ru/properties?priceMin=900000&priceMax=3000000`);
      await page.locator('.properties__grid .property-card__link').first().waitFor();
      expect(await page.locator('.property-filters__error').count()).toBe(0);
      expect(await page.locator('.property-filters [aria-invalid]').count()).toBe(0);
      expect(documents).toHaveLength(1);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when JavaScript is off and the minimum price sent is above the maximum, then the page says so in its language', async () => {
    const { page, close } = await openPage('/el/properties', {
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    try {
      await page.locator('input[name="priceMin"]').fill('900000');
      await page.locator('input[name="priceMax"]').fill('300000');
      await Promise.all([
        page.waitForURL(/priceMax=300000/),
        page.locator('.property-filters button[type="submit"]').click(),
      ]);
      await page.locator('.property-filters__error').scrollIntoViewIfNeeded();
      expect(await rangeMessage(page)).toEqual({
        text: 'Η ελάχιστη τιμή είναι μεγαλύτερη από τη μέγιστη. Αλλάξτε μία από τις δύο για να δείτε ακίνητα.',
        reachable: true,
        described: ['priceMin', 'priceMax'],
      });
      expect(await cardRefs(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when JavaScript is off, then the form filters by a plain GET request', async () => {
    const { page, close } = await openPage('/properties', { javaScriptEnabled: false });
    try {
      await page.locator('select[name="type"]').selectOption('house');
      await page.locator('select[name="bedrooms"]').selectOption('4');
      await Promise.all([
        page.waitForURL(/type=house/),
        page.locator('.property-filters button[type="submit"]').click(),
      ]);
      expect(new URL(page.url()).searchParams.get('bedrooms')).toBe('4');
      expect(await page.locator('.property-filters__count').textContent()).toBe('1 property');
      expect(await cardRefs(page)).toEqual([1022]);
    } finally {
      await close();
    }
  });
});

describe('the property gallery', () => {
  async function mainPicture(page: Page) {
    return page.locator('.property-gallery__image').getAttribute('src');
  }

  it('when a thumbnail is chosen, then the main picture switches to it in place', async () => {
    const { page, log, documents, close } = await openPage('/properties/1001');
    try {
      const thumbs = page.locator('.property-gallery__thumb');
      expect(await thumbs.count()).toBe(5);
      const before = await mainPicture(page);
      const target = (await thumbs.nth(2).getAttribute('href'))!;
      const name = (url: string | null) =>
        (url ?? '')
          .split('/')
          .pop()!
          .replace(/^(thumbnail|small|medium|large)_/, '');

      await thumbs.nth(2).click();
      await page.waitForFunction(
        (previous) => document.querySelector('.property-gallery__image')?.getAttribute('src') !== previous,
        before,
      );
      expect(name(await mainPicture(page))).toBe(name(target));
      expect(await thumbs.nth(2).getAttribute('aria-current')).toBe('true');
      expect(page.url()).toBe(`${site.server.url}/properties/1001`);

      // The thumbnails are operated with the keyboard too.
      await thumbs.nth(2).focus();
      await page.keyboard.press('ArrowRight');
      expect(await thumbs.nth(3).getAttribute('aria-current')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        await thumbs.nth(3).getAttribute('href'),
      );
      expect(name(await mainPicture(page))).toBe(name(await thumbs.nth(3).getAttribute('href')));
      await page.keyboard.press('Home');
      expect(name(await mainPicture(page))).toBe(name(before));

      expect(documents).toHaveLength(1);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

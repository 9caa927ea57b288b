import request from 'supertest';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { startTestSite, type TestSite } from '../support/site';

/**
 * /favourites and /compare read a list of listing numbers from their address (`?refs=`), render it on
 * the server, and answer every list, however malformed, with a page: never an error.
 */

// The first page of a site builds its renderer and fills the content cache: seconds on a busy machine.
jest.setTimeout(30_000);

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

const get = (path: string) => request(site.app).get(path);

/** The listing numbers of the cards (or gone properties) of a favourites page, in order. */
function listedRefs(html: string): number[] {
  return [...html.matchAll(/<li class="favourites__item">.*?(?=<li class="favourites__item">|<\/ul>)/gs)].map(
    (item) =>
      Number(
        /name="refs" value="(\d+)"|\/properties\/(\d+)|(?:Ref\. |№ |Αρ\. )(\d+)/
          .exec(item[0])!
          .slice(1)
          .find(Boolean),
      ),
  );
}

/** The listing numbers of a comparison's columns, in order. */
function comparedRefs(html: string): number[] {
  return [
    ...html.matchAll(
      /<th scope="col" class="compare__head">.*?<span class="compare__ref">[^<]*?(\d+)<\/span>/gs,
    ),
  ].map((match) => Number(match[1]));
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('the favourites page', () => {
  it.each(LOCALES)(
    'when /favourites is asked for in %s without a list, then it says how to add some and links to the listing',
    async (locale) => {
      const page = await get(localizePath('/favourites', locale));
      expect(page.status).toBe(200);
      expect(page.text).toContain('class="favourites-empty"');
      expect(page.text).toContain(`href="${localizePath('/properties', locale)}"`);
      expect(page.text).toContain('<meta name="robots" content="noindex, follow">');
    },
  );

  it('when a shared list is opened, then its properties are rendered in its order, with their compare boxes', async () => {
    const page = await get('/ru/favourites?refs=1012,1001,1004');
    expect(page.status).toBe(200);
    expect(listedRefs(page.text)).toEqual([1012, 1001, 1004]);
    expect(page.text).toContain('action="/ru/compare"');
    expect(canonical(page.text)).toBe('http://site.test/ru/favourites?refs=1012%2C1001%2C1004');
  });

  it('when the list has bad, repeated and too many numbers, then the valid ones count once, at most 24', async () => {
    const refs = [
      'abc',
      '0',
      '-3',
      '1001',
      '1001',
      '1.5',
      '1004',
      ...Array.from({ length: 40 }, (_v, i) => 2000 + i),
    ];
    const page = await get(`/favourites?refs=${refs.join(',')}&utm_source=x`);
    expect(page.status).toBe(200);
    const listed = listedRefs(page.text);
    expect(listed).toHaveLength(24);
    expect(listed.slice(0, 3)).toEqual([1001, 1004, 2000]);
    expect(canonical(page.text)).toBe(`http://site.test/favourites?refs=${listed.join('%2C')}`);
  });

  it('when the list comes as repeated parameters (a form of checkboxes), then it is the same page', async () => {
    const page = await get('/favourites?refs=1001&refs=1004');
    expect(listedRefs(page.text)).toEqual([1001, 1004]);
    expect(canonical(page.text)).toBe('http://site.test/favourites?refs=1001%2C1004');
  });

  it('when the list holds nothing valid, then it is the empty page', async () => {
    for (const query of ['?refs=', '?refs=x,y', '?refs=99999999999', `?refs=${'9'.repeat(5000)}`]) {
      const page = await get(`/el/favourites${query}`);
      expect([query, page.status]).toEqual([query, 200]);
      expect(page.text).toContain('class="favourites-empty"');
    }
  });

  it('when a listed property was sold or removed, then the page says so in its place', async () => {
    const page = await get('/favourites?refs=1007,1001,1099');
    expect(listedRefs(page.text)).toEqual([1007, 1001, 1099]);
    expect(page.text).toContain('This property has been sold');
    expect(page.text).toContain('This property is no longer listed');
    // A removed property cannot be compared; the sold one still can.
    expect(page.text).toMatch(/<input type="checkbox" name="refs"[^>]*value="1007"/);
    expect(page.text).not.toMatch(/<input type="checkbox" name="refs"[^>]*value="1099"/);
    const russian = await get('/ru/favourites?refs=1007,1099');
    expect(russian.text).toContain('Этот объект продан');
    expect(russian.text).toContain('Этот объект снят с продажи');
  });

  it('when two spellings of one list are asked for, then the second is a hit of the page cache', async () => {
    expect((await get('/favourites?refs=1002,1003')).headers['x-cache']).toBe('MISS');
    expect((await get('/favourites?refs=1002&refs=1003&refs=1002&fbclid=1')).headers['x-cache']).toBe('HIT');
  });

  it('when the sitemap is read, then neither favourites nor comparisons are in it', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).toContain('/properties</loc>');
    expect(sitemap).not.toMatch(/favourites|compare/);
  });
});

describe('the comparison', () => {
  it.each(LOCALES)(
    'when three properties are compared in %s, then a column each, in order',
    async (locale) => {
      const page = await get(localizePath('/compare?refs=1004,1001,1012', locale));
      expect(page.status).toBe(200);
      expect(comparedRefs(page.text)).toEqual([1004, 1001, 1012]);
      expect(page.text).toContain('<meta name="robots" content="noindex, follow">');
    },
  );

  it('when properties are compared, then each row has the property’s facts, the price per m² computed', async () => {
    const page = await get('/compare?refs=1001,1002');
    const row = (label: string) =>
      [
        ...new RegExp(`<th scope="row">${label}</th>(.*?)</tr>`, 's')
          .exec(page.text)![1]
          .matchAll(/<td>(.*?)<\/td>/gs),
      ].map((cell) => cell[1].replace(/<[^>]+>/g, ''));
    const prices = row('Price');
    const areas = row('Area');
    const perMetre = row('Price per m²');
    for (const index of [0, 1]) {
      const price = Number(prices[index].replace(/\D/g, ''));
      const area = Number(areas[index].replace(/[^\d.]/g, ''));
      expect(perMetre[index]).toBe(`€${Math.round(price / area).toLocaleString('en-GB')}`);
    }
    for (const label of ['Bedrooms', 'Bathrooms', 'Year built', 'Region', 'Availability', 'Golden Visa']) {
      expect([label, row(label).length]).toEqual([label, 2]);
    }
  });

  it('when the Greek comparison is read, then its numbers are written the Greek way', async () => {
    const page = await get('/el/compare?refs=1001,1002');
    expect(page.text).toMatch(/<td>\d{1,3}(\.\d{3})+\u00a0€<\/td>/);
  });

  it.each([
    ['/compare', 'Choose at least two properties to compare.'],
    ['/compare?refs=1001', 'Choose at least two properties to compare.'],
    ['/compare?refs=1001,1001', 'Choose at least two properties to compare.'],
    ['/compare?refs=x,-1,0', 'Choose at least two properties to compare.'],
    [
      '/compare?refs=1001,1002,1003,1004,1005',
      'Up to four properties can be compared at a time: choose fewer.',
    ],
    ['/ru/compare?refs=1001', 'Выберите хотя бы два объекта для сравнения.'],
    [
      '/el/compare?refs=1,2,3,4,5,6',
      'Μπορείτε να συγκρίνετε έως τέσσερα ακίνητα κάθε φορά: επιλέξτε λιγότερα.',
    ],
  ])('when %s is asked for, then the page says what to do, not an error', async (path, message) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(message);
    expect(page.text).not.toContain('compare__table');
  });

  it('when too many are asked for, then the page leads back to the same list in the favourites', async () => {
    const page = await get('/compare?refs=1001,1002,1003,1004,1005');
    expect(page.text).toContain('href="/favourites?refs=1001,1002,1003,1004,1005"');
  });

  it('when a compared property was sold or removed, then its column says so', async () => {
    const page = await get('/compare?refs=1013,1099,1001');
    expect(comparedRefs(page.text)).toEqual([1013, 1099, 1001]);
    expect(page.text).toContain('This property has been sold');
    expect(page.text).toContain('This property is no longer listed');
  });
});

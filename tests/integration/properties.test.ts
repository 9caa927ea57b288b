import request from 'supertest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

interface SeedProperty {
  reference: number;
  type: string;
  availability: string;
  region: string;
  price: number;
  area: number;
  bedrooms: number;
  featured: boolean;
  listedAt: string;
  goldenVisaEligible: boolean;
  location: { lat: number; lng: number };
  titles: Record<Locale, string>;
}

const PAGE_SIZE = 9;

function seedProperties(): SeedProperty[] {
  return demoDataset().collections['api::property.property'].map((entry) => {
    const shared = entry.shared as Omit<SeedProperty, 'titles'>;
    const titles = Object.fromEntries(
      LOCALES.map((locale) => [locale, String(entry.locales?.[locale]?.title)]),
    ) as Record<Locale, string>;
    return { ...shared, titles };
  });
}

const byRef = (a: SeedProperty, b: SeedProperty) => a.reference - b.reference;
const ORDERS: Record<string, (a: SeedProperty, b: SeedProperty) => number> = {
  '': (a, b) =>
    Number(b.featured) - Number(a.featured) || b.listedAt.localeCompare(a.listedAt) || byRef(a, b),
  'price-asc': (a, b) => a.price - b.price || byRef(a, b),
  'price-desc': (a, b) => b.price - a.price || byRef(a, b),
  newest: (a, b) => b.listedAt.localeCompare(a.listedAt) || byRef(a, b),
  area: (a, b) => b.area - a.area || byRef(a, b),
};

function expectedRefs(filter: (property: SeedProperty) => boolean = () => true, sort = ''): number[] {
  return seedProperties()
    .filter(filter)
    .sort(ORDERS[sort])
    .map((property) => property.reference);
}

function cardRefs(html: string): number[] {
  return [...html.matchAll(/class="property-card__link" href="[^"]*\/properties\/(\d+)"/g)].map((match) =>
    Number(match[1]),
  );
}

/** Main content only: the chrome's links and texts stay out of the assertions. */
function main(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

async function page(path: string) {
  const response = await request(site.app).get(path);
  return { status: response.status, html: response.text, main: main(response.text) };
}

/** Every card of a listing state, page after page. */
async function listingRefs(search: string): Promise<number[]> {
  const separator = search ? '&' : '';
  const refs: number[] = [];
  for (let number = 1; ; number += 1) {
    const { status, main } = await page(
      `/properties?${search}${number > 1 ? `${separator}page=${number}` : ''}`,
    );
    expect(status).toBe(200);
    const pageRefs = cardRefs(main);
    refs.push(...pageRefs);
    if (pageRefs.length < PAGE_SIZE || !main.includes('rel="next"')) return refs;
  }
}

const decode = (html: string) => html.replace(/&amp;/g, '&');

describe('the property listing in every locale', () => {
  const listingPage = demoDataset().singles['api::page-properties.page-properties'] as Record<
    Locale,
    { title: string; seo: { metaTitle: string; metaDescription: string } }
  >;
  const counts: Record<Locale, string> = { en: '24 properties', ru: '24 объекта', el: '24 ακίνητα' };
  const prices: Record<Locale, string> = { en: '€2,350,000', ru: '2 350 000 €', el: '2.350.000 €' };

  it.each(LOCALES)(
    'when /properties is asked for in %s, then the first page of cards is rendered',
    async (locale) => {
      const { status, html, main } = await page(localizePath('/properties', locale));
      expect(status).toBe(200);
      const content = listingPage[locale];
      expect(html).toContain(`<title>${content.seo.metaTitle}</title>`);
      expect(html).toContain(`<meta name="description" content="${content.seo.metaDescription}">`);
      expect(main).toContain(`<h1 class="hero-title properties__title">${content.title}</h1>`);
      expect(cardRefs(main)).toEqual(expectedRefs().slice(0, PAGE_SIZE));
      expect(main.replace(/\u00a0/g, ' ')).toContain(counts[locale]);
      // The first card is the featured villa 1001, its price written the locale's way.
      const first = seedProperties().find((property) => property.reference === expectedRefs()[0])!;
      expect(main).toContain(first.titles[locale]);
      expect(main.replace(/\u00a0/g, ' ')).toContain(prices[locale]);
      expect(main).toContain('property-card__status--available');
      expect(main).toContain('property-card__visa');
      expect(main).toMatch(/<form[^>]+action="[^"]*\/properties" method="get"/);
    },
  );
});

describe('sort orders', () => {
  it.each(['', 'price-asc', 'price-desc', 'newest', 'area'])(
    'when the listing is sorted by "%s", then every page follows that order',
    async (sort) => {
      expect(await listingRefs(sort ? `sort=${sort}` : '')).toEqual(expectedRefs(undefined, sort));
    },
  );
});

describe('filters', () => {
  it.each<[string, (property: SeedProperty) => boolean]>([
    ['type=villa', (property) => property.type === 'villa'],
    ['region=crete', (property) => property.region === 'crete'],
    ['status=reserved', (property) => property.availability === 'reserved'],
    ['priceMin=1000000', (property) => property.price >= 1_000_000],
    ['priceMax=400000', (property) => property.price <= 400_000],
    ['bedrooms=4', (property) => property.bedrooms >= 4],
    ['areaMin=300', (property) => property.area >= 300],
    ['areaMax=150', (property) => property.area <= 150],
    [
      'type=villa&areaMin=200&areaMax=400',
      (property) => property.type === 'villa' && property.area >= 200 && property.area <= 400,
    ],
    [
      'type=house&priceMin=400000&priceMax=800000',
      (property) => property.type === 'house' && property.price >= 400_000 && property.price <= 800_000,
    ],
  ])(
    'when the listing is filtered with %s, then exactly the matching properties are listed',
    async (search, filter) => {
      const expected = expectedRefs(filter);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(seedProperties().length);
      expect(await listingRefs(search)).toEqual(expected);
    },
  );

  it('when a filter is active, then the form shows it and offers to clear the filters (keeping the sort)', async () => {
    const { main } = await page('/el/properties?region=cyclades&sort=area');
    expect(main).toContain('<option value="cyclades" selected="">Κυκλάδες</option>');
    expect(main).toContain('<option value="area" selected="">');
    expect(main).toContain('href="/el/properties?sort=area"');
  });

  it.each<[Locale, string, string]>([
    ['en', 'Area from, m²', 'Area up to, m²'],
    ['ru', 'Площадь от, м²', 'Площадь до, м²'],
    ['el', 'Εμβαδόν από, τ.μ.', 'Εμβαδόν έως, τ.μ.'],
  ])(
    'when an area range is asked for in %s, then the form shows it under its labels and the pages keep it',
    async (locale, from, upTo) => {
      const { main } = await page(localizePath('/properties?areaMin=100&areaMax=500&sort=area', locale));
      expect(main).toContain(from);
      expect(main).toContain(upTo);
      expect(main).toMatch(/<input[^>]*name="areaMin"[^>]*value="100"/);
      expect(main).toMatch(/<input[^>]*name="areaMax"[^>]*value="500"/);
      const pageTwo = [...main.matchAll(/href="([^"]*page=2)"/g)].map((match) => match[1]);
      expect(pageTwo.length).toBeGreaterThan(0);
      for (const href of pageTwo) expect(href).toContain('areaMin=100&amp;areaMax=500');
      expect(main).toContain(`href="${localizePath('/properties?sort=area', locale)}"`);
    },
  );
});

describe('pagination', () => {
  const available = (property: SeedProperty) => property.availability === 'available';

  it('when a filtered listing has several pages, then the page links keep the filters and the sort', async () => {
    const { main } = await page('/properties?status=available&sort=price-desc');
    expect(cardRefs(main)).toEqual(expectedRefs(available, 'price-desc').slice(0, PAGE_SIZE));
    const next = decode(main).match(/<a class="pagination__step" rel="next" href="([^"]+)"/)?.[1];
    expect(next).toBe('/properties?status=available&sort=price-desc&page=2');
    expect(decode(main)).toContain(
      'aria-label="Page 2" href="/properties?status=available&sort=price-desc&page=2"',
    );
    // Without JavaScript, "show more" is a link to the next page.
    expect(decode(main)).toMatch(
      /<a class="button button--outline" href="\/properties\?status=available&sort=price-desc&page=2"/,
    );
  });

  it('when the second page is asked for, then it lists the next cards and links back to the first', async () => {
    const { status, html, main } = await page('/ru/properties?status=available&sort=price-desc&page=2');
    expect(status).toBe(200);
    expect(cardRefs(main)).toEqual(expectedRefs(available, 'price-desc').slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(decode(main)).toMatch(
      /<a class="pagination__step" rel="prev" href="\/ru\/properties\?status=available&sort=price-desc"/,
    );
    expect(main).toMatch(/aria-label="Страница 2" aria-current="page"/);
    expect(main).not.toContain('rel="next"');
    expect(html).toContain('— страница 2</title>');
  });

  it('when the browser asks for the next page data (show more), then it gets that page of cards as JSON', async () => {
    const response = await request(site.app)
      .get('/_data')
      .query({ path: '/properties?sort=newest&page=2', routes: 'properties___en' });
    expect(response.status).toBe(200);
    const data = response.body.loaderData.properties___en;
    expect(data.listing.page).toBe(2);
    expect(data.listing.pageCount).toBe(Math.ceil(seedProperties().length / PAGE_SIZE));
    expect(data.listing.items.map((item: { reference: number }) => item.reference)).toEqual(
      expectedRefs(undefined, 'newest').slice(PAGE_SIZE, 2 * PAGE_SIZE),
    );
    expect(data.state).toEqual({ currentPage: 2, pageCount: 3, sort: 'newest', moreItem: [] });
  });
});

describe('invalid query values', () => {
  it.each([
    'type=castle',
    'region=atlantis',
    'status=gone',
    'page=abc',
    'page=0',
    'priceMin=-5',
    'priceMax=lots',
    'bedrooms=two',
    'areaMin=-10',
    'areaMax=big',
    'areaMin=99999999',
    'sort=cheapest',
    'type=castle&page=abc&priceMin=-5&sort=%3Cscript%3E',
  ])('when the query has %s, then it is ignored and the plain listing is served', async (search) => {
    const { status, main } = await page(`/properties?${search}`);
    expect(status).toBe(200);
    expect(cardRefs(main)).toEqual(expectedRefs().slice(0, PAGE_SIZE));
    expect(main).not.toContain('<script');
  });
});

describe('a page beyond the last', () => {
  const lastPage = Math.ceil(expectedRefs().length / PAGE_SIZE);

  it.each(LOCALES)(
    'when a page beyond the last is asked for in %s, then it redirects to the last page with the other parameters kept',
    async (locale) => {
      const asked = await request(site.app).get(
        localizePath('/properties?status=available&sort=price-asc&page=99', locale),
      );
      const available = expectedRefs((property) => property.availability === 'available', 'price-asc');
      const last = Math.ceil(available.length / PAGE_SIZE);
      expect(last).toBeGreaterThan(1);
      const address = localizePath(`/properties?status=available&sort=price-asc&page=${last}`, locale);
      expect(asked.status).toBe(302);
      expect(asked.headers.location).toBe(address);
      const { status, html, main } = await page(address);
      expect(status).toBe(200);
      expect(decode(html)).toContain(`<link rel="canonical" href="http://site.test${address}">`);
      expect(cardRefs(main)).toEqual(available.slice((last - 1) * PAGE_SIZE));
    },
  );

  it('when the plain listing is asked for beyond its last page, then the last page is where it redirects', async () => {
    const asked = await request(site.app).get('/properties?page=99');
    expect(asked.status).toBe(302);
    expect(asked.headers.location).toBe(`/properties?page=${lastPage}`);
    const { main } = await page(asked.headers.location);
    expect(cardRefs(main)).toEqual(expectedRefs().slice((lastPage - 1) * PAGE_SIZE));
    expect(main).toContain(`aria-label="Page ${lastPage}" aria-current="page"`);
  });

  it('when nothing matches and a later page is asked for, then it redirects to the first', async () => {
    const asked = await request(site.app).get('/ru/properties?type=land&bedrooms=3&page=4');
    expect(asked.status).toBe(302);
    expect(asked.headers.location).toBe('/ru/properties?type=land&bedrooms=3');
  });

  it('when a client navigation asks for the data of a page beyond the last, then it is told to go to the last', async () => {
    const response = await request(site.app)
      .get('/_data')
      .query({ path: '/el/properties?sort=newest&page=7', routes: 'properties___el' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      redirect: `/el/properties?sort=newest&page=${lastPage}`,
      status: 302,
    });
  });
});

describe('a range whose minimum is above its maximum', () => {
  it.each<[Locale, string]>([
    ['en', 'The minimum price is above the maximum.'],
    ['ru', 'Минимальная цена выше максимальной.'],
    ['el', 'Η ελάχιστη τιμή είναι μεγαλύτερη από τη μέγιστη.'],
  ])(
    'when the minimum price is above the maximum in %s, then the listing says so beside the filters, marks both fields and shows no results',
    async (locale, message) => {
      const { status, main } = await page(
        localizePath('/properties?type=villa&priceMin=900000&priceMax=300000', locale),
      );
      expect(status).toBe(200);
      const id = /<p id="([^"]+)" class="property-filters__error" role="alert">([^<]+)<\/p>/.exec(main);
      expect(id?.[2]).toContain(message);
      for (const name of ['priceMin', 'priceMax']) {
        const field = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(main)?.[0] ?? '';
        expect(field).toContain('aria-invalid="true"');
        expect(field).toContain(`aria-describedby="${id?.[1]}"`);
      }
      // The message is inside the filter form, beside its fields.
      expect(main.indexOf(id![0])).toBeLessThan(main.indexOf('</form>'));
      expect(main.indexOf(id![0])).toBeGreaterThan(main.indexOf('<form'));
      expect(cardRefs(main)).toEqual([]);
      expect(main).not.toContain('properties__empty');
    },
  );

  it('when the minimum equals the maximum, then no field is marked and the properties at that price are shown', async () => {
    const { price } = seedProperties()[0];
    const { main } = await page(`/properties?priceMin=${price}&priceMax=${price}`);
    expect(main).not.toContain('aria-invalid');
    expect(main).not.toContain('property-filters__error');
    const refs = expectedRefs((property) => property.price === price);
    expect(refs.length).toBeGreaterThan(0);
    expect(cardRefs(main)).toEqual(refs.slice(0, PAGE_SIZE));
  });
});

describe('an empty result', () => {
  it.each<[Locale, string]>([
    ['en', 'No properties match these filters'],
    ['ru', 'Нет объектов, подходящих под эти условия'],
    ['el', 'Κανένα ακίνητο δεν ταιριάζει σε αυτά τα φίλτρα'],
  ])(
    'when nothing matches in %s, then a message and a link to clear the filters are shown',
    async (locale, message) => {
      const { status, main } = await page(localizePath('/properties?type=land&bedrooms=3', locale));
      expect(status).toBe(200);
      expect(cardRefs(main)).toEqual([]);
      expect(main).toContain(message);
      expect(main).toMatch(
        new RegExp(`<a class="button button--outline" href="${localizePath('/properties', locale)}"`),
      );
      expect(main).not.toContain('class="pagination"');
    },
  );
});

describe('a property page', () => {
  const villa = seedProperties().find((property) => property.reference === 1001)!;
  const facts: Record<Locale, string[]> = {
    en: [
      'Key facts',
      '€2,350,000',
      '420 m²',
      'Bedrooms',
      'Year built',
      '2019',
      'Villa',
      'Available',
      'Athens Riviera',
      'Eligible',
    ],
    ru: [
      'Основные характеристики',
      '2 350 000 €',
      '420 м²',
      'Спальни',
      'Год постройки',
      'Вилла',
      'В продаже',
      'Афинская Ривьера',
      'Подходит',
    ],
    el: [
      'Βασικά στοιχεία',
      '2.350.000 €',
      '420 τ.μ.',
      'Υπνοδωμάτια',
      'Έτος κατασκευής',
      'Βίλα',
      'Διαθέσιμο',
      'Αθηναϊκή Ριβιέρα',
      'Πληροί τις προϋποθέσεις',
    ],
  };
  const refLabels: Record<Locale, string> = { en: 'ref. 1001', ru: 'объект № 1001', el: 'κωδ. 1001' };

  it.each(LOCALES)(
    'when a property is asked for in %s, then its facts, text and location are shown',
    async (locale) => {
      const { status, html, main } = await page(localizePath('/properties/1001', locale));
      expect(status).toBe(200);
      expect(main).toContain(`<h1 class="property__title">${villa.titles[locale]}</h1>`);
      const text = main.replace(/\u00a0/g, ' ').replace(/<!-- -->/g, '');
      for (const fact of facts[locale]) expect(text).toContain(fact);
      expect(html).toContain(
        `<title>${villa.titles[locale]} — ${refLabels[locale]} — DKG Development</title>`,
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{40,160}">/);
      const { lat, lng } = villa.location;
      expect(decode(main)).toContain(
        `href="https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}" target="_blank" rel="noopener noreferrer"`,
      );
      expect(main).toContain('class="location-graphic"');
      expect(main).toMatch(
        /<ul class="property-gallery__thumbs">(<li><a class="property-gallery__thumb" href="http:\/\/media\.test\/uploads\/[^"]+")/,
      );
      expect(cardRefs(main)).toHaveLength(3);
      expect(cardRefs(main)).not.toContain(1001);
    },
  );

  it('when the description is in Markdown, then it is rendered as HTML with localized links', async () => {
    const { main } = await page('/ru/properties/1001');
    expect(main).toContain('<strong>Первый этаж:</strong>');
    expect(main).toContain('href="/ru/services/golden-visa"');
  });

  it.each([
    '/properties/9999',
    '/ru/properties/1',
    '/properties/abc',
    '/el/properties/12a',
    '/properties/-1001',
  ])('when %s is asked for, then it is a 404', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});

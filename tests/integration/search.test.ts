import request from 'supertest';
import { localizePath } from '../../src/navigation/paths';
import type { Locale } from '../../src/i18n/locales';
import { startTestSite, type TestSite } from '../support/site';
import { longWordStep } from '../../src/components/hero-title/hero-title';

interface RenderedGroup {
  kind: string;
  heading: string;
  hrefs: string[];
}

function searchPath(locale: Locale, term: string): string {
  return localizePath(`/search-result?q=${encodeURIComponent(term)}`, locale);
}

async function search(site: TestSite, locale: Locale, term: string) {
  const response = await request(site.app).get(searchPath(locale, term));
  expect(response.status).toBe(200);
  return { html: response.text, groups: renderedGroups(response.text) };
}

/** The result groups as rendered: their kind, heading and the links of their hits, in page order. */
function renderedGroups(html: string): RenderedGroup[] {
  return html
    .split('<section class="search-group"')
    .slice(1)
    .map((section) => ({
      kind: /aria-labelledby="search-group-([a-z]+)"/.exec(section)?.[1] ?? '',
      heading: /<h2[^>]*>([^<]+)<\/h2>/.exec(section)?.[1] ?? '',
      hrefs: [...section.matchAll(/<a class="search-hit__link" href="([^"]+)"/g)].map((match) => match[1]),
    }));
}

function hrefsOf(groups: RenderedGroup[], kind: string): string[] {
  return groups.find((group) => group.kind === kind)?.hrefs ?? [];
}

function allHrefs(groups: RenderedGroup[]): string[] {
  return groups.flatMap((group) => group.hrefs);
}

function marks(html: string): string[] {
  return [...html.matchAll(/<mark>([^<]+)<\/mark>/g)].map((match) => match[1]);
}

describe('the site search (/search-result)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('when an English term is searched, then a service and a property are found, grouped under their headings', async () => {
    const { html, groups } = await search(site, 'en', 'golden visa');
    expect(hrefsOf(groups, 'service')).toContain('/services/golden-visa');
    expect(hrefsOf(groups, 'property').some((href) => /^\/properties\/\d+$/.test(href))).toBe(true);
    const kinds = groups.map((group) => group.kind);
    expect(kinds.indexOf('service')).toBeLessThan(kinds.indexOf('property'));
    expect(groups.find((group) => group.kind === 'service')?.heading).toBe('Services');
    expect(groups.find((group) => group.kind === 'property')?.heading).toBe('Properties');
    expect(html).toContain('<mark>Golden Visa</mark>');
    expect(html).toMatch(/<p class="search-hit__excerpt">[^<]*<mark>/);
  });

  it('when a term is searched, then the page shows the input with the term, the count, and is not indexed', async () => {
    const { html } = await search(site, 'en', 'villa');
    expect(html).toMatch(/<title>Search results for “villa” — DKG Development<\/title>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toMatch(
      /<form role="search" class="search-input search-page__input"[^>]*>[\s\S]*?name="q" value="villa"\/>/,
    );
    expect(html).toMatch(/<p class="search-page__summary" role="status">\d+ results<\/p>/);
  });

  it('when the groups are in Russian and Greek, then their headings are too', async () => {
    const russian = await search(site, 'ru', 'вилла');
    expect(russian.groups.find((group) => group.kind === 'property')?.heading).toBe('Недвижимость');
    const greek = await search(site, 'el', 'βίλα');
    expect(greek.groups.find((group) => group.kind === 'property')?.heading).toBe('Ακίνητα');
    expect(greek.html).toMatch(/<title>Αποτελέσματα αναζήτησης για «βίλα»/);
  });

  it('when Greek is searched without tonos or in capitals, then text written with tonos is found and shown as written', async () => {
    const plain = await search(site, 'el', 'ακινητα');
    expect(hrefsOf(plain.groups, 'service')).toContain('/el/services/investment');
    expect(marks(plain.html)).toContain('ακίνητα');
    for (const term of ['ΑΚΙΝΗΤΑ', 'ΑΚΊΝΗΤΑ', 'ακίνητα']) {
      const other = await search(site, 'el', term);
      expect(allHrefs(other.groups)).toEqual(allHrefs(plain.groups));
    }
  });

  it('when Russian is searched with е for ё, with ё for е, or in capitals, then the words are found either way', async () => {
    // The Porto Heli villa's text has "вертолётная"; the bank's description has "счета" (without ё).
    const withE = await search(site, 'ru', 'вертолетная');
    expect(hrefsOf(withE.groups, 'property')).toContain('/ru/properties/1021');
    expect(marks(withE.html)).toContain('вертолётная');
    expect(allHrefs((await search(site, 'ru', 'ВЕРТОЛЁТНАЯ')).groups)).toEqual(allHrefs(withE.groups));

    const withYo = await search(site, 'ru', 'счёта');
    expect(hrefsOf(withYo.groups, 'partner')).toContain('/ru/partners');
    expect(marks(withYo.html)).toContain('счета');
    expect(allHrefs((await search(site, 'ru', 'СЧЕТА')).groups)).toEqual(allHrefs(withYo.groups));
  });

  it('when Latin text has diacritics, then it is found without them, and the other way round', async () => {
    const plain = await search(site, 'en', 'cafe');
    expect(hrefsOf(plain.groups, 'property').length).toBeGreaterThan(0);
    expect(marks(plain.html)).toContain('café');
    expect(allHrefs((await search(site, 'en', 'CAFÉ')).groups)).toEqual(allHrefs(plain.groups));
    const accented = await search(site, 'en', 'Gólden Vísa');
    expect(hrefsOf(accented.groups, 'service')).toContain('/services/golden-visa');
  });

  it('when nothing matches, then a no-results state suggests services, properties and contacts', async () => {
    const { html, groups } = await search(site, 'en', 'zqxjv');
    expect(groups).toEqual([]);
    expect(html).toContain('Nothing was found for “zqxjv”.');
    for (const href of ['/services', '/properties', '/contacts']) {
      expect(html).toContain(`<a class="search-empty__link" href="${href}"`);
    }
    const russian = await search(site, 'ru', 'zqxjv');
    expect(russian.html).toContain('По запросу «zqxjv» ничего не найдено.');
    expect(russian.html).toContain('<a class="search-empty__link" href="/ru/contacts"');
  });

  it.each(['!!!', '—', '🏠'])(
    'when the term has no words (%s), then it is the no-results state, not an error',
    async (term) => {
      const { html, groups } = await search(site, 'en', term);
      expect(groups).toEqual([]);
      expect(html).toContain('class="search-empty"');
    },
  );

  it('when no term is given, then the page shows the search input and a prompt', async () => {
    for (const path of ['/search-result', '/search-result?q=']) {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<h1 class="hero-title search-page__title">Search the site</h1>');
      expect(response.text).toMatch(/class="search-input search-page__input"[\s\S]*?name="q" value=""\/>/);
      expect(response.text).toContain('<p class="search-page__summary">Type a place');
      expect(response.text).not.toContain('search-group');
      expect(response.text).not.toContain('search-empty');
      expect(response.text).toContain('<meta name="robots" content="noindex, follow">');
    }
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])(
    'when the term is markup (%s), then it only ever appears escaped',
    async (probe) => {
      const { html } = await search(site, 'en', probe);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      const escaped = probe
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
      const step = longWordStep(`Results for “${probe}”`);
      const fit = step ? ` hero-title--fit-${step}` : '';
      expect(html).toContain(`<title>Search results for “${escaped}” — DKG Development</title>`);
      expect(html).toContain(`<h1 class="hero-title search-page__title${fit}">Results for “${escaped}”</h1>`);
    },
  );

  it('when the browser asks for the page data, then the hits come as JSON', async () => {
    const response = await request(site.app)
      .get('/_data')
      .query({ path: searchPath('el', 'Κρήτη'), routes: 'search-result___el' });
    expect(response.status).toBe(200);
    const data = response.body.loaderData['search-result___el'];
    expect(data.term).toBe('Κρήτη');
    expect(data.meta.noindex).toBe(true);
    expect(data.groups.length).toBeGreaterThan(0);
    expect(data.state).toEqual({ seacrhInputValue: 'Κρήτη' });
  });
});

describe('the search index follows content changes', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  function englishRow(uid: string, matches: (row: Record<string, unknown>) => boolean) {
    const row = site.content.store
      .list(uid)
      .find((candidate) => candidate.locale === 'en' && matches(candidate));
    if (!row) throw new Error(`no English row of ${uid}`);
    return row;
  }

  it('when an entry changes, then its new word is found once the cached content is gone, not before', async () => {
    const service = englishRow('api::service.service', (row) => row.slug === 'golden-visa');
    expect((await search(site, 'en', 'wisteria')).groups).toEqual([]);

    site.content.store.update('api::service.service', service.id, {
      summary: 'Residence in Greece for your family, and a home with wisteria over the terrace.',
    });
    expect((await search(site, 'en', 'wisteria')).groups).toEqual([]);

    site.cache.clear();
    const after = await search(site, 'en', 'wisteria');
    expect(hrefsOf(after.groups, 'service')).toEqual(['/services/golden-visa']);
    expect(marks(after.html)).toEqual(['wisteria']);
  });

  it('when the revalidation drops a type and invalidates the search, then the change is found', async () => {
    const partner = englishRow('api::partner.partner', () => true);
    expect((await search(site, 'en', 'hydrofoil')).groups).toEqual([]);
    site.content.store.update('api::partner.partner', partner.id, {
      description: 'Charters a hydrofoil between Piraeus and the Saronic islands for site visits.',
    });
    site.cache.invalidate(['api::partner.partner@en']);
    site.search.invalidate();
    expect(hrefsOf((await search(site, 'en', 'hydrofoil')).groups, 'partner')).toEqual(['/partners']);
  });
});

describe('the search when the content service fails', () => {
  it('when no index was ever built, then the search answers the error page with 503', async () => {
    const site = await startTestSite();
    try {
      site.content.faults.mode = 'error';
      const response = await request(site.app).get('/search-result?q=villa');
      expect(response.status).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await site.close();
    }
  });

  it('when an index was built before, then it keeps answering', async () => {
    const site = await startTestSite();
    try {
      const before = await search(site, 'en', 'villa');
      site.content.faults.mode = 'error';
      site.cache.clear();
      const during = await search(site, 'en', 'villa');
      expect(allHrefs(during.groups)).toEqual(allHrefs(before.groups));
    } finally {
      await site.close();
    }
  });
});

describe('the search by a property’s reference number', () => {
  let site: TestSite;
  // Each language's index is built by its first search; built here, the tests do not wait for it.
  beforeAll(async () => {
    site = await startTestSite();
    for (const locale of ['en', 'ru', 'el'] as const) await search(site, locale, 'villa');
  }, 60_000);
  afterAll(() => site.close());

  it.each<[Locale, string]>([
    ['en', '1001'],
    ['en', 'Ref. 1001'],
    ['en', 'ref 1001'],
    ['en', '#1001'],
    ['ru', 'номер 1001'],
    ['el', 'κωδ. 1001'],
  ])('when %s searches “%s”, then property 1001 is the first result', async (locale, term) => {
    const { groups } = await search(site, locale, term);
    expect(allHrefs(groups)[0]).toBe(localizePath('/properties/1001', locale));
  });

  it('when the number is in a longer search (“villa 1001”), then property 1001 is the first property found', async () => {
    const { groups } = await search(site, 'en', 'villa 1001');
    expect(hrefsOf(groups, 'property')[0]).toBe('/properties/1001');
  });

  it('when a number is no property’s reference, then no property is put first for it', async () => {
    const { groups } = await search(site, 'en', 'Ref. 999999');
    expect(hrefsOf(groups, 'property')).toEqual([]);
  });
});

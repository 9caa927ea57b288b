import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPages, checkSeo, readPage, type SeoReport } from '../../scripts/seo/check-seo';
import { validateJsonLd } from '../../scripts/seo/json-ld';
import { startTestSite, type TestSite } from '../support/site';

type JsonLd = Record<string, unknown>;

describe('npm run check:seo against the site with the demo content', () => {
  let site: TestSite;
  let server: http.Server;
  let report: SeoReport;

  beforeAll(async () => {
    site = await startTestSite();
    server = http.createServer(site.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    report = await checkSeo(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await site.close();
  });

  const page = (path: string) => {
    const found = report.pages.find((entry) => entry.url === `http://site.test${path}`);
    if (!found) throw new Error(`${path} is not in the sitemap`);
    return found;
  };
  const ofType = (path: string, type: string) =>
    page(path).jsonLd.find((document) => (document as JsonLd)['@type'] === type) as JsonLd | undefined;

  it('when every page of the sitemap is crawled, then none has a problem', () => {
    expect(report.problems).toEqual([]);
    expect(report.pages.length).toBeGreaterThan(200);
  });

  it('when the home and the contacts are read, then they name the company and its head office in their language', () => {
    for (const path of ['/', '/ru', '/el/contacts']) {
      const agent = ofType(path, 'RealEstateAgent');
      expect(agent).toMatchObject({ name: 'DKG Development', address: { '@type': 'PostalAddress' } });
      expect(String(agent?.telephone)).toMatch(/\d/);
    }
    const english = ofType('/', 'RealEstateAgent')?.address as JsonLd;
    const greek = ofType('/el', 'RealEstateAgent')?.address as JsonLd;
    expect(english.streetAddress).not.toEqual(greek.streetAddress);
  });

  it('when a property is read, then it is a listing with an offer in euros and breadcrumbs to it', () => {
    const listing = ofType('/ru/properties/1001', 'RealEstateListing');
    expect(listing).toMatchObject({
      inLanguage: 'ru-RU',
      url: 'http://site.test/ru/properties/1001',
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    expect((listing?.offers as JsonLd).price).toEqual(expect.any(Number));
    const crumbs = ofType('/ru/properties/1001', 'BreadcrumbList')?.itemListElement as JsonLd[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'http://site.test/ru',
      'http://site.test/ru/properties',
      'http://site.test/ru/properties/1001',
    ]);
    expect(crumbs[1].name).toBe('Недвижимость');
  });

  it('when an event is read, then it is an Event with its date and place', () => {
    const event = ofType('/events/athens-riviera-open-days-2027', 'Event');
    expect(event).toMatchObject({
      startDate: expect.stringMatching(/^2027-/),
      location: { '@type': 'Place' },
    });
  });

  it('when a guide article holds a question, then it is a FAQ page in each language', () => {
    for (const path of [
      '/business-in-greece/buying-property-in-greece',
      '/ru/business-in-greece/buying-property-in-greece',
      '/el/business-in-greece/buying-property-in-greece',
    ]) {
      const faq = ofType(path, 'FAQPage');
      const questions = faq?.mainEntity as JsonLd[];
      expect(questions.length).toBeGreaterThan(0);
      expect(String(questions[0].name)).toMatch(/[?;]$/);
    }
    expect(ofType('/business-in-greece/tax-number-and-bank-account', 'FAQPage')).toBeUndefined();
  });

  it('when a project is opened in its category, then the breadcrumbs lead through the category', () => {
    const crumbs = ofType('/dkg-projects/residential/201', 'BreadcrumbList')?.itemListElement as JsonLd[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'http://site.test/',
      'http://site.test/dkg-projects',
      'http://site.test/dkg-projects/residential',
      'http://site.test/dkg-projects/residential/201',
    ]);
  });
});

describe('the checks of check:seo', () => {
  const html = (lang: string, canonical: string, alternates: Record<string, string>, jsonLd = '') =>
    `<!DOCTYPE html><html lang="${lang}"><head><title>A page</title><link rel="canonical" href="${canonical}">${Object.entries(
      alternates,
    )
      .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
      .join('')}${jsonLd}</head><body></body></html>`;

  it('when alternates do not link back, a canonical points elsewhere or the language is wrong, then each is reported', () => {
    const pages = [
      readPage(
        'http://s/about',
        200,
        html('en', 'http://s/about', {
          en: 'http://s/about',
          ru: 'http://s/ru/about',
          el: 'http://s/el/about',
          'x-default': 'http://s/about',
        }),
      ),
      readPage(
        'http://s/ru/about',
        200,
        html('en', 'http://s/about', {
          en: 'http://s/other',
          ru: 'http://s/ru/about',
          el: 'http://s/el/about',
          'x-default': 'http://s/other',
        }),
      ),
      readPage('http://s/el/about', 404, ''),
    ];
    const problems = checkPages(pages).join('\n');
    expect(problems).toContain('http://s/ru/about: <html lang="en">, expected "ru"');
    expect(problems).toContain('http://s/ru/about: canonical is http://s/about');
    expect(problems).toContain(
      'http://s/about: hreflang="ru" leads to http://s/ru/about, which does not link back',
    );
    expect(problems).toContain('http://s/el/about: answered 404');
  });

  it('when JSON-LD lacks what its type requires, then it is invalid', () => {
    expect(
      validateJsonLd({ '@context': 'https://schema.org', '@type': 'Event', name: 'x', startDate: 'soon' }),
    ).toEqual([
      '$(Event).startDate must be an ISO 8601 date (is "soon")',
      '$(Event).location must be a Place (is undefined)',
    ]);
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: 'x',
        url: 'https://s/p',
        offers: { '@type': 'Offer', price: '1 000', priceCurrency: 'euro' },
      }),
    ).toHaveLength(2);
    expect(validateJsonLd({ '@context': 'https://example.org', '@type': 'Thing' })).toHaveLength(1);
  });

  it('when a page has no cards for a shared link or a relative picture, then it is reported', () => {
    const alternates = { en: 'http://s/', ru: 'http://s/ru', el: 'http://s/el', 'x-default': 'http://s/' };
    const bare = checkPages([readPage('http://s/', 200, html('en', 'http://s/', alternates))]).join('\n');
    expect(bare).toContain('http://s/: has no og:type, og:site_name, og:title, og:description, og:url');
    const relative = html(
      'en',
      'http://s/',
      alternates,
      '<meta property="og:image" content="/share.jpg"><meta property="og:url" content="http://s/other">',
    );
    const problems = checkPages([readPage('http://s/', 200, relative)]).join('\n');
    expect(problems).toContain('http://s/: og:image is not absolute');
    expect(problems).toContain('http://s/: og:url is not its canonical');
  });

  it('when a JSON-LD block is not JSON, then the page is reported', () => {
    const page = readPage(
      'http://s/',
      200,
      html('en', 'http://s/', {}, '<script type="application/ld+json">{oops</script>'),
    );
    expect(page.jsonLdErrors[0]).toMatch(/is not JSON/);
  });
});

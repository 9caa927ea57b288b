import request from 'supertest';
import { LOCALES } from '../../src/i18n/locales';
import { specRoutes } from '../support/routes';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

function footerCopyright(locale: string): string {
  const footer = demoDataset().singles['api::footer.footer'] as Record<string, { copyright: string }>;
  return footer[locale].copyright;
}

describe.each(LOCALES)('every route of the specification in %s', (locale) => {
  it.each(specRoutes(demoDataset(), locale))(
    'when %s is asked for, then it answers 200 with content',
    async (path) => {
      const response = await request(site.app).get(path);
      expect(response.status).toBe(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain(`<html lang="${locale}"`);
      // The chrome comes from the content service, in the page's language…
      expect(response.text).toContain(footerCopyright(locale).replace(/&/g, '&amp;'));
      // …and the page has its own heading.
      expect(response.text).toMatch(/<h1[^>]*>[^<]+/);
    },
  );
});

describe('locale prefixes', () => {
  it('when a path has a prefix that is not a locale, then it is a 404', async () => {
    const response = await request(site.app).get('/de/about');
    expect(response.status).toBe(404);
    expect(response.text).toContain('This page could not be found');
  });

  it('when a path has a trailing slash, then the same page is served with a canonical link without it', async () => {
    const response = await request(site.app).get('/ru/about/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<link rel="canonical" href="http://site.test/ru/about">');
  });

  it('when a browser asks in Russian with a cookie, then the prefix still decides the language', async () => {
    const response = await request(site.app)
      .get('/about')
      .set('Accept-Language', 'ru-RU,ru;q=0.9')
      .set('Cookie', 'i18next=el');
    expect(response.text).toContain('<html lang="en"');
  });
});

import request from 'supertest';
import { renderPreviewPaths } from '../../cms/scripts/generate-preview-paths';
import { entryPath, localizedPath } from '../../cms/src/lib/preview-url';
import { renderRouteLinks } from '../../scripts/generate-route-links';
import { LOCALES } from '../../src/i18n/locales';
import { createHref, href } from '../../src/navigation/href';
import { localizePath } from '../../src/navigation/paths';
import { breadcrumbs } from '../../src/loaders/structured-data.server';
import { previewPaths } from '../../src/routes/preview-paths';
import { pageRoutes, route, type PageRoute } from '../../src/routes/route-table';
import { startTestSite, type TestSite } from '../support/site';

/**
 * A route is one entry of the route table: a table with one more route (a news index and a news item,
 * shown with the services' pages and fed by the services' index) has their pages in the sitemap, their
 * content types in the CMS's preview map, their hreflang alternates and language switcher, their
 * JSON-LD and their links — with nothing else changed.
 */

const entry = (name: string) => pageRoutes.find((candidate) => candidate.name === name)!;

const news = route('news', 'news', {
  Component: entry('services').Component,
  loader: entry('services').loader,
  preview: { 'api::news-page.news-page': {} },
});

const newsItem = route('news-slug', 'news/:slug', {
  Component: entry('services-golden-visa').Component,
  loader: entry('services-golden-visa').loader,
  validate: ({ slug }) => /^[a-z0-9-]+$/.test(slug ?? ''),
  sitemap: [{ collection: 'services', identity: 'slug', params: { slug: 'slug' } }],
  structuredData: (input, page) => [breadcrumbs(input, [{ path: '/news', name: 'News' }], page.meta.title)],
  preview: { 'api::news-item.news-item': { slug: 'slug' } },
});

const routes = [...pageRoutes, news, newsItem] as const satisfies readonly PageRoute[];

/** The links of the table with the new routes, as `href` gives the site's. */
const links = createHref(routes);

const ORIGIN = 'http://site.test';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ overrides: { routes } });
});

afterAll(() => site.close());

describe('a route added to the route table', () => {
  it('when the sitemap is read, then it lists the new pages in every locale, each with its alternates', async () => {
    const sitemap = (await request(site.app).get('/sitemap.xml')).text;
    for (const path of ['/news', '/news/golden-visa']) {
      for (const locale of LOCALES) {
        const url = new RegExp(`<url><loc>${ORIGIN}${localizePath(path, locale)}</loc>(.*?)</url>`).exec(
          sitemap,
        );
        expect([path, locale, url !== null]).toEqual([path, locale, true]);
        for (const other of LOCALES) {
          expect(url![1]).toContain(
            `<xhtml:link rel="alternate" hreflang="${other}" href="${ORIGIN}${localizePath(path, other)}"/>`,
          );
        }
      }
    }
  });

  it('when the CMS preview map is written, then it holds the new content types on their paths, and a preview leads to the page', async () => {
    const written = JSON.parse(renderPreviewPaths(routes)) as Record<string, string>;
    expect(written).toEqual({
      ...previewPaths(pageRoutes),
      'api::news-page.news-page': '/news',
      'api::news-item.news-item': '/news/{slug}',
    });
    const path = localizedPath(entryPath(written['api::news-item.news-item'], { slug: 'golden-visa' }), 'el');
    expect(path).toBe('/el/news/golden-visa');
    expect((await request(site.app).get(path)).status).toBe(200);
  });

  it('when a new page is rendered, then its hreflang alternates and the language switcher lead to it in each locale', async () => {
    const page = await request(site.app).get('/ru/news/golden-visa');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/ru/news/golden-visa">`);
    for (const locale of LOCALES) {
      expect(page.text).toContain(
        `<link rel="alternate" hreflang="${locale}" href="${ORIGIN}${links('news-slug', { slug: 'golden-visa' }, locale)}">`,
      );
    }
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/news/golden-visa">`,
    );
    for (const locale of ['en', 'el'] as const) {
      expect(page.text).toMatch(
        new RegExp(
          `<a hrefLang="${locale}" lang="${locale}" class="language-switcher__option" href="${links('news-slug', { slug: 'golden-visa' }, locale)}"`,
        ),
      );
    }
  });

  it('when a new page is linked to, then href gives its link in each locale and the link leads to it', async () => {
    expect(LOCALES.map((locale) => links('news', {}, locale))).toEqual(['/news', '/ru/news', '/el/news']);
    expect(LOCALES.map((locale) => links('news-slug', { slug: 'golden-visa' }, locale))).toEqual([
      '/news/golden-visa',
      '/ru/news/golden-visa',
      '/el/news/golden-visa',
    ]);
    for (const link of [links('news', {}, 'ru'), links('news-slug', { slug: 'golden-visa' }, 'el')]) {
      expect([link, (await request(site.app).get(link)).status]).toEqual([link, 200]);
    }
    expect(links('properties-id', { id: 1001 }, 'ru')).toBe(href('properties-id', { id: 1001 }, 'ru'));
  });

  it("when the site's route links are written from the table, then they hold the new routes", () => {
    expect(renderRouteLinks(routes)).toContain(
      "  { name: 'news', path: 'news' },\n  { name: 'news-slug', path: 'news/:slug' },\n] as const;",
    );
  });

  it('when a new page is rendered, then its JSON-LD is what its entry builds', async () => {
    const page = await request(site.app).get('/el/news/golden-visa');
    const blocks = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (block) => JSON.parse(block[1]) as { '@type': string; itemListElement: Array<{ item: string }> },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(blocks[0].itemListElement.map((step) => step.item)).toEqual([
      `${ORIGIN}/el`,
      `${ORIGIN}/el/news`,
      `${ORIGIN}/el/news/golden-visa`,
    ]);
  });
});

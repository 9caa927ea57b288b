import request from 'supertest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { splitLocale } from '../../src/navigation/paths';
import { specRoutes } from '../support/routes';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

/** The switcher's links in the server-rendered HTML: locale → href. */
function switcherLinks(html: string): Partial<Record<Locale, string>> {
  const links: Partial<Record<Locale, string>> = {};
  for (const match of html.matchAll(
    /<a hrefLang="(en|ru|el)" lang="\1" class="language-switcher__option" href="([^"]+)"/g,
  )) {
    links[match[1] as Locale] ??= match[2].replace(/&amp;/g, '&');
  }
  return links;
}

/** The category slugs of each locale by category key, from the demo content. */
function categorySlugs(): Map<string, Record<Locale, string>> {
  const categories = demoDataset().collections['api::project-category.project-category'] as Array<{
    $key: string;
    locales: Record<Locale, { slugId: string }>;
  }>;
  return new Map(
    categories.map((category) => [
      category.$key,
      Object.fromEntries(LOCALES.map((locale) => [locale, category.locales[locale].slugId])) as Record<
        Locale,
        string
      >,
    ]),
  );
}

/** The same thing in another locale: shared keys keep their path; a category slug is translated. */
function expectedPath(neutral: string, from: Locale, to: Locale): string {
  const match = /^\/dkg-projects\/([^/]+)(\/.*)?$/.exec(neutral);
  if (!match) return neutral;
  const slugs = [...categorySlugs().values()].find((bySlug) => bySlug[from] === match[1]);
  return `/dkg-projects/${slugs![to]}${match[2] ?? ''}`;
}

describe.each(LOCALES)('the language switcher on every kind of page in %s', (from) => {
  it.each(specRoutes(demoDataset(), from))(
    'when %s links to the other languages, then each link is the same page there and answers 200',
    async (path) => {
      const page = await request(site.app).get(path);
      expect(page.status).toBe(200);
      const links = switcherLinks(page.text);
      const others = LOCALES.filter((locale) => locale !== from);
      expect(Object.keys(links).sort()).toEqual([...others].sort());
      const neutral = splitLocale(path.split('?')[0]).path.replace(/\/$/, '') || '/';
      for (const to of others) {
        const href = links[to]!;
        const target = splitLocale(href);
        expect(target.locale).toBe(to);
        expect(target.path).toBe(expectedPath(neutral, from, to));
        const answer = await request(site.app).get(href);
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(`<html lang="${to}"`);
      }
    },
  );
});

describe('hreflang alternates', () => {
  it('when a category page is rendered, then its alternates name the category in each language', async () => {
    const [key, slugs] = [...categorySlugs().entries()][0];
    const page = await request(site.app).get(`/ru/dkg-projects/${slugs.ru}`);
    expect(key).toBeTruthy();
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="el" href="http://site.test/el/dkg-projects/${slugs.el}">`,
    );
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="en" href="http://site.test/dkg-projects/${slugs.en}">`,
    );
  });
});

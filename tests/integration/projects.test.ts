import request from 'supertest';
import type { CollectionEntrySeed } from '@dkg/content-model';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

interface SeedCategory {
  key: string;
  slug: Record<Locale, string>;
  title: Record<Locale, string>;
}

interface SeedProject {
  reference: number;
  stage: string;
  category: string;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
}

function perLocale(entry: CollectionEntrySeed, field: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, String(entry.locales?.[locale]?.[field] ?? '')]),
  ) as Record<Locale, string>;
}

const seedCategories: SeedCategory[] = demoDataset().collections[
  'api::project-category.project-category'
].map((entry) => ({
  key: entry.$key,
  slug: perLocale(entry, 'slugId'),
  title: perLocale(entry, 'title'),
}));

const seedProjects: SeedProject[] = demoDataset().collections['api::project.project'].map((entry) => ({
  reference: Number(entry.shared?.reference),
  stage: String(entry.shared?.stage),
  category: String(entry.locales?.en?.category),
  title: perLocale(entry, 'title'),
  summary: perLocale(entry, 'summary'),
}));

/** Text the way React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

interface Card {
  title: string;
  href: string;
}

/** The value of an attribute in an opening tag. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The opening tags of the links with a class, with the text that follows each. */
function links(page: string, className: string): Array<{ tag: string; text: string }> {
  return [...page.matchAll(/(<a\s[^>]*>)([^<]*)/g)]
    .filter((match) => attribute(match[1], 'class')?.split(' ').includes(className))
    .map((match) => ({ tag: match[1], text: match[2] }));
}

/** The project cards of a page, in order: the title of each and where its link goes. */
function cards(page: string): Card[] {
  return links(page, 'project-card__link').map(({ tag, text }) => ({
    title: text,
    href: attribute(tag, 'href') ?? '',
  }));
}

function titlesOf(projects: SeedProject[], locale: Locale): string[] {
  return projects.map((project) => html(project.title[locale])).sort();
}

function inCategory(category: SeedCategory): SeedProject[] {
  return seedProjects.filter((project) => project.category === category.key);
}

/** The hrefs of the language switcher's options, by locale. */
function switcherHrefs(page: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    links(page, 'language-switcher__option').map(({ tag }) => [
      attribute(tag, 'hrefLang'),
      attribute(tag, 'href'),
    ]),
  ) as Partial<Record<Locale, string>>;
}

function documentTitle(page: string): string {
  return /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
}

function metaDescription(page: string): string {
  return /<meta name="description" content="([^"]*)">/.exec(page)?.[1] ?? '';
}

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
});

afterAll(() => site.close());

const get = (path: string) => request(site.app).get(path);

describe.each(LOCALES)('the projects pages in %s', (locale) => {
  it('when /dkg-projects is asked for, then every project has a card linking to its popup and All is the active filter', async () => {
    const response = await get(href('dkg-projects', {}, locale));
    expect(response.status).toBe(200);
    const found = cards(response.text);
    expect(found.map((card) => card.title).sort()).toEqual(titlesOf(seedProjects, locale));
    for (const project of seedProjects) {
      const category = seedCategories.find((entry) => entry.key === project.category)!;
      const card = found.find((entry) => entry.title === html(project.title[locale]));
      expect(card?.href).toBe(
        href('dkg-projects-category-id', { category: category.slug[locale], id: project.reference }, locale),
      );
    }
    const filter = links(response.text, 'project-filter__link').map(({ tag }) => ({
      href: attribute(tag, 'href'),
      current: attribute(tag, 'aria-current'),
    }));
    expect(filter).toEqual([
      { href: href('dkg-projects', {}, locale), current: 'page' },
      ...seedCategories.map((category) => ({
        href: href('dkg-projects-category-id', { category: category.slug[locale] }, locale),
        current: undefined,
      })),
    ]);
  });

  it.each(seedCategories.map((category) => [category.key, category]))(
    'when the %s category page is asked for, then it lists that category only, with its title and slug map',
    async (_key, category) => {
      const path = href('dkg-projects-category-id', { category: category.slug[locale] }, locale);
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(
        cards(response.text)
          .map((card) => card.title)
          .sort(),
      ).toEqual(titlesOf(inCategory(category), locale));
      expect(response.text).toMatch(new RegExp(`<h1[^>]*>${html(category.title[locale])}</h1>`));
      expect(documentTitle(response.text)).toContain(html(category.title[locale]));
      expect(metaDescription(response.text)).toContain(html(category.title[locale]));
      expect(response.text).toContain(`"urlsForProjectPage":${JSON.stringify(category.slug)}`);
      expect(response.text).toContain('"pageHasOpenedPopup":false');
      expect(response.text).not.toContain(
        'role="dialog" aria-modal="true" aria-labelledby="project-popup-title"',
      );
    },
  );

  it('when a project is opened in its category, then the popup is rendered on the server with the project', async () => {
    const project = seedProjects.find((entry) => entry.category === seedCategories[1].key)!;
    const slug = seedCategories[1].slug[locale];
    const response = await get(
      href('dkg-projects-category-id', { category: slug, id: project.reference }, locale),
    );
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/role="dialog" aria-modal="true" aria-labelledby="project-popup-title"/);
    expect(response.text).toContain(
      `<h2 id="project-popup-title" class="project-popup__title">${html(project.title[locale])}</h2>`,
    );
    expect(response.text).toContain(html(project.summary[locale]));
    expect(response.text).toContain('"pageHasOpenedPopup":true');
    expect(documentTitle(response.text)).toContain(html(project.title[locale]));
    expect(metaDescription(response.text)).toBe(html(project.summary[locale]));
    // The close control is a link back to the category page, and the category's cards are behind.
    const [close] = links(response.text, 'project-popup__close');
    expect(attribute(close.tag, 'href')).toBe(href('dkg-projects-category-id', { category: slug }, locale));
    expect(cards(response.text)).toHaveLength(inCategory(seedCategories[1]).length);
  });
});

describe('category slugs are per locale', () => {
  it.each([
    ['/dkg-projects/no-such-category'],
    ['/el/dkg-projects/zhilye-kompleksy'],
    ['/ru/dkg-projects/residential'],
    ['/dkg-projects/katoikies'],
    ['/el/dkg-projects/zhilye-kompleksy/201'],
  ])('when %s is asked for, then it is a 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });
});

describe('the project popup', () => {
  it.each([
    ['an unknown ref', '/dkg-projects/residential/999'],
    ['a ref of another category', '/dkg-projects/commercial/201'],
    ['a ref of another category in Greek', '/el/dkg-projects/katoikies/206'],
  ])('when it is asked with %s, then it is a 404', async (_what, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });

  it('when a project has a Markdown description, then it is rendered as prose', async () => {
    const response = await get('/dkg-projects/residential/201');
    expect(response.text).toMatch(
      /<div class="prose project-popup__description">[\s\S]*<ul>\s*<li>14 villas/,
    );
  });
});

describe('the language switcher on the projects pages', () => {
  it.each(LOCALES)(
    'when a category page in %s is shown, then the other languages lead to the same category',
    async (locale) => {
      for (const category of seedCategories) {
        const response = await get(
          href('dkg-projects-category-id', { category: category.slug[locale] }, locale),
        );
        const hrefs = switcherHrefs(response.text);
        for (const other of LOCALES.filter((entry) => entry !== locale)) {
          const expected = href('dkg-projects-category-id', { category: category.slug[other] }, other);
          expect(hrefs[other]).toBe(expected);
          expect(response.text).toContain(
            `<link rel="alternate" hreflang="${other}" href="http://site.test${expected}">`,
          );
          expect((await get(expected)).status).toBe(200);
        }
      }
    },
  );

  it.each(LOCALES)(
    'when a popup page in %s is shown, then the other languages lead to the same project',
    async (locale) => {
      const category = seedCategories[0];
      const project = inCategory(category)[0];
      const response = await get(
        href('dkg-projects-category-id', { category: category.slug[locale], id: project.reference }, locale),
      );
      const hrefs = switcherHrefs(response.text);
      for (const other of LOCALES.filter((entry) => entry !== locale)) {
        const expected = href(
          'dkg-projects-category-id',
          { category: category.slug[other], id: project.reference },
          other,
        );
        expect(hrefs[other]).toBe(expected);
        const target = await get(expected);
        expect(target.status).toBe(200);
        expect(target.text).toContain(html(project.title[other]));
      }
    },
  );
});

describe('the projects menu and the listings', () => {
  it.each(LOCALES)(
    'when the menu is rendered in %s, then each count equals the size of the listing it leads to',
    async (locale) => {
      const page = (await get(href('dkg-projects', {}, locale))).text;
      const entries = [
        ...page.matchAll(
          /(<a\s[^>]*class="projects-menu__link"[^>]*>)[\s\S]*?class="projects-menu__count"[^>]*>(\d+)</g,
        ),
      ].map((match) => ({ href: attribute(match[1], 'href') ?? '', count: Number(match[2]) }));
      expect(entries).toHaveLength(seedCategories.length + 1);
      for (const entry of entries) {
        const listing = await get(entry.href);
        expect(listing.status).toBe(200);
        expect(cards(listing.text)).toHaveLength(entry.count);
      }
    },
  );
});

describe('the archive of completed projects', () => {
  it.each(LOCALES)(
    'when /dkg-projects-old is asked for in %s, then it lists the completed projects only',
    async (locale) => {
      const response = await get(href('dkg-projects-old', {}, locale));
      expect(response.status).toBe(200);
      const completed = seedProjects.filter((project) => project.stage === 'completed');
      const found = cards(response.text);
      expect(found.map((card) => card.title).sort()).toEqual(titlesOf(completed, locale));
      expect(response.text).not.toContain('project-status--in-progress');
      expect(response.text).not.toContain('project-status--planned');
      for (const card of found.slice(0, 3)) {
        expect((await get(card.href)).status).toBe(200);
      }
    },
  );
});

describe('categories with only the fields of the specification', () => {
  /** The demo content with categories that have no shared key and no editorial order. */
  function withoutKeyOrOrder() {
    const dataset = demoDataset();
    const categories = dataset.collections['api::project-category.project-category'].map((entry) => ({
      ...entry,
      shared: {},
    }));
    return {
      ...dataset,
      collections: { ...dataset.collections, 'api::project-category.project-category': categories },
    };
  }

  let plain: TestSite;
  beforeAll(async () => {
    plain = await startTestSite({ dataset: withoutKeyOrOrder() });
  });
  afterAll(() => plain.close());

  it.each(LOCALES)(
    'when the projects pages of %s are asked for, then they render, and the switcher and the sitemap still link the locales',
    async (locale) => {
      const listing = await request(plain.app).get(href('dkg-projects', {}, locale));
      expect(listing.status).toBe(200);
      const sitemap = (await request(plain.app).get('/sitemap.xml')).text;
      for (const category of seedCategories) {
        const path = href('dkg-projects-category-id', { category: category.slug[locale] }, locale);
        const response = await request(plain.app).get(path);
        expect(response.status).toBe(200);
        expect(response.text).toContain(html(category.title[locale]));
        const hrefs = switcherHrefs(response.text);
        for (const other of LOCALES.filter((entry) => entry !== locale)) {
          expect(hrefs[other]).toBe(
            href('dkg-projects-category-id', { category: category.slug[other] }, other),
          );
        }
        expect(sitemap).toContain(`<loc>http://site.test${path}</loc>`);
        const entry =
          new RegExp(`<url><loc>http://site.test${path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
        expect(entry.match(/hreflang="(en|ru|el)"/g)).toHaveLength(3);
      }
    },
  );
});

import { parse } from 'node-html-parser';
import request from 'supertest';
import { SHARE_IMAGE_SIZE, SITE_SHARE_IMAGE, type MediaAsset } from '@dkg/content-model';
import { documentTitle } from '../../src/navigation/document-title';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

/**
 * What a search engine and a shared link read of every kind of page: the title and description, and
 * the Open Graph and Twitter cards with absolute addresses and a 1200×630 picture, in each language.
 */

const PUBLIC_URL = 'https://www.dkg.test';
const MEDIA_URL = 'https://media.dkg.test';

/** Every Open Graph and Twitter tag a page must have, whatever its kind. */
const CARD_TAGS = [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:locale',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
];

interface Head {
  title: string;
  description: string;
  canonical: string;
  /** property or name → content (the alternates of og:locale:alternate in order). */
  tags: Record<string, string>;
  alternateLocales: string[];
}

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ env: { PUBLIC_URL, MEDIA_URL } });
});

afterAll(() => site.close());

async function head(path: string): Promise<Head> {
  const response = await request(site.app).get(path);
  expect([path, response.status]).toEqual([path, 200]);
  const root = parse(response.text);
  const tags: Record<string, string> = {};
  const alternateLocales: string[] = [];
  for (const meta of root.querySelectorAll('head meta')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name');
    const content = meta.getAttribute('content');
    if (!key || content === undefined) continue;
    if (key === 'og:locale:alternate') alternateLocales.push(content);
    else tags[key] = content;
  }
  return {
    title: root.querySelector('title')?.textContent ?? '',
    description: tags.description ?? '',
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    tags,
    alternateLocales,
  };
}

/** A demo media file's share crop, as the page names it. */
function shareCropOf(key: unknown): string {
  const asset = demoDataset().media.find((media: MediaAsset) => media.key === key);
  const share = asset?.formats?.share;
  if (!share) throw new Error(`the media ${String(key)} has no share crop`);
  return `${MEDIA_URL}${share.url}`;
}

type Values = Record<string, unknown>;
const entry = (uid: string, key: string, locale: string) =>
  demoDataset().collections[uid].find((item) => item.$key === key)!.locales![
    locale as 'en' | 'ru' | 'el'
  ] as Values;
const single = (uid: string, locale: string) =>
  (demoDataset().singles[uid] as Record<string, Values>)[locale];

describe('the cards of every kind of page', () => {
  it.each([
    ['the home', '/'],
    ['the home', '/ru'],
    ['a single page', '/about'],
    ['a single page', '/el/about'],
    ['a service', '/services/golden-visa'],
    ['a property', '/properties/1001'],
    ['a property', '/ru/properties/1001'],
    ['a project', '/dkg-projects/residential/201'],
    ['an event', '/events/athens-riviera-open-days-2027'],
    ['a guide article', '/business-in-greece/buying-property-in-greece'],
    ['the search (no picture of its own)', '/ru/search-result'],
  ])(
    'when %s (%s) is read, then it has every tag, absolute addresses and a 1200×630 picture',
    async (_kind, path) => {
      const { tags, canonical, alternateLocales, title, description } = await head(path);
      expect(CARD_TAGS.filter((name) => !tags[name])).toEqual([]);
      expect(canonical).toBe(`${PUBLIC_URL}${path === '/' ? '/' : path}`);
      expect(tags['og:url']).toBe(canonical);
      expect(tags['og:image']).toMatch(/^https:\/\//);
      expect(tags['twitter:image']).toBe(tags['og:image']);
      expect([tags['og:image:width'], tags['og:image:height']]).toEqual([
        String(SHARE_IMAGE_SIZE.width),
        String(SHARE_IMAGE_SIZE.height),
      ]);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['og:site_name']).toBe('DKG Development');
      // The same words for a search result and a shared link; the site's name only in the <title>.
      expect(documentTitle(tags['og:title'])).toBe(title);
      expect(tags['twitter:title']).toBe(tags['og:title']);
      expect(tags['og:image:alt']).toBe(tags['og:title']);
      expect(tags['og:description']).toBe(description);
      expect(tags['twitter:description']).toBe(description);
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(160);
      const locale = /^\/(ru|el)\b/.exec(path)?.[1] ?? 'en';
      const openGraph = { en: 'en_GB', ru: 'ru_RU', el: 'el_GR' } as const;
      expect(tags['og:locale']).toBe(openGraph[locale as keyof typeof openGraph]);
      expect(alternateLocales.sort()).toEqual(
        Object.entries(openGraph)
          .filter(([other]) => other !== locale)
          .map(([, tag]) => tag)
          .sort(),
      );
    },
  );

  it('when a property is shared in Russian, then the card shows its Russian title and its cover cut to 1200×630', async () => {
    const property = entry('api::property.property', 'property-1001', 'ru');
    const { tags, title } = await head('/ru/properties/1001');
    expect(tags['og:title']).toBe(`${String(property.title)} — объект № 1001`);
    expect(title).toBe(`${String(property.title)} — объект № 1001 — DKG Development`);
    expect(tags['og:image']).toBe(shareCropOf(property.cover));
    expect(tags['og:image']).toMatch(/\/uploads\/share_[^/]+\.jpg$/);
    expect(tags['og:description']).toMatch(/^Современная вилла на тихой улице/);
    expect(tags['og:type']).toBe('website');
  });

  it('when an entry has its own SEO fields, then the cards take them and its chosen picture', async () => {
    const property = entry('api::property.property', 'property-1002', 'el');
    const seo = property.seo as Values;
    const { tags, title, description } = await head('/el/properties/1002');
    expect(title).toBe(documentTitle(String(seo.metaTitle)));
    expect(tags['og:title']).toBe(seo.metaTitle);
    expect(description).toBe(seo.metaDescription);
    expect(tags['og:image']).toBe(shareCropOf(seo.shareImage));
  });

  it('when the home has its SEO picture, then the card shows it; a page without one its first picture', async () => {
    const home = single('api::home-page.home-page', 'ru');
    expect((await head('/ru')).tags['og:image']).toBe(shareCropOf((home.seo as Values).shareImage));
    const project = entry('api::project.project', 'project-201', 'en');
    expect((await head('/dkg-projects/residential/201')).tags['og:image']).toBe(shareCropOf(project.cover));
  });

  it('when an event or a guide article is shared, then it is an article; the other pages are a website', async () => {
    expect((await head('/events/athens-riviera-open-days-2027')).tags['og:type']).toBe('article');
    expect((await head('/ru/business-in-greece/buying-property-in-greece')).tags['og:type']).toBe('article');
    expect((await head('/services/golden-visa')).tags['og:type']).toBe('website');
  });

  it('when a page has no picture of its own, then the card shows the site’s picture, from the site', async () => {
    const { tags } = await head('/ru/search-result');
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${SITE_SHARE_IMAGE.path}`);
  });
});

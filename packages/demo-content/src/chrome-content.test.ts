import { LOCALES } from '@dkg/content-model';
import type { CollectionEntrySeed, SingleSeed } from '@dkg/content-model';
import { SCENES } from './media-manifest';
import {
  components,
  contentTypes,
  isLocalizedAttribute,
  SERVICE_SLUGS,
  type AttributeDef,
} from '@dkg/content-model';
import {
  aside,
  footer,
  header,
  logo,
  offices,
  pageContact,
  pageError,
  pageSearchResult,
  socials,
} from './chrome';
import { guideArticles } from './guide';
import { homePage } from './home';
import { chromeMedia } from './media-chrome';
import { pages } from './pages';
import { services } from './services';

type Values = Record<string, unknown>;

const singles: Record<string, SingleSeed> = {
  'api::logo.logo': logo,
  'api::page-contact.page-contact': pageContact,
  'api::header.header': header,
  'api::aside.aside': aside,
  'api::footer.footer': footer,
  'api::page-search-result.page-search-result': pageSearchResult,
  'api::page-error.page-error': pageError,
  'api::home-page.home-page': homePage,
  ...pages,
};

const collections: Record<string, CollectionEntrySeed[]> = {
  'api::social.social': socials,
  'api::office.office': offices,
  'api::service.service': services,
  'api::guide-article.guide-article': guideArticles,
};

const guideUrls = guideArticles.map((entry) => entry.shared?.url as string);

const STATIC_ROUTES = [
  '/',
  '/about',
  '/business-in-greece',
  '/certificates',
  '/construction',
  '/contacts',
  '/dkg-projects',
  '/dkg-projects-old',
  '/events',
  '/partners',
  '/privacy-policy',
  '/properties',
  '/search-result',
  '/services',
  '/terms-of-use',
];

/** Internal hrefs may only name routes that exist (and, for the guide, articles that exist). */
function isKnownRoute(href: string): boolean {
  const path = href.split('#')[0];
  if (STATIC_ROUTES.includes(path)) return true;
  const service = /^\/services\/([a-z-]+)$/.exec(path);
  if (service) return (SERVICE_SLUGS as readonly string[]).includes(service[1]);
  const guide = /^\/business-in-greece\/([a-z0-9-]+)$/.exec(path);
  if (guide) return guideUrls.includes(guide[1]);
  return /^\/(dkg-projects|events|properties)\/[a-z0-9-]+$/.test(path);
}

/** What is wrong with a link of the content, if anything. */
function hrefProblem(href: unknown, where: string): string | null {
  if (typeof href !== 'string') return `${where}: href ${JSON.stringify(href)} is not a string`;
  if (href.startsWith('https://')) return null;
  if (!href.startsWith('/') || !isKnownRoute(href)) {
    return `${where}: href ${JSON.stringify(href)} is not a known locale-neutral route`;
  }
  if (/^\/(en|ru|el)(\/|$)/.test(href)) return `${where}: href ${href} carries a locale prefix`;
  return null;
}

function checkHref(href: unknown, where: string): void {
  expect(hrefProblem(href, where)).toBeNull();
}

const mediaKeys = new Set(chromeMedia.map((spec) => spec.key));
const usedMedia = new Set<string>();
const richtexts: { where: string; locale: string; text: string }[] = [];
const seos: { where: string; metaTitle: string; metaDescription: string }[] = [];
const allStrings: { where: string; locale: string; text: string }[] = [];

/** Walks attribute values against their schema: presence, non-emptiness, media, hrefs, richtext. */
function walk(attributes: Record<string, AttributeDef>, values: Values, where: string, locale: string): void {
  for (const [name, def] of Object.entries(attributes)) {
    const value = values[name];
    const at = `${where}.${name}`;
    if (def.type === 'relation') continue;
    if (def.type === 'media') {
      if (def.multiple) {
        expect(Array.isArray(value)).toBe(true);
        for (const key of value as string[]) {
          if (!mediaKeys.has(key)) throw new Error(`${at}: media key ${key} is not declared`);
          usedMedia.add(key);
        }
      } else {
        if (typeof value !== 'string' || !mediaKeys.has(value)) {
          throw new Error(`${at}: media key ${String(value)} is not declared`);
        }
        usedMedia.add(value);
      }
      continue;
    }
    if (def.type === 'component') {
      const schema = components[def.component];
      const items = def.repeatable ? (value as Values[]) : [value as Values];
      if (!Array.isArray(items) || items.length === 0 || items.some((item) => !item)) {
        throw new Error(`${at}: component is missing`);
      }
      items.forEach((item, index) => walk(schema.attributes, item, `${at}[${index}]`, locale));
      if (def.component === 'shared.seo') {
        const { metaTitle, metaDescription } = value as { metaTitle: string; metaDescription: string };
        seos.push({ where: `${at} (${locale})`, metaTitle, metaDescription });
      }
      continue;
    }
    if (value === undefined || value === null || value === '') {
      throw new Error(`${at} (${locale}) is missing or empty`);
    }
    if (typeof value === 'string') {
      allStrings.push({ where: at, locale, text: value });
      if (/href$/i.test(name)) checkHref(value, `${at} (${locale})`);
      if (def.type === 'richtext') richtexts.push({ where: at, locale, text: value });
    }
  }
}

function split(uid: string) {
  const type = contentTypes[uid];
  const localized: Record<string, AttributeDef> = {};
  const shared: Record<string, AttributeDef> = {};
  for (const [name, def] of Object.entries(type.attributes)) {
    (isLocalizedAttribute(type, def) ? localized : shared)[name] = def;
  }
  return { type, localized, shared };
}

beforeAll(() => {
  for (const [uid, seed] of Object.entries(singles)) {
    const { type } = split(uid);
    if (!type.localized) {
      expect(seed).toHaveProperty('shared');
      walk(type.attributes, (seed as { shared: Values }).shared, uid, 'shared');
      continue;
    }
    for (const locale of LOCALES) {
      const values = (seed as Record<string, Values | undefined>)[locale];
      if (!values) throw new Error(`${uid}: locale ${locale} is missing`);
      walk(type.attributes, values, uid, locale);
    }
  }
  for (const [uid, entries] of Object.entries(collections)) {
    const { localized, shared } = split(uid);
    for (const entry of entries) {
      walk(shared, entry.shared ?? {}, `${uid}#${entry.$key}`, 'shared');
      for (const locale of LOCALES) {
        const values = entry.locales?.[locale];
        if (!values) throw new Error(`${uid}#${entry.$key}: locale ${locale} is missing`);
        for (const name of Object.keys(values)) {
          if (!(name in localized))
            throw new Error(`${uid}#${entry.$key}: ${name} is not a localized attribute`);
        }
        walk(localized, values, `${uid}#${entry.$key}`, locale);
      }
    }
  }
});

/** Words of a text, Markdown punctuation aside. */
function words(text: string): number {
  return text
    .replace(/[#*[\]()/-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('chrome, home, pages, services and guide content', () => {
  it('when the seeds are walked, then every page single of the schema is seeded in every locale', () => {
    expect(seos.length).toBe(3 * (13 + 6 + 2 + 8));
    expect(richtexts.length).toBe(3 * (13 + 6 + 8));
    const pageUids = Object.keys(contentTypes).filter((uid) =>
      /^api::page-(?!contact\.|search-result\.|error\.)/.test(uid),
    );
    expect(Object.keys(pages).sort()).toEqual(pageUids.sort());
  });

  it('when media are declared, then keys, seeds and scenes are valid and every key is used', () => {
    expect(mediaKeys.size).toBe(chromeMedia.length);
    expect(new Set(chromeMedia.map((spec) => `${spec.scene}:${spec.seed}`)).size).toBe(chromeMedia.length);
    expect(new Set(chromeMedia.map((spec) => spec.seed)).size).toBe(chromeMedia.length);
    for (const spec of chromeMedia) {
      expect(SCENES).toContain(spec.scene);
      expect(spec.key).toMatch(/^(logo|home-|page-|service-|guide-|social-|error-)[a-z0-9-]*$/);
      expect(spec.alt.length).toBeGreaterThan(5);
      if (spec.scene === 'logo' || spec.scene === 'social-icon') expect(spec.label).toBeTruthy();
    }
    expect([...mediaKeys].filter((key) => !usedMedia.has(key))).toEqual([]);
  });

  it('when Markdown is rendered, then it holds no raw HTML and its links are known routes', () => {
    const found: string[] = [];
    for (const { where, locale, text } of richtexts) {
      if (/<\/?[a-z!][^>]*>/i.test(text)) found.push(`${where} (${locale}) contains raw HTML`);
      for (const match of text.matchAll(/\]\(([^)]+)\)/g)) {
        const problem = hrefProblem(match[1], `${where} (${locale})`);
        if (problem) found.push(problem);
      }
    }
    expect(richtexts.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('when search engines read the pages, then titles and descriptions have the right length', () => {
    const found: string[] = [];
    for (const { where, metaTitle, metaDescription } of seos) {
      if (metaTitle.length > 60) found.push(`${where}: metaTitle is ${metaTitle.length} characters`);
      if (metaDescription.length < 120 || metaDescription.length > 160) {
        found.push(`${where}: metaDescription is ${metaDescription.length} characters`);
      }
    }
    expect(seos.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('when the texts are read, then each language is written in its own script and none is filler', () => {
    const filler = allStrings
      .filter(({ text }) => /\blorem\b|\bipsum\b|placeholder|\bdemo\b|\bTODO\b|\bTBD\b|xxx/i.test(text))
      .map(({ where, locale, text }) => `${where} (${locale}) reads like filler: ${text.slice(0, 80)}`);
    expect(filler).toEqual([]);
    for (const { where, locale, text } of richtexts) {
      if (locale === 'ru') expect([where, /[а-яё]{4}/i.test(text)]).toEqual([where, true]);
      if (locale === 'el') expect([where, /[άέήίόύώ]/.test(text)]).toEqual([where, true]);
    }
  });

  it('when services and guide articles are read, then their bodies have a substantial length', () => {
    const found: string[] = [];
    const check = (entries: CollectionEntrySeed[], min: number, max: number) => {
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        for (const locale of LOCALES) {
          const count = words(entry.locales?.[locale]?.body as string);
          if (count < min || count > max) found.push(`${entry.$key} (${locale}): ${count} words`);
        }
      }
    };
    check(services, 350, 600);
    check(guideArticles, 500, 900);
    const pageWords = (uid: string, min: number, max: number) => {
      for (const locale of LOCALES) {
        const count = words((pages[uid] as Record<string, Values>)[locale].body as string);
        if (count < min || count > max) found.push(`${uid} (${locale}): ${count} words`);
      }
    };
    pageWords('api::page-about.page-about', 400, 700);
    pageWords('api::page-construction.page-construction', 400, 700);
    pageWords('api::page-privacy-policy.page-privacy-policy', 600, 1000);
    pageWords('api::page-terms-of-use.page-terms-of-use', 600, 1000);
    expect(found).toEqual([]);
  });

  it('when the chrome is read, then the menus, offices and error page have the expected shape', () => {
    for (const locale of LOCALES) {
      const headerValues = (header as Record<string, Values>)[locale];
      const hrefs = (headerValues.menu as { href: string }[]).map((item) => item.href);
      expect(hrefs.slice(0, 6)).toEqual([
        '/about',
        '/services',
        '/properties',
        '/dkg-projects',
        '/business-in-greece',
        '/events',
      ]);
      expect(hrefs.length).toBeLessThanOrEqual(7);
      expect(headerValues.contactUsHref).toBe('/contacts');

      const footerValues = (footer as Record<string, Values>)[locale];
      expect(footerValues.officesHref).toBe('/contacts#offices');
      expect(footerValues.policyHref).toBe('/privacy-policy');
      const columns = footerValues.menu as { menuInner: { href: string }[] }[];
      expect(columns).toHaveLength(4);
      for (const column of columns) {
        expect(column.menuInner.length).toBeGreaterThanOrEqual(3);
        expect(column.menuInner.length).toBeLessThanOrEqual(6);
      }
      const inner = columns.flatMap((column) => column.menuInner.map((link) => link.href));
      expect(inner.some((href) => href.startsWith('https://'))).toBe(true);
      expect(inner).toContain('/terms-of-use');

      expect(
        ((aside as Record<string, Values>)[locale].title as string).split(/\s+/).length,
      ).toBeLessThanOrEqual(3);
      const slides = (homePage as Record<string, Values>)[locale].slides as unknown[];
      expect(slides.length).toBeGreaterThanOrEqual(4);
      expect(slides.length).toBeLessThanOrEqual(5);
    }
    expect(offices.filter((office) => office.shared?.headOffice === true)).toHaveLength(1);
    expect(offices[0].shared?.headOffice).toBe(true);
    for (const office of offices) {
      for (const locale of LOCALES) {
        expect(office.locales?.[locale]?.phone).toMatch(/^\+30 (210 \d{3} \d{4}|2310 \d{3} \d{3})$/);
        expect(office.locales?.[locale]?.email).toMatch(/@dkg-development\.gr$/);
      }
    }
    expect(socials.map((social) => social.shared?.name)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'YouTube',
    ]);
    const specs = new Map(chromeMedia.map((spec) => [spec.key, spec]));
    for (const locale of LOCALES) {
      const error = (pageError as Record<string, Values>)[locale];
      expect(specs.get(error.bg as string)).toMatchObject({ scene: 'error', aspect: '16:9' });
      expect(specs.get(error.bgMobile as string)).toMatchObject({ scene: 'error', aspect: '9:16' });
    }
    expect((pageError as Record<string, Values>).en.title).toBe('This page could not be found');
  });

  it('when services and guide articles are keyed, then keys, slugs, urls and orders agree', () => {
    expect(services.map((entry) => entry.shared?.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const entry of services) expect(entry.$key).toBe(entry.shared?.slug);
    expect(guideArticles).toHaveLength(8);
    for (const entry of guideArticles) {
      expect(entry.$key).toBe(entry.shared?.url);
      expect(entry.shared?.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const list of [services, guideArticles]) {
      expect(new Set(list.map((entry) => entry.shared?.order)).size).toBe(list.length);
    }
    for (const entry of services) {
      for (const locale of LOCALES) expect(entry.locales?.[locale]?.facts).toHaveLength(3);
    }
  });
});

/**
 * What a search engine needs from every page of the sitemap of a running site: a 200, a canonical
 * link to itself, hreflang alternates that link back, the right `<html lang>`, a title no other page
 * of its language has, JSON-LD that is valid schema.org (types and required properties), with the
 * types each kind of page must carry, and the cards of a shared link (Open Graph and Twitter) with
 * the page's address and an absolute picture of its size.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { validateJsonLd } from './json-ld';

const LOCALES = ['en', 'ru', 'el'] as const;

export interface PageFacts {
  url: string;
  status: number;
  lang: string | null;
  title: string;
  canonical: string | null;
  /** hreflang → href. */
  alternates: Record<string, string>;
  jsonLd: unknown[];
  jsonLdErrors: string[];
  /** Open Graph and Twitter tags: property or name → content. */
  cards: Record<string, string>;
}

/** The tags every page's shared link needs. */
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
];

export interface SeoReport {
  pages: PageFacts[];
  problems: string[];
}

/** The locale a path is in: its prefix, English without one. */
export function localeOfPath(pathname: string): string {
  const prefix = /^\/(ru|el)(?:\/|$)/.exec(pathname);
  return prefix ? prefix[1] : 'en';
}

/** The JSON-LD types a page must carry, by the kind of page its path names. */
export function requiredTypes(pathname: string): string[] {
  const path = pathname.replace(/^\/(ru|el)(?=\/|$)/, '') || '/';
  if (path === '/' || path === '/contacts') return ['RealEstateAgent'];
  if (/^\/properties\/[^/]+$/.test(path)) return ['RealEstateListing', 'BreadcrumbList'];
  if (/^\/events\/[^/]+$/.test(path)) return ['Event', 'BreadcrumbList'];
  if (/^\/(business-in-greece|dkg-projects|services)\/.+$/.test(path)) return ['BreadcrumbList'];
  return [];
}

function typesOf(document: unknown): string[] {
  const type = (document as { '@type'?: unknown } | null)?.['@type'];
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : [];
}

export function readPage(url: string, status: number, html: string): PageFacts {
  const root = parse(html);
  const links = root.querySelectorAll('link');
  const alternates: Record<string, string> = {};
  for (const link of links) {
    if (link.getAttribute('rel') === 'alternate' && link.getAttribute('hreflang')) {
      alternates[link.getAttribute('hreflang')!] = link.getAttribute('href') ?? '';
    }
  }
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  root.querySelectorAll('script[type="application/ld+json"]').forEach((script: HTMLElement, index) => {
    try {
      const document = JSON.parse(script.textContent) as unknown;
      jsonLd.push(document);
      jsonLdErrors.push(...validateJsonLd(document).map((error) => `JSON-LD #${index + 1}: ${error}`));
    } catch (error) {
      jsonLdErrors.push(`JSON-LD #${index + 1} is not JSON: ${(error as Error).message}`);
    }
  });
  const cards: Record<string, string> = {};
  for (const meta of root.querySelectorAll('meta')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    if (/^(og|twitter):/.test(key) && !(key in cards)) cards[key] = meta.getAttribute('content') ?? '';
  }
  return {
    url,
    status,
    cards,
    lang: root.querySelector('html')?.getAttribute('lang') ?? null,
    title: root.querySelector('title')?.textContent.trim() ?? '',
    canonical: links.find((link) => link.getAttribute('rel') === 'canonical')?.getAttribute('href') ?? null,
    alternates,
    jsonLd,
    jsonLdErrors,
  };
}

/** Checks every page against itself and against the others (alternates, titles). */
export function checkPages(pages: PageFacts[]): string[] {
  const problems: string[] = [];
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const page of pages) {
    const problem = (message: string) => problems.push(`${page.url}: ${message}`);
    if (page.status !== 200) {
      problem(`answered ${page.status}`);
      continue;
    }
    const locale = localeOfPath(new URL(page.url).pathname);
    if (page.lang !== locale) problem(`<html lang="${page.lang}">, expected "${locale}"`);
    if (page.canonical !== page.url) problem(`canonical is ${page.canonical ?? 'missing'}`);
    if (!page.title) problem('has no title');
    for (const other of LOCALES) {
      const href = page.alternates[other];
      if (!href) {
        problem(`has no hreflang="${other}" alternate`);
        continue;
      }
      if (other === locale && href !== page.url) problem(`its own hreflang="${other}" is ${href}`);
      const target = byUrl.get(href);
      if (!target) problem(`hreflang="${other}" leads to ${href}, which the sitemap does not list`);
      else if (target.alternates[locale] !== page.url)
        problem(
          `hreflang="${other}" leads to ${href}, which does not link back (it names ${target.alternates[locale] ?? 'nothing'})`,
        );
    }
    if (page.alternates['x-default'] !== page.alternates.en) problem('x-default is not the English page');
    page.jsonLdErrors.forEach(problem);
    const missing = CARD_TAGS.filter((tag) => !page.cards[tag]);
    if (missing.length > 0) problem(`has no ${missing.join(', ')}`);
    if (page.cards['og:url'] && page.cards['og:url'] !== page.canonical)
      problem('og:url is not its canonical');
    if (page.cards['og:image'] && !/^https?:\/\//.test(page.cards['og:image']))
      problem('og:image is not absolute');
    const types = page.jsonLd.flatMap(typesOf);
    for (const type of requiredTypes(new URL(page.url).pathname)) {
      if (!types.includes(type)) problem(`has no ${type} JSON-LD`);
    }
    for (const document of page.jsonLd) {
      const language = (document as { inLanguage?: unknown }).inLanguage;
      if (typeof language === 'string' && language.slice(0, 2) !== locale)
        problem(`JSON-LD ${typesOf(document).join(',')} is in ${language}`);
    }
  }
  for (const locale of LOCALES) {
    const byTitle = new Map<string, string[]>();
    for (const page of pages.filter((entry) => localeOfPath(new URL(entry.url).pathname) === locale)) {
      byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.url]);
    }
    for (const [title, urls] of byTitle) {
      if (urls.length > 1) problems.push(`title "${title}" is shared by ${urls.join(', ')}`);
    }
  }
  return problems;
}

/** The URLs of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
  );
}

/**
 * Crawls the sitemap of a running site and checks every page. The sitemap's URLs are on the site's
 * public origin; they are fetched from `baseUrl` (the same site, reached here).
 */
export async function checkSeo(baseUrl: string, options: { concurrency?: number } = {}): Promise<SeoReport> {
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
  if (!sitemap.ok) return { pages: [], problems: [`/sitemap.xml answered ${sitemap.status}`] };
  const urls = sitemapUrls(await sitemap.text());
  if (urls.length === 0) return { pages: [], problems: ['the sitemap lists no page'] };
  const pages: PageFacts[] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const { pathname, search } = new URL(url);
      const response = await fetch(`${baseUrl}${pathname}${search}`, { redirect: 'manual' });
      pages.push(readPage(url, response.status, await response.text()));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  pages.sort((a, b) => urls.indexOf(a.url) - urls.indexOf(b.url));
  return { pages, problems: checkPages(pages) };
}

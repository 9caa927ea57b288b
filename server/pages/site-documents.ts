import { generatePath } from 'react-router';
import type { ContentApi } from '../../src/content/content-api.server';
import {
  siteIndexRequest,
  type IndexedCollection,
  type IndexedEntry,
} from '../../src/content/requests/site-index.server';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import type { PageRoute, SitemapSource } from '../../src/routes/route-table';

/** One page of the site in each locale where it exists (locale-neutral paths). */
export interface SiteDocument {
  alternates: Partial<Record<Locale, string>>;
}

async function allEntries(
  content: ContentApi,
  collection: IndexedCollection,
  locale: Locale,
): Promise<IndexedEntry[]> {
  const first = await content.load(siteIndexRequest(collection, locale));
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.pageCount - 1, 0) }, (_unused, index) =>
      content.load(siteIndexRequest(collection, locale, index + 2)),
    ),
  );
  return [first, ...rest].flatMap((page) => page.entries);
}

/** The value of an entry's field as a path parameter; null when the entry has none. */
function fieldValue(entry: IndexedEntry, field: keyof IndexedEntry): string | null {
  const value = entry[field];
  return value ? String(value) : null;
}

/** The locale-neutral path of an entry's page on a route, or null when the entry lacks a parameter. */
function entryPath(route: PageRoute, source: SitemapSource, entry: IndexedEntry): string | null {
  const params: Record<string, string> = {};
  for (const [param, field] of Object.entries(source.params)) {
    const value = fieldValue(entry, field);
    if (value === null) return null;
    params[param] = value;
  }
  return `/${generatePath(route.path, params)}`;
}

/** Groups the entries of every locale by their identity into documents: the pages of a source. */
async function documentsOf(
  content: ContentApi,
  route: PageRoute,
  source: SitemapSource,
): Promise<SiteDocument[]> {
  const documents = new Map<string, SiteDocument>();
  for (const locale of LOCALES) {
    for (const entry of await allEntries(content, source.collection, locale)) {
      const id = fieldValue(entry, source.identity);
      const path = id === null ? null : entryPath(route, source, entry);
      if (id === null || path === null) continue;
      const document = documents.get(id) ?? { alternates: {} };
      document.alternates[locale] = path;
      documents.set(id, document);
    }
  }
  return [...documents.values()];
}

const hasParams = (route: PageRoute) => route.path.includes(':');

/**
 * Every known page of a route table (the site's is `pageRoutes`): each route without parameters in
 * every locale (but those whose pages depend on a visitor's query), and the pages of the sitemap sources of the others. Used by pre-rendering and the
 * sitemap.
 */
export async function siteDocuments(
  routes: readonly PageRoute[],
  content: ContentApi,
): Promise<SiteDocument[]> {
  const everywhere = (path: string): SiteDocument => ({
    alternates: Object.fromEntries(LOCALES.map((locale) => [locale, path])),
  });
  const staticDocuments = routes
    .filter((route) => !hasParams(route) && !route.unlisted)
    .map((route) => everywhere(`/${route.path}`));
  const sourced = await Promise.all(
    routes
      .filter(hasParams)
      .flatMap((route) => (route.sitemap ?? []).map((source) => documentsOf(content, route, source))),
  );
  return [...staticDocuments, ...sourced.flat()];
}

/** The localized URLs of documents, each page once. */
export function localizedPaths(documents: SiteDocument[]): string[] {
  return documents.flatMap((document) =>
    (Object.entries(document.alternates) as Array<[Locale, string]>).map(([locale, path]) =>
      localizePath(path, locale),
    ),
  );
}

import type { ContentApi } from '../../src/content/content-api.server';
import {
  siteIndexRequest,
  type IndexedCollection,
  type IndexedEntry,
} from '../../src/content/requests/site-index.server';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath, paths } from '../../src/navigation/paths';
import { pageRoutes } from '../../src/routes/route-table';

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

/** Groups entries of every locale by their shared identity into documents. */
async function documentsOf(
  content: ContentApi,
  collection: IndexedCollection,
  identity: (entry: IndexedEntry) => string | null,
  path: (entry: IndexedEntry) => string,
): Promise<SiteDocument[]> {
  const documents = new Map<string, SiteDocument>();
  for (const locale of LOCALES) {
    for (const entry of await allEntries(content, collection, locale)) {
      const id = identity(entry);
      if (!id) continue;
      const document = documents.get(id) ?? { alternates: {} };
      document.alternates[locale] = path(entry);
      documents.set(id, document);
    }
  }
  return [...documents.values()];
}

/**
 * Every known page of the site: the static routes and each property, category, project, event and
 * guide article (services have static routes). Used by pre-rendering and the sitemap.
 */
export async function listSiteDocuments(content: ContentApi): Promise<SiteDocument[]> {
  const everywhere = (path: string): SiteDocument => ({
    alternates: Object.fromEntries(LOCALES.map((locale) => [locale, path])),
  });
  const staticDocuments = pageRoutes
    .filter((route) => !route.path.includes(':'))
    .map((route) => everywhere(route.path === '' ? '/' : `/${route.path}`));
  const collections = await Promise.all([
    documentsOf(
      content,
      'properties',
      (entry) => (entry.reference ? String(entry.reference) : null),
      (entry) => paths.property(entry.reference!),
    ),
    documentsOf(
      content,
      'events',
      (entry) => entry.alias ?? null,
      (entry) => paths.event(entry.alias!),
    ),
    documentsOf(
      content,
      'guide-articles',
      (entry) => entry.url ?? null,
      (entry) => paths.guideArticle(entry.url!),
    ),
    documentsOf(
      content,
      'project-categories',
      (entry) => (entry.slugId ? (entry.key ?? null) : null),
      (entry) => paths.projectCategory(entry.slugId!),
    ),
    documentsOf(
      content,
      'projects',
      (entry) => (entry.reference && entry.categorySlugId ? String(entry.reference) : null),
      (entry) => paths.project(entry.categorySlugId!, entry.reference!),
    ),
  ]);
  return [...staticDocuments, ...collections.flat()];
}

/** The localized URLs of documents, each page once. */
export function localizedPaths(documents: SiteDocument[]): string[] {
  return documents.flatMap((document) =>
    (Object.entries(document.alternates) as Array<[Locale, string]>).map(([locale, path]) =>
      localizePath(path, locale),
    ),
  );
}

import { isContentError } from '../../src/content/content-error';
import type { ContentLoad } from '../../src/content/content-request.server';
import { PAGE_TYPES, pageRequest, type PageType } from '../../src/content/requests/page.server';
import {
  editorialSearchDocument,
  searchCollectionRequests,
  type SearchDocument,
} from '../../src/content/requests/search-documents.server';
import type { Locale } from '../../src/i18n/locales';

/** Everything a locale's search covers: the collections, page by page, and the editorial pages. */
export async function loadSearchDocuments(load: ContentLoad, locale: Locale): Promise<SearchDocument[]> {
  const groups = await Promise.all([
    ...searchCollectionRequests.map((request) => loadCollection(load, request, locale)),
    ...PAGE_TYPES.map((type) => loadEditorialPage(load, type, locale)),
  ]);
  return groups.flat();
}

async function loadCollection(
  load: ContentLoad,
  request: (typeof searchCollectionRequests)[number],
  locale: Locale,
): Promise<SearchDocument[]> {
  const first = await load(request(locale, 1));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => load(request(locale, index + 2))),
  );
  return [first, ...rest].flatMap((page) => page.documents);
}

/** A page single that does not exist in a locale is simply not searchable there. */
async function loadEditorialPage(
  load: ContentLoad,
  type: PageType,
  locale: Locale,
): Promise<SearchDocument[]> {
  try {
    return [editorialSearchDocument(type, await load(pageRequest(type, locale)))];
  } catch (error) {
    if (isContentError(error) && error.isNotFound) return [];
    throw error;
  }
}

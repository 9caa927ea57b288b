import { ContentError } from '../../content/content-error';
import { loaderText } from '../../i18n/loader-text';
import type { PageData, PageLoader } from '../../loaders/page-data';
import type { SearchHit } from '../../content/site-search';
import type { StateSeed } from '../../state/initial-state';

export type SearchKind = SearchHit['kind'];

/** The order of the result groups on the page. */
const SEARCH_KINDS: readonly SearchKind[] = [
  'service',
  'property',
  'project',
  'event',
  'guide',
  'partner',
  'page',
];

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchResultData extends PageData, StateSeed {
  /** The canonical term (the search-term middleware trimmed it); empty when nothing was asked. */
  term: string;
  groups: SearchGroup[];
  total: number;
}

function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
}

/** /search-result?q=: the server-side site search over the locale's content (never indexed). */
export const searchResultLoader: PageLoader<SearchResultData> = async ({ query, context, locale }) => {
  const term = query.get('q') ?? '';
  const t = loaderText(locale, 'search');
  const meta = {
    title: term ? t('metaTitleWithTerm', { term }) : t('metaTitle'),
    description: t('metaDescription'),
    image: null,
    noindex: true,
  };
  if (!term) return { meta, term, groups: [], total: 0 };
  if (!context.search) throw new ContentError('The site search is not set up', { kind: 'unavailable' });
  const hits = await context.search.search(locale, term);
  return { meta, term, groups: groupHits(hits), total: hits.length, state: { seacrhInputValue: term } };
};

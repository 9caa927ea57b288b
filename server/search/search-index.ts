import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchDocument } from '../../src/content/requests/search-documents.server';
import type { SearchHit } from '../../src/content/site-search';
import { buildExcerpt } from './excerpt';
import { normalizeForSearch, tokenize } from './search-text';

export interface SearchIndex {
  readonly size: number;
  search(term: string): SearchHit[];
}

/** More hits than anyone reads; it bounds the page and its data. */
const MAX_HITS = 60;

const processTerm = (term: string) => normalizeForSearch(term) || null;

const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 1.5 },
  // Prefixes from two letters on; a typo forgiven in words of five letters or more.
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: 'AND',
};

/** A locale's search index: ranked hits with their excerpts. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'keywords'],
    tokenize,
    processTerm,
    searchOptions,
  });
  const byId = new Map(documents.map((document) => [document.id, document]));
  index.addAll([...byId.values()]);

  const find = (term: string): SearchResult[] => {
    const query = meaningfulWords(term).join(' ');
    const all = index.search(query);
    // Every word found together first; otherwise any of them.
    return all.length > 0 || !query.includes(' ') ? all : index.search(query, { combineWith: 'OR' });
  };

  return {
    size: byId.size,
    search(term) {
      return find(term)
        .slice(0, MAX_HITS)
        .flatMap((result) => {
          const document = byId.get(result.id as string);
          return document ? [toHit(document, result)] : [];
        });
    },
  };
}

/** Single letters and digits match everywhere: they count only when nothing else was asked. */
function meaningfulWords(term: string): string[] {
  const words = tokenize(term);
  const longer = words.filter((word) => normalizeForSearch(word).length > 1);
  return longer.length > 0 ? longer : words;
}

function toHit(document: SearchDocument, result: SearchResult): SearchHit {
  const matched = new Set(result.terms);
  const isMatch = (word: string) => matched.has(normalizeForSearch(word));
  // When only the keywords (an address) match, they lead the excerpt and the text follows them.
  const source =
    tokenize(document.text).some(isMatch) || !document.keywords
      ? document.text
      : [document.keywords, document.text].filter(Boolean).join(' — ');
  return {
    kind: document.kind,
    title: document.title,
    href: document.href,
    excerpt: buildExcerpt(source, isMatch),
    score: result.score,
  };
}

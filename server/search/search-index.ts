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
    fields: ['title', 'text', 'keywords', 'reference'],
    extractField: (document, field) => {
      const value = document[field as keyof SearchDocument];
      return value === undefined ? '' : String(value);
    },
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

  const byReference = new Map(
    [...byId.values()].flatMap((document) =>
      document.reference === undefined ? [] : [[document.reference, document] as const],
    ),
  );

  return {
    size: byId.size,
    search(term) {
      const reference = referenceAskedFor(term);
      const exact = reference === null ? undefined : byReference.get(reference);
      // "Ref. 1001" asks for the number, not for words beginning with "ref".
      const ranked = find(reference === null ? term : String(reference))
        .filter((result) => result.id !== exact?.id)
        .slice(0, exact ? MAX_HITS - 1 : MAX_HITS)
        .flatMap((result) => {
          const document = byId.get(result.id as string);
          return document ? [toHit(document, result.terms, result.score)] : [];
        });
      if (!exact) return ranked;
      // The property whose reference was asked for comes first, above anything that mentions the number.
      const score = Math.max(0, ...ranked.map((hit) => hit.score)) + 1;
      return [toHit(exact, [], score), ...ranked];
    },
  };
}

/** Words that may stand before a reference number in a search: "Ref. 1001", "κωδ. 1001", "№ 1001". */
const REFERENCE_WORDS = new Set(
  ['ref', 'reference', 'no', 'nr', 'id', 'κωδ', 'κωδικος', 'αρ', 'номер', 'объект', 'код', 'n'].map(
    normalizeForSearch,
  ),
);

/**
 * The reference number a search asks for: a number alone ("1001", "#1001") or after a word that
 * names one ("Ref. 1001", "ref 1001"); null for any other search.
 */
export function referenceAskedFor(term: string): number | null {
  const words = tokenize(normalizeForSearch(term));
  const number = words.at(-1);
  if (!number || !/^\d{1,9}$/.test(number) || words.length > 2) return null;
  if (words.length === 2 && !REFERENCE_WORDS.has(words[0])) return null;
  return Number(number);
}

/** Single letters and digits match everywhere: they count only when nothing else was asked. */
function meaningfulWords(term: string): string[] {
  const words = tokenize(term);
  const longer = words.filter((word) => normalizeForSearch(word).length > 1);
  return longer.length > 0 ? longer : words;
}

function toHit(document: SearchDocument, terms: readonly string[], score: number): SearchHit {
  const matched = new Set(terms);
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
    score,
  };
}

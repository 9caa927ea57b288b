import type { Locale } from '../i18n/locales';

/** One hit of the site search, with the matched excerpt split into plain and highlighted parts. */
export interface SearchHit {
  kind: 'service' | 'property' | 'project' | 'event' | 'guide' | 'partner' | 'page';
  title: string;
  /** Locale-neutral path of the result. */
  href: string;
  excerpt: Array<{ text: string; match: boolean }>;
  score: number;
}

/**
 * The search of /search-result: on the server, over all localized content, case- and
 * accent-insensitive (Greek tonos, Russian ё), ranked, with the matched excerpt.
 */
export interface SiteSearch {
  search(locale: Locale, term: string): Promise<SearchHit[]>;
}

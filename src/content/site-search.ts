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

/** The server-side search over all localized content (spec §2 /search-result, DESIGN). */
export interface SiteSearch {
  search(locale: Locale, term: string): Promise<SearchHit[]>;
}

/** The longest search term the site searches for; a longer one is cut. */
const MAX_SEARCH_TERM_LENGTH = 100;

/** A search term as the site searches for it and writes it in addresses: spaces collapsed, trimmed, cut. */
export function canonicalSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
}

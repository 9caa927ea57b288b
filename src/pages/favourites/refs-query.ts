import { MAX_FAVOURITES } from '../../state/favourites';

/**
 * A list of properties in an address: `?refs=1001,1004,1012` (commas, spaces or the parameter repeated,
 * as a form of checkboxes sends it). A reference is a listing number (a positive integer of at most nine
 * digits); anything else is dropped, a repeated one counts once, the order is the visitor's. The list is
 * bounded, so the page's address, its page-cache key and its content request stay short whatever is sent.
 */

export { MAX_FAVOURITES };

/** The fewest and the most properties compared side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const REFERENCE = /^[1-9]\d{0,8}$/;

/** The valid references of a query's `refs` parameters, each once, in order, at most `limit`. */
export function parseRefs(search: URLSearchParams, limit: number): number[] {
  const refs: number[] = [];
  for (const value of search.getAll('refs')) {
    for (const token of value.split(/[\s,]+/)) {
      if (refs.length === limit) return refs;
      if (!REFERENCE.test(token)) continue;
      const ref = Number(token);
      if (!refs.includes(ref)) refs.push(ref);
    }
  }
  return refs;
}

function refsSearch(refs: readonly number[]): URLSearchParams {
  return new URLSearchParams(refs.length > 0 ? { refs: refs.join(',') } : {});
}

/**
 * The query of a favourites page and of a comparison: the list, normalized. A comparison keeps as many
 * as a favourites list, so that a list of too many to compare leads back to the same favourites.
 */
export function refsQuery(search: URLSearchParams): URLSearchParams {
  return refsSearch(parseRefs(search, MAX_FAVOURITES));
}

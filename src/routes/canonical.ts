import { routeQuery } from './route-table';

/**
 * The query string of a page's canonical URL: only the parameters the route uses, non-empty, sorted
 * (tracking parameters such as utm_*, fbclid and gclid drop out), '' when none.
 */
export function canonicalSearch(routeName: string, params: URLSearchParams): string {
  const kept = routeQuery(routeName);
  const entries = [...params]
    .filter(([name, value]) => kept.includes(name) && value !== '')
    .sort(([a, valueA], [b, valueB]) => a.localeCompare(b) || valueA.localeCompare(valueB));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

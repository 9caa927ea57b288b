/** A route's id: its name and its locale (`about___ru`); every route exists once per locale. */
export function routeId(name: string, locale: string): string {
  return `${name}___${locale}`;
}

/** The name of the route that matches what no page route does (the 404 page). */
export const NOT_FOUND_ROUTE = 'not-found';

/** The name of the search results route (the search popup icon hides on it). */
export const SEARCH_ROUTE = 'search-result';

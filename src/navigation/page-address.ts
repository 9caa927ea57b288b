import { generatePath, type Params } from 'react-router';
import type { RouteHandle } from './use-current-route';

/**
 * The locale-neutral address of one page of a route, built from the route table: its path from the
 * route's pattern and parameters, then its normalized query. Null for the not-found route, which has
 * no address of its own.
 */
export function pageAddress(handle: RouteHandle, params: Params, search: URLSearchParams): string | null {
  if (handle.pattern === undefined || handle.pattern.includes('*')) return null;
  const path = `/${generatePath(handle.pattern, params)}`;
  const query = handle.query?.(search).toString() ?? '';
  return query ? `${path}?${query}` : path;
}

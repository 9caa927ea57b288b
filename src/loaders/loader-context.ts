import type { ContentApi } from '../content/content-api.server';
import type { SiteSearch } from '../content/site-search';
import type { MapTiles } from './map-data';

/**
 * What an address the editors moved or removed answers (see server/redirects): a redirect to where it
 * leads now, or 410 when it is gone.
 */
export type MovedAddress = { status: 301 | 302; location: string } | { status: 410; location: null };

/**
 * What the server hands every loader (React Router's request context). Loaders run on the server
 * only; the browser asks the server for their data (see client/data-strategy.ts).
 */
export interface LoaderContext {
  content: ContentApi;
  /** The server-side site search of /search-result. */
  search?: SiteSearch;
  /** An editor's preview: the content read is the drafts. */
  preview: boolean;
  /** The maps' tile source (the pages with a map give it to the browser); none: no map is offered. */
  mapTiles?: MapTiles;
  /** The address asked for cannot be read (see `readableTarget`): every page answers it with a 400. */
  unreadableAddress?: boolean;
  /** What an address answers when the editors moved or removed it; null for any other address. */
  moved?: (pathname: string, search: string) => MovedAddress | null;
  /** Reports an operational failure that was tolerated (a chrome piece left out). */
  reportError: (error: unknown, what: string) => void;
}

export function loaderContext(context: unknown): LoaderContext {
  const value = context as LoaderContext | undefined;
  if (!value?.content) throw new Error('Loaders need the server request context');
  return value;
}

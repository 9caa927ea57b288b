import { useMatches, type Params } from 'react-router';
import type { Locale } from '../i18n/locales';

/** What every route of the table carries (React Router's `handle`), for the chrome and the server. */
export interface RouteHandle {
  /** The route's name, the same in every locale. */
  name: string;
  locale: Locale;
  layout?: 'slides' | 'default';
  /** The route's path below its locale's root: '' is the home, '*' the not-found route. */
  pattern?: string;
  /**
   * The query of one page of this route: the parameters it reads, valid and normalized. It is the
   * loader's input, part of the page-cache key and of the canonical URL, so two spellings of one
   * listing state are one page. Routes that read no query have none.
   */
  query?: (search: URLSearchParams) => URLSearchParams;
  /** Query parameters whose presence makes a page that is never cached (a search term, a form outcome). */
  uncached?: readonly string[];
  /** A path parameter whose value differs in each locale (its values are the page's `urlsForProjectPage`). */
  translatedParam?: string;
  /** The page's code-split component: `load` fetches its chunk, `preload` hints it at idle time. */
  page?: { load(): Promise<unknown>; preload(): void };
}

export interface CurrentRoute {
  handle: RouteHandle;
  params: Params;
}

/** The deepest matched route (its handle and parameters). */
export function useCurrentRoute(): CurrentRoute | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.name) return { handle, params: matches[index].params };
  }
  return undefined;
}

import type { Params } from 'react-router';
import type { Seo } from '../content/types';
import type { Locale } from '../i18n/locales';
import type { LoaderContext } from './loader-context';

/** What the document head is built from: every page's data carries it. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  /** Search result pages are not indexed. */
  noindex?: boolean;
}

export interface PageData {
  meta: PageMeta;
}

/** What a page's loader reads: its route's validated parameters and its normalized query. */
export interface PageLoaderArgs {
  /** The route's parameters (and the ones it fixes itself, such as a service's slug). */
  params: Params;
  /** The page's query, as the route reads it (see `RouteHandle.query`); empty for other routes. */
  query: URLSearchParams;
  /** The name of the route (the same in every locale). */
  routeName: string;
  request: Request;
  context: LoaderContext;
  locale: Locale;
}

export type PageLoader<T extends PageData = PageData> = (args: PageLoaderArgs) => Promise<T>;

export function metaFromSeo(seo: Seo, fallbackTitle: string, fallbackDescription = ''): PageMeta {
  return {
    title: seo.metaTitle || fallbackTitle,
    description: seo.metaDescription || fallbackDescription,
    image: seo.shareImage?.url ?? null,
  };
}

import type { Params } from 'react-router';
import type { Locale } from '../i18n/locales';
import type { LoaderContext } from './loader-context';

/**
 * The picture of a shared link, as the document head names it (`og:image` and its size). Its words
 * (`og:image:alt`) are the page's title, in the page's language: the media library's are English only.
 */
export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** What the document head is built from: every page's data carries it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The picture of a shared link; null: the site's own (`SITE_SHARE_IMAGE`). */
  image: ShareImage | null;
  /** Open Graph's type when the page is an article (an event, a guide article); else a website. */
  type?: 'article';
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

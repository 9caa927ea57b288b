import type { Params } from 'react-router';
import type { Seo } from '../content/types';
import type { Locale } from '../i18n/locales';
import type { LoaderContext } from '../routes/loader-context';
import type { PageRoute } from '../routes/route-table';

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

export interface PageLoaderArgs {
  params: Params;
  request: Request;
  url: URL;
  context: LoaderContext;
  locale: Locale;
  route: PageRoute;
}

export type PageLoader<T extends PageData = PageData> = (args: PageLoaderArgs) => Promise<T>;

export function metaFromSeo(seo: Seo, fallbackTitle: string, fallbackDescription = ''): PageMeta {
  return {
    title: seo.metaTitle || fallbackTitle,
    description: seo.metaDescription || fallbackDescription,
    image: seo.shareImage?.url ?? null,
  };
}

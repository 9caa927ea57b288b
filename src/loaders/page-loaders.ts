import type { HomePage } from '../content/requests/home-page';
import type { EditorialPage, PageType } from '../content/requests/page';
import { renderMarkdown } from '../content/markdown';
import type { PageId } from '../routes/route-table';
import { metaFromSeo, type PageData, type PageLoader } from './page-data';

export interface HomePageData extends PageData {
  home: HomePage;
}

export interface EditorialPageData extends PageData {
  page: Omit<EditorialPage, 'body'> & { bodyHtml: string };
}

const home: PageLoader<HomePageData> = async ({ context, locale }) => {
  const homePage = await context.content.homePage(locale);
  return { meta: metaFromSeo(homePage.seo, homePage.slides[0]?.title ?? ''), home: homePage };
};

function editorial(type: PageType | ((params: Record<string, string | undefined>) => PageType)): PageLoader<EditorialPageData> {
  return async ({ context, locale, params }) => {
    const { body, ...page } = await context.content.page(typeof type === 'function' ? type(params) : type, locale);
    return { meta: metaFromSeo(page.seo, page.title, page.intro), page: { ...page, bodyHtml: renderMarkdown(body, locale) } };
  };
}

/** The loader of every page, imported eagerly by the server (pages themselves are code-split). */
export const pageLoaders: Record<PageId, PageLoader> = {
  home,
  about: editorial('page-about'),
  services: editorial('page-services'),
  service: editorial('page-services'),
  construction: editorial('page-construction'),
  properties: editorial('page-properties'),
  property: editorial('page-properties'),
  projects: editorial('page-projects'),
  'project-category': editorial('page-projects'),
  'projects-archive': editorial('page-projects-old'),
  events: editorial('page-events'),
  event: editorial('page-events'),
  partners: editorial('page-partners'),
  certificates: editorial('page-certificates'),
  guide: editorial('page-business-in-greece'),
  'guide-article': editorial('page-business-in-greece'),
  contacts: editorial('page-contacts'),
  legal: editorial(({ document }) => (document === 'terms-of-use' ? 'page-terms-of-use' : 'page-privacy-policy')),
  'search-result': editorial('page-about'),
};

import type { HomePage } from '../../content/requests/home-page.server';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';

export interface HomePageData extends PageData {
  home: HomePage;
}

export const homeLoader: PageLoader<HomePageData> = async ({ context, locale }) => {
  const home = await context.content.homePage(locale);
  return { meta: entryMeta('api::home-page.home-page', home), home };
};

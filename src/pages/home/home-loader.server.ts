import type { HomePage } from '../../content/requests/home-page.server';
import { metaFromSeo, type PageData, type PageLoader } from '../../loaders/page-data';

export interface HomePageData extends PageData {
  home: HomePage;
}

export const homeLoader: PageLoader<HomePageData> = async ({ context, locale }) => {
  const home = await context.content.homePage(locale);
  return { meta: metaFromSeo(home.seo, home.slides[0]?.title ?? ''), home };
};

import { guideArticlesRequest, type GuideArticleSummary } from '../../content/requests/guide-articles.server';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';

export interface GuidePageData extends EditorialPageData {
  articles: GuideArticleSummary[];
}

/** /business-in-greece: the page's words and the guide's articles in reading order. */
export const guideLoader: PageLoader<GuidePageData> = async (args) => {
  const [editorial, articles] = await Promise.all([
    loadEditorial('page-business-in-greece', args),
    args.context.content.load(guideArticlesRequest(args.locale)),
  ]);
  return { ...editorial, articles };
};

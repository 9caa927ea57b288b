import { partnersRequest, type Partner } from '../../content/requests/partners.server';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';

export interface PartnersPageData extends EditorialPageData {
  partners: Partner[];
}

/** /partners: the page's words and the partners in their listed order. */
export const partnersLoader: PageLoader<PartnersPageData> = async (args) => {
  const [editorial, partners] = await Promise.all([
    loadEditorial('page-partners', args),
    args.context.content.load(partnersRequest(args.locale)),
  ]);
  return { ...editorial, partners };
};

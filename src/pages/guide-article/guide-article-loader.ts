import { editorialLoader } from '../editorial/editorial-loader';

export const guideArticleLoader = editorialLoader('page-business-in-greece');

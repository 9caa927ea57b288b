import { editorialLoader } from '../editorial/editorial-loader';

export const guideLoader = editorialLoader('page-business-in-greece');

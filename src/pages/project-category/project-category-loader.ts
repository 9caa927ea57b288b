import { editorialLoader } from '../editorial/editorial-loader';

export const projectCategoryLoader = editorialLoader('page-projects');

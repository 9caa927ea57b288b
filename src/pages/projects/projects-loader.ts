import { editorialLoader } from '../editorial/editorial-loader';

export const projectsLoader = editorialLoader('page-projects');

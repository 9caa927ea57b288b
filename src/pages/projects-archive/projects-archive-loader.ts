import { editorialLoader } from '../editorial/editorial-loader';

export const projectsArchiveLoader = editorialLoader('page-projects-old');

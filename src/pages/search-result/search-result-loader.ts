import { editorialLoader } from '../editorial/editorial-loader';

export const searchResultLoader = editorialLoader('page-about');

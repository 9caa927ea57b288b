import { editorialLoader } from '../editorial/editorial-loader';

export const partnersLoader = editorialLoader('page-partners');

import { editorialLoader } from '../editorial/editorial-loader';

export const serviceLoader = editorialLoader('page-services');

import { editorialLoader } from '../editorial/editorial-loader';

export const servicesLoader = editorialLoader('page-services');

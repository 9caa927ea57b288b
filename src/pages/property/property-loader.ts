import { editorialLoader } from '../editorial/editorial-loader';

export const propertyLoader = editorialLoader('page-properties');

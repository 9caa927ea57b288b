import { editorialLoader } from '../editorial/editorial-loader';

export const propertiesLoader = editorialLoader('page-properties');

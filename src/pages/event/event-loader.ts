import { editorialLoader } from '../editorial/editorial-loader';

export const eventLoader = editorialLoader('page-events');

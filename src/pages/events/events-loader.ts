import { editorialLoader } from '../editorial/editorial-loader';

export const eventsLoader = editorialLoader('page-events');

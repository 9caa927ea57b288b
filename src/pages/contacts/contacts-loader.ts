import { editorialLoader } from '../editorial/editorial-loader';

export const contactsLoader = editorialLoader('page-contacts');

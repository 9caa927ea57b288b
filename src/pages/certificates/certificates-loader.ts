import { editorialLoader } from '../editorial/editorial-loader';

export const certificatesLoader = editorialLoader('page-certificates');

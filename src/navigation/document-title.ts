// The <title> of a page is what its search result shows: the rule is the content model's, which the
// CMS's preview of a search result follows too.
export { BRAND, documentTitle } from '@dkg/content-model';

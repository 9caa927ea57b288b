/** The id of the JSON island listing the page's scripts, which client/start.ts starts after the first paint. */
export const PAGE_SCRIPTS_ID = '__PAGE_SCRIPTS__';

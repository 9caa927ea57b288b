import { loaderText } from '../../i18n/loader-text';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { loadChosenEntries, type ChosenEntry } from './chosen-entries.server';
import { MAX_FAVOURITES, parseRefs } from './refs-query';

export interface FavouritesPageData extends PageData {
  /** The list of the address (a shared link); empty for the visitor's own list, read in the browser. */
  refs: number[];
  entries: ChosenEntry[];
}

/**
 * /favourites: without a list in its address, the empty page the browser fills with the visitor's own
 * list; with `?refs=`, those properties, rendered here (a shared link opened on another device). Never
 * indexed: what it shows depends on the visitor.
 */
export const favouritesLoader: PageLoader<FavouritesPageData> = async ({ query, context, locale }) => {
  const t = loaderText(locale, 'properties');
  const refs = parseRefs(query, MAX_FAVOURITES);
  return {
    meta: {
      title: t('favourites.metaTitle'),
      description: t('favourites.metaDescription'),
      image: null,
      noindex: true,
    },
    refs,
    entries: await loadChosenEntries(context, locale, refs),
  };
};

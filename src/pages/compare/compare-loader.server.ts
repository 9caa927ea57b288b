import { loaderText } from '../../i18n/loader-text';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { loadChosenEntries, type ChosenEntry } from '../favourites/chosen-entries.server';
import { COMPARE_MAX, COMPARE_MIN, MAX_FAVOURITES, parseRefs } from '../favourites/refs-query';

/** Why a comparison cannot be shown: fewer than two properties, or more than four. */
export type CompareProblem = 'too-few' | 'too-many';

export interface ComparePageData extends PageData {
  refs: number[];
  /** The compared properties, as columns; none when there is a problem. */
  entries: ChosenEntry[];
  problem: CompareProblem | null;
}

/**
 * /compare?refs=: two to four properties side by side, rendered here from the address alone (a link
 * sent to a partner, a form sent without JavaScript). Another count is said on the page, not an error.
 */
export const compareLoader: PageLoader<ComparePageData> = async ({ query, context, locale }) => {
  const t = loaderText(locale, 'properties');
  const refs = parseRefs(query, MAX_FAVOURITES);
  const problem = refs.length < COMPARE_MIN ? 'too-few' : refs.length > COMPARE_MAX ? 'too-many' : null;
  return {
    meta: {
      title: t('compare.metaTitle'),
      description: t('compare.metaDescription'),
      image: null,
      noindex: true,
    },
    refs,
    entries: problem ? [] : await loadChosenEntries(context, locale, refs),
    problem,
  };
};

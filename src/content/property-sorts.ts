/** Listing orders of /properties (`?sort=`); '' is the default order (featured first, then newest). */
export const PROPERTY_SORTS = ['price-asc', 'price-desc', 'newest', 'area'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number] | '';

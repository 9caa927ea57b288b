export const BRAND = 'DKG Development';

/** The document's <title>: the page's title with the brand, unless it already names it. */
export function documentTitle(title: string): string {
  const clean = title.trim();
  if (!clean) return BRAND;
  return clean.includes('DKG') ? clean : `${clean} — ${BRAND}`;
}

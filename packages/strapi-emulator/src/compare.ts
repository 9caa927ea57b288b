/**
 * Orders values the way SQLite does in a column: NULL first, then numbers (booleans are 0/1), then
 * text by its bytes (JavaScript's code-unit order gives the same result as UTF-8 byte order for text
 * without surrogate pairs, which is all the content this site has).
 */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = rankOf(a);
  const rankB = rankOf(b);
  if (rankA !== rankB) return rankA - rankB;
  if (rankA === 0) return 0;
  if (rankA === 1) return Number(a) - Number(b);
  const textA = asText(a);
  const textB = asText(b);
  if (textA === textB) return 0;
  return textA < textB ? -1 : 1;
}

function rankOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number' || typeof value === 'boolean') return 1;
  return 2;
}

/** A value as SQLite's text functions (LIKE, LOWER) would see it. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** SQLite's LOWER() without ICU: only ASCII letters change case (Cyrillic and Greek stay as they are). */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * How the site search compares words: case- and accent-insensitive in every locale. Greek tonos and
 * dialytika (ά→α, ΐ→ι), Russian ё→е and Latin diacritics are dropped through NFD and the removal of
 * combining marks; final ς is σ. Й stays й: it is a letter of its own, not an accented и.
 */

const COMBINING_MARKS = /\p{M}/gu;
/** Words are runs of letters, digits and their marks; everything else separates them. */
export const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

const folded = new Map<string, string>();

function foldCharacter(character: string): string {
  let result = folded.get(character);
  if (result === undefined) {
    const lower = character.toLowerCase();
    result = lower === 'й' ? lower : lower.normalize('NFD').replace(COMBINING_MARKS, '');
    if (result === 'ς') result = 'σ';
    folded.set(character, result);
  }
  return result;
}

/** The comparable form of a word or a text: lower case, without accents. */
export function normalizeForSearch(value: string): string {
  let result = '';
  for (const character of value.normalize('NFC')) result += foldCharacter(character);
  return result;
}

/** Splits a text into words, for the index and for queries alike. */
export function tokenize(value: string): string[] {
  return value.split(SEPARATORS).filter(Boolean);
}

import type { SearchHit } from '../../src/content/site-search';
import { WORD } from './search-text';

export type ExcerptPart = SearchHit['excerpt'][number];

export interface ExcerptOptions {
  /** The excerpt's length in characters, give or take a word. */
  length?: number;
  /** How much text comes before the first match. */
  lead?: number;
}

interface Word {
  start: number;
  end: number;
  match: boolean;
}

/**
 * The part of a text around its first matching word, split into plain and matched parts. It is cut
 * from the original text, so the words show as they were written; cuts fall between words and are
 * marked with an ellipsis.
 */
export function buildExcerpt(
  text: string,
  isMatch: (word: string) => boolean,
  { length = 200, lead = 60 }: ExcerptOptions = {},
): ExcerptPart[] {
  const words = [...text.matchAll(WORD)].map((found): Word => ({
    start: found.index,
    end: found.index + found[0].length,
    match: isMatch(found[0]),
  }));
  const first = words.find((word) => word.match);
  const [start, end] = excerptWindow(text, words, first, length, lead);
  const parts: ExcerptPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    const beforeLast = parts.at(-2);
    if (last && !last.match && !match) last.text += part;
    else if (match && last && !last.match && /^\s+$/.test(last.text) && beforeLast?.match) {
      // Matched words with only spaces between them form one highlighted phrase.
      parts.pop();
      beforeLast.text += last.text + part;
    } else parts.push({ text: part, match });
  };
  if (start > 0) push('…', false);
  let cursor = start;
  for (const word of words) {
    if (!word.match || word.start < start || word.end > end) continue;
    push(text.slice(cursor, word.start), false);
    push(text.slice(word.start, word.end), true);
    cursor = word.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push('…', false);
  return trimParts(parts);
}

function excerptWindow(text: string, words: Word[], first: Word | undefined, length: number, lead: number) {
  if (text.length <= length) return [0, text.length] as const;
  const anchor = first?.start ?? 0;
  let start = Math.min(Math.max(0, anchor - lead), text.length - length);
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? anchor;
  start = Math.min(start, anchor);
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const lastWhole = words.filter((word) => word.end <= end).at(-1);
    end = Math.max(lastWhole?.end ?? end, first?.end ?? 0);
  }
  return [start, end] as const;
}

function trimParts(parts: ExcerptPart[]): ExcerptPart[] {
  const first = parts[0];
  const last = parts.at(-1);
  if (first && !first.match) first.text = first.text.trimStart();
  if (last && !last.match) last.text = last.text.trimEnd();
  return parts.filter((part) => part.text !== '');
}

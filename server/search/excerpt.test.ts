import { buildExcerpt, type ExcerptPart } from './excerpt';
import { normalizeForSearch } from './search-text';

const matching =
  (...terms: string[]) =>
  (word: string) =>
    terms.includes(normalizeForSearch(word));

const joined = (parts: ExcerptPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: ExcerptPart[]) => parts.filter((part) => part.match).map((part) => part.text);

const filler = (count: number, word = 'olive') =>
  Array.from({ length: count }, (_, index) => `${word}${index}`).join(' ');

describe('the search excerpt', () => {
  it('when a short text matches, then the whole text comes back with the matched words marked', () => {
    const parts = buildExcerpt('A villa with a pool and a second villa.', matching('villa'));
    expect(parts).toEqual([
      { text: 'A ', match: false },
      { text: 'villa', match: true },
      { text: ' with a pool and a second ', match: false },
      { text: 'villa', match: true },
      { text: '.', match: false },
    ]);
  });

  it('when matched words stand one space apart, then they are marked as one phrase', () => {
    const parts = buildExcerpt('The Greek Golden Visa, and a golden  visa.', matching('golden', 'visa'));
    expect(parts).toEqual([
      { text: 'The Greek ', match: false },
      { text: 'Golden Visa', match: true },
      { text: ', and a ', match: false },
      { text: 'golden  visa', match: true },
      { text: '.', match: false },
    ]);
  });

  it('when the match is accented in the text, then the excerpt shows it as written', () => {
    const parts = buildExcerpt('Πωλούνται ακίνητα στην Κρήτη.', matching('ακινητα'));
    expect(marked(parts)).toEqual(['ακίνητα']);
    expect(joined(parts)).toBe('Πωλούνται ακίνητα στην Κρήτη.');
  });

  it('when the match is deep in a long text, then the excerpt is cut around it at word boundaries, with ellipses', () => {
    const text = `${filler(60)} the harbour of Chania ${filler(60, 'stone')}`;
    const parts = buildExcerpt(text, matching('chania'));
    const excerpt = joined(parts);
    expect(marked(parts)).toEqual(['Chania']);
    expect(excerpt.length).toBeGreaterThanOrEqual(160);
    expect(excerpt.length).toBeLessThanOrEqual(222);
    expect(excerpt.startsWith('…olive')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.indexOf('Chania')).toBeGreaterThan(30);
    // Whole words only on both cuts.
    const inner = excerpt.slice(1, -1).split(' ');
    for (const word of inner) expect(text.split(' ')).toContain(word.replace(/[…]/g, ''));
  });

  it('when the match is near the end of a long text, then the excerpt still has its full length', () => {
    const text = `${filler(80)} final words about Athens`;
    const excerpt = joined(buildExcerpt(text, matching('athens')));
    expect(excerpt.endsWith('Athens')).toBe(true);
    expect(excerpt.length).toBeGreaterThanOrEqual(160);
  });

  it('when nothing in the text matches, then the excerpt is its beginning, unmarked', () => {
    const text = filler(80);
    const parts = buildExcerpt(text, matching('nothing'));
    expect(parts).toHaveLength(1);
    expect(parts[0].match).toBe(false);
    expect(text.startsWith(parts[0].text.replace(/…$/, ''))).toBe(true);
  });

  it('when the text is empty, then there is no excerpt', () => {
    expect(buildExcerpt('', matching('x'))).toEqual([]);
  });

  it('when the text holds markup-like characters, then they stay plain text parts', () => {
    const parts = buildExcerpt('Use <script> tags & the villa', matching('villa'));
    expect(parts[0]).toEqual({ text: 'Use <script> tags & the ', match: false });
  });
});

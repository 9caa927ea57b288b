import { normalizeForSearch, tokenize } from './search-text';

describe('search text normalization', () => {
  it.each([
    ['ακίνητα', 'ακινητα'],
    ['ΑΚΊΝΗΤΑ', 'ακινητα'],
    ['ΑΚΙΝΗΤΑ', 'ακινητα'],
    ['διϋλιστήριο', 'διυλιστηριο'],
    ['ΐ', 'ι'],
    ['ΰ', 'υ'],
    ['νόμος', 'νομοσ'],
    ['ΝΟΜΟΣ', 'νομοσ'],
  ])(
    'when Greek %s is normalized, then tonos, dialytika and final sigma fold away: %s',
    (input, expected) => {
      expect(normalizeForSearch(input)).toBe(expected);
    },
  );

  it.each([
    ['Ёлка', 'елка'],
    ['ёлка', 'елка'],
    ['ЕЛКА', 'елка'],
    ['Всё', 'все'],
  ])('when Russian %s is normalized, then ё is е and the case is gone: %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('when Russian й is normalized, then it stays a letter of its own', () => {
    expect(normalizeForSearch('Чайный')).toBe('чайный');
    expect(normalizeForSearch('и\u0306')).toBe('й');
  });

  it.each([
    ['Café', 'cafe'],
    ['Ångström', 'angstrom'],
    ['Façade', 'facade'],
    ['Peñíscola', 'peniscola'],
    ['Crème Brûlée', 'creme brulee'],
  ])('when Latin %s is normalized, then diacritics and case fold away: %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('when a text is already decomposed, then it folds the same as a composed one', () => {
    expect(normalizeForSearch('ά'.normalize('NFD'))).toBe(normalizeForSearch('ά'));
  });

  it('when a text is split into words, then letters and digits stay together and punctuation separates', () => {
    expect(tokenize('Sea-view villa, 1,300 m² — Λαγονήσι; «Ёлка»!')).toEqual([
      'Sea',
      'view',
      'villa',
      '1',
      '300',
      'm²',
      'Λαγονήσι',
      'Ёлка',
    ]);
  });
});

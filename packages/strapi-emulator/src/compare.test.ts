import { compareValues, lowerAscii } from './compare';

describe('compare', () => {
  it('when text is folded, then only ASCII letters change (SQLite LOWER without ICU)', () => {
    expect(lowerAscii('RESIDENTIAL Жилые ΒΊΛΑ')).toBe('residential Жилые ΒΊΛΑ');
  });

  it('when values of different kinds are ordered, then NULL < numbers < text, as in SQLite', () => {
    const values = ['b', 2, null, 'B', true, 10, 'a'];
    expect([...values].sort(compareValues)).toEqual([null, true, 2, 10, 'B', 'a', 'b']);
  });
});

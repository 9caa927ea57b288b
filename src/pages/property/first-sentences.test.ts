import { firstSentences } from './first-sentences';

describe('firstSentences', () => {
  it('when the first sentences fit, then whole sentences are kept', () => {
    expect(firstSentences('A bright flat. Three bedrooms. A long third sentence follows here.', 32)).toBe(
      'A bright flat. Three bedrooms.',
    );
  });

  it('when the first sentence alone is too long, then it is cut at a word with an ellipsis', () => {
    expect(firstSentences('A contemporary villa on a quiet lane above the bay, with a view', 30)).toBe(
      'A contemporary villa on a…',
    );
  });

  it('when the text is short, then it is returned as it is', () => {
    expect(firstSentences('Quiet street.')).toBe('Quiet street.');
  });
});

import { questionsOf } from './guide-article-structured-data.server';

describe('questions of a guide article', () => {
  it('when sections are headed by questions in English, Russian or Greek, then each is a question with its text as the answer', () => {
    const html = [
      '<p>Intro</p>',
      '<h2 id="a">Can foreigners buy?</h2><p>Yes, <strong>freely</strong>.</p>',
      '<h2 id="b">1. Budget</h2><p>Plan 8%.</p>',
      '<h2>Могут ли иностранцы покупать?</h2><p>Да.</p>',
      '<h2>Μπορούν οι αλλοδαποί να αγοράσουν;</h2><ul><li>Ναι &amp; όχι</li></ul>',
    ].join('');
    expect(questionsOf(html)).toEqual([
      { question: 'Can foreigners buy?', answer: 'Yes, freely.' },
      { question: 'Могут ли иностранцы покупать?', answer: 'Да.' },
      { question: 'Μπορούν οι αλλοδαποί να αγοράσουν;', answer: 'Ναι & όχι' },
    ]);
  });

  it('when a question has no text under it, then it is not an FAQ entry', () => {
    expect(questionsOf('<h2>Why?</h2><h2>Next</h2><p>x</p>')).toEqual([]);
  });
});

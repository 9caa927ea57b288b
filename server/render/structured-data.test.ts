import { documentHead } from './document';
import { questionsOf } from './structured-data';

describe('JSON-LD in the document head', () => {
  it('when content holds a closing script tag, then the data block cannot be left and still parses to the same text', () => {
    const name = 'Villa </script><script>alert(1)</script> <!-- \u2028 & co';
    const head = documentHead({
      locale: 'en',
      meta: null,
      canonical: 'https://example.test/',
      alternates: {},
      assetTags: '',
      noindex: false,
      structuredData: [{ '@context': 'https://schema.org', '@type': 'Event', name }],
    });
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<!--');
    expect((JSON.parse(blocks[0][1]) as { name: string }).name).toBe(name);
  });
});

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

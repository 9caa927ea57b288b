import { documentHead } from './document';

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

describe('the cards of a shared link in the document head', () => {
  const hostile = 'Villa "by" <the> sea & co</title><script>alert(1)</script>';
  const head = documentHead({
    locale: 'ru',
    meta: {
      title: hostile,
      description: hostile,
      image: { url: 'https://media.test/uploads/share_x.jpg?a="b"&c=<d>', width: 1200, height: 630 },
      type: 'article',
    },
    canonical: 'https://example.test/ru/events/a"b',
    alternates: { en: 'https://example.test/events/a', ru: 'https://example.test/ru/events/a' },
    assetTags: '',
    noindex: false,
  });
  const content = (key: string) =>
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)]
      .filter((match) => match[1] === key)
      .map((match) => match[2]);

  it('when the content holds quotes and markup, then every value is escaped and no tag is left', () => {
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('"by"');
    for (const key of ['og:title', 'twitter:title', 'og:description', 'og:image:alt'])
      expect(content(key)).toEqual([
        'Villa &quot;by&quot; &lt;the&gt; sea &amp; co&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      ]);
    expect(content('og:image')).toEqual([
      'https://media.test/uploads/share_x.jpg?a=&quot;b&quot;&amp;c=&lt;d&gt;',
    ]);
    expect(content('og:url')).toEqual(['https://example.test/ru/events/a&quot;b']);
  });

  it('when the page is an article in Russian, then the cards say so, with the other languages it exists in', () => {
    expect(content('og:type')).toEqual(['article']);
    expect(content('og:locale')).toEqual(['ru_RU']);
    expect(content('og:locale:alternate')).toEqual(['en_GB']);
    expect(content('og:image:width')).toEqual(['1200']);
    expect(content('og:image:height')).toEqual(['630']);
    expect(content('twitter:card')).toEqual(['summary_large_image']);
  });
});

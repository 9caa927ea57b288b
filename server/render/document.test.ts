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

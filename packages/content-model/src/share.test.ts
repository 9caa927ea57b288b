import { contentTypes } from './schema';
import { entryShare, firstSentences, markdownToPlainText, shareOf, SEO_LIMITS } from './share';

interface Picture {
  url: string;
}

const cover: Picture = { url: '/uploads/cover.webp' };
const slide: Picture = { url: '/uploads/slide.webp' };
const chosen: Picture = { url: '/uploads/chosen.webp' };

describe('shareOf, the fallback of every page', () => {
  it('when the SEO fields are set, then the page takes them as they are', () => {
    const share = shareOf<Picture>({
      seo: { metaTitle: ' Villas by the sea ', metaDescription: 'Chosen words.', shareImage: chosen },
      title: 'Sea-view villa',
      texts: ['A villa. With a pool.'],
      images: [cover],
    });
    expect(share).toEqual({
      title: 'Villas by the sea',
      description: 'Chosen words.',
      image: chosen,
      origin: { title: 'seo', description: 'seo', image: 'seo' },
    });
  });

  it('when the SEO fields are empty or blank, then the entry’s title, first sentences and main picture are taken', () => {
    const share = shareOf<Picture>({
      seo: { metaTitle: '   ', metaDescription: null, shareImage: null },
      title: 'Sea-view villa',
      texts: ['A villa above the bay. It has a pool.'],
      images: [cover],
    });
    expect(share).toEqual({
      title: 'Sea-view villa',
      description: 'A villa above the bay. It has a pool.',
      image: cover,
      origin: { title: 'entry', description: 'entry', image: 'entry' },
    });
    expect(shareOf<Picture>({ seo: null, title: 'X', texts: [], images: [] }).origin).toEqual({
      title: 'entry',
      description: 'none',
      image: 'none',
    });
  });

  it('when the first text is empty, then the next one describes the entry', () => {
    const share = shareOf({
      seo: undefined,
      title: 'Event',
      texts: ['', null, '## Programme\n\nTalks.'],
      images: [],
    });
    expect(share.description).toBe('Programme. Talks.');
  });

  it('when the description comes from Markdown, then it is plain text', () => {
    const share = shareOf({
      seo: {},
      title: 'Villa',
      texts: ['A **contemporary** villa with a [Golden Visa](/services/golden-visa) and `A+` class.'],
      images: [],
    });
    expect(share.description).toBe('A contemporary villa with a Golden Visa and A+ class.');
  });

  it('when the text is longer than a description, then it is cut at a sentence, else at a word, within 160 characters', () => {
    const sentence = 'The villa stands on a quiet lane above the bay with an open view over the gulf.';
    const share = shareOf({
      seo: null,
      title: 'V',
      texts: [`${sentence} ${sentence} ${sentence}`],
      images: [],
    });
    expect(share.description).toBe(`${sentence} ${sentence}`);
    expect(share.description.length).toBeLessThanOrEqual(SEO_LIMITS.description);
    const long = shareOf({ seo: null, title: 'V', texts: [`${'word '.repeat(60)}end.`], images: [] });
    expect(long.description.length).toBeLessThanOrEqual(SEO_LIMITS.description);
    expect(long.description).toMatch(/^(word )+word…$/);
  });

  it('when the entry has no picture of its own, then a later one is taken, and none leaves the site’s own', () => {
    expect(
      shareOf<Picture>({ seo: null, title: 'V', texts: [], images: [null, undefined, slide] }).image,
    ).toBe(slide);
    expect(
      shareOf<Picture>({ seo: { shareImage: null }, title: 'V', texts: [], images: [null] }).image,
    ).toBeNull();
  });
});

describe('entryShare, by a type’s sources in the content model', () => {
  it('when a property has no SEO fields, then its description, cover or first gallery picture are taken', () => {
    const sources = contentTypes['api::property.property'].share!;
    const property = {
      title: 'Villa',
      description: '# Villa\n\nBright rooms.',
      cover: null,
      gallery: [slide, cover],
    };
    expect(entryShare<Picture>(sources, property, null, 'Villa — ref. 1001')).toMatchObject({
      title: 'Villa — ref. 1001',
      description: 'Villa. Bright rooms.',
      image: slide,
    });
  });

  it('when the home page has no SEO fields, then its first slide gives them', () => {
    const sources = contentTypes['api::home-page.home-page'].share!;
    const home = { slides: [{ title: 'Homes by the Aegean', text: 'Apartments and villas.', image: slide }] };
    expect(entryShare<Picture>(sources, home, { metaTitle: '' })).toMatchObject({
      title: 'Homes by the Aegean',
      description: 'Apartments and villas.',
      image: slide,
    });
  });

  it('when a type has pages of its own, then it says where its share comes from and has the SEO fields', () => {
    for (const name of [
      'property',
      'project',
      'event',
      'guide-article',
      'service',
      'home-page',
      'page-about',
    ]) {
      const type = contentTypes[`api::${name}.${name}`];
      expect([name, Boolean(type.share), type.attributes.seo]).toEqual([
        name,
        true,
        { type: 'component', component: 'shared.seo', repeatable: false },
      ]);
    }
  });
});

describe('markdownToPlainText', () => {
  it('when Markdown has headings, lists, quotes, pictures and tables, then only their words are left', () => {
    const source = [
      '## Where it is',
      '',
      '- **Ground floor:** living room, _kitchen_.',
      '1. First ~~old~~ step',
      '> A quote',
      '![A picture](/uploads/x.webp)',
      '| Size | Price |',
      '| --- | --- |',
      '| 120 m² | €400,000 |',
      '',
      '---',
      'See <https://example.com> and snake_case_name.',
    ].join('\n');
    expect(markdownToPlainText(source)).toBe(
      'Where it is. Ground floor: living room, kitchen. First old step A quote Size Price 120 m² €400,000 See https://example.com and snake_case_name.',
    );
  });
});

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

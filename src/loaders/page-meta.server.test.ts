import type { Media } from '../content/types';
import { entryMeta, shareImage } from './page-meta.server';

const picture = (name: string, extra: Partial<Media> = {}): Media => ({
  url: `https://media.test/uploads/${name}.webp`,
  alt: name,
  width: 1800,
  height: 1200,
  mime: 'image/webp',
  sources: [],
  focalPoint: null,
  ...extra,
});
const crop = (name: string) => ({
  url: `https://media.test/uploads/share_${name}.jpg`,
  width: 1200,
  height: 630,
});

describe('the share picture of a media file', () => {
  it('when the picture has its share crop, then the crop is the picture of the link', () => {
    expect(shareImage(picture('villa', { share: crop('villa') }))).toEqual(crop('villa'));
  });

  it('when it has none (uploaded before the crop existed), then the picture itself, with its own size', () => {
    expect(shareImage(picture('villa'))).toEqual({
      url: 'https://media.test/uploads/villa.webp',
      width: 1800,
      height: 1200,
    });
  });

  it('when the file is a drawing or a document, then it cannot be a link’s picture', () => {
    expect(shareImage(picture('logo', { mime: 'image/svg+xml' }))).toBeNull();
    expect(shareImage(picture('certificate', { mime: 'application/pdf' }))).toBeNull();
    expect(shareImage(null)).toBeNull();
  });
});

describe('the head of an entry’s page', () => {
  const event = {
    title: 'Open days',
    summary: 'Two days of viewings.',
    body: '## Programme',
    cover: picture('cover', { share: crop('cover') }),
  };

  it('when the SEO fields are empty, then the title, summary and cover’s crop, as an article', () => {
    expect(entryMeta('api::event.event', { ...event, seo: null }, { type: 'article' })).toEqual({
      title: 'Open days',
      description: 'Two days of viewings.',
      image: crop('cover'),
      type: 'article',
    });
  });

  it('when the SEO picture is a drawing, then the entry’s own picture is shared instead', () => {
    const seo = {
      metaTitle: 'Chosen',
      metaDescription: '',
      shareImage: picture('logo', { mime: 'image/svg+xml' }),
    };
    expect(entryMeta('api::event.event', { ...event, seo })).toMatchObject({
      title: 'Chosen',
      image: crop('cover'),
    });
  });

  it('when a page names the entry its own way, then that is the fallback title', () => {
    const property = { title: 'Villa', description: 'Bright.', cover: null, gallery: [], seo: null };
    expect(entryMeta('api::property.property', property, { title: 'Villa — ref. 1001' }).title).toBe(
      'Villa — ref. 1001',
    );
  });

  it('when a type has no share sources, then it is a mistake of the code', () => {
    expect(() => entryMeta('api::partner.partner', { seo: null })).toThrow(/no share sources/);
  });
});

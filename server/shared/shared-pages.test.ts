import type { StoredPage } from '../cache/page-cache';
import { decodePage, encodePage } from './shared-pages';

const page: StoredPage = {
  key: 'en|/about',
  url: '/about',
  etag: '"abc"',
  renderedAt: 1_700_000_000_000,
  degraded: false,
  deps: { contentUrls: ['/api/page-about?locale=en'], tags: ['api::page-about.page-about'] },
  styleHashes: ["'sha256-x'"],
  bodies: { br: Buffer.from([1, 2, 3]), gzip: Buffer.from([4, 5]) },
  length: 6,
};

describe('a page as the replicas share it', () => {
  it('when it is encoded and decoded, then it is the same page, bodies byte for byte', () => {
    const { meta, bodies } = encodePage(page);
    const decoded = decodePage({ meta: Buffer.from(meta), ...bodies });
    expect(decoded).toEqual(page);
  });

  it('when a body or its description is missing or broken, then there is no page', () => {
    const { meta, bodies } = encodePage(page);
    expect(decodePage({ meta: Buffer.from(meta), br: bodies.br })).toBeNull();
    // A copy written before the plain body's length was part of its description.
    const { length: _, ...older } = JSON.parse(meta) as Record<string, unknown>;
    expect(decodePage({ meta: Buffer.from(JSON.stringify(older)), ...bodies })).toBeNull();
    expect(decodePage({ meta: Buffer.from('{not json'), ...bodies })).toBeNull();
    expect(decodePage({ meta: Buffer.from('{"key":1}'), ...bodies })).toBeNull();
    expect(decodePage({})).toBeNull();
  });
});

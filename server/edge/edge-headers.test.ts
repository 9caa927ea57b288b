import {
  createEdgeHeaders,
  EDGE_MAX_AGE_S,
  EDGE_STALE_IF_ERROR_S,
  MAX_TAG_HEADER_BYTES,
} from './edge-headers';
import { createEdgeTags, pageTag, SITE_TAG } from './edge-tags';

const tags = createEdgeTags('https://www.example.test');
const page = {
  key: 'ru|/ru/about',
  tags: ['api::page-about.page-about@ru', 'api::header.header@ru', 'api::footer.footer@ru'],
  fresh: true,
};
const expectedTokens = tags.tokens([SITE_TAG, pageTag(page.key), ...page.tags]);

/** A flat list of names and values as an object (names in lower case). */
function asObject(flat: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index < flat.length; index += 2) headers[flat[index].toLowerCase()] = flat[index + 1];
  return headers;
}

describe('edge headers of a page', () => {
  it('when no edge is purged (EDGE_PURGE unset), then a page carries its tokens in xkey, the site and the page among them, and no edge is told to keep it', () => {
    const headers = asObject(createEdgeHeaders(tags, undefined).page(page));
    expect(headers).toEqual({ xkey: expectedTokens.join(' ') });
    expect(expectedTokens[0]).toBe(tags.siteToken);
    expect(expectedTokens).toHaveLength(5);
  });

  it('when the edge is Varnish, then xkey (space-separated) and a Surrogate-Control that keeps it a day and serves it a week while the site errs', () => {
    const headers = asObject(createEdgeHeaders(tags, 'varnish').page(page));
    expect(headers).toEqual({
      xkey: expectedTokens.join(' '),
      'surrogate-control': `max-age=${EDGE_MAX_AGE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
    });
  });

  it('when the edge is Cloudflare, then Cache-Tag (comma-separated) and Cloudflare-CDN-Cache-Control, which Cloudflare never passes on', () => {
    const headers = asObject(createEdgeHeaders(tags, 'cloudflare').page(page));
    expect(headers['cache-tag']).toBe(expectedTokens.join(','));
    expect(headers['cloudflare-cdn-cache-control']).toBe(
      `max-age=${EDGE_MAX_AGE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
    );
    expect(headers.xkey).toBe(expectedTokens.join(' '));
    expect(headers['surrogate-control']).toBeUndefined();
  });

  it('when the edge is Fastly, then Surrogate-Key (space-separated) and Surrogate-Control', () => {
    const headers = asObject(createEdgeHeaders(tags, 'fastly').page(page));
    expect(headers['surrogate-key']).toBe(expectedTokens.join(' '));
    expect(headers['surrogate-control']).toMatch(/^max-age=86400, /);
  });

  it('when the page cache holds the page stale, then the edge keeps it a second only, and still serves it while the site errs', () => {
    const edge = createEdgeHeaders(tags, 'fastly');
    expect(asObject(edge.page({ ...page, fresh: false }))['surrogate-control']).toBe(
      `max-age=1, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
    );
    expect(edge.policy(false)).toEqual([
      'Surrogate-Control',
      `max-age=1, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
    ]);
    expect(createEdgeHeaders(tags, undefined).policy(true)).toEqual([]);
  });

  it('when a page has tags of every length, then each platform gets tokens within its limits: none over 1,024 bytes, the header within 8,000 bytes (Varnish reads 8 KB, Cloudflare and Fastly 16 KB)', () => {
    const many = {
      ...page,
      tags: Array.from({ length: 400 }, (_, index) => `api::property.property#${'x'.repeat(index * 3)}@el`),
    };
    for (const platform of ['varnish', 'cloudflare', 'fastly'] as const) {
      const headers = asObject(createEdgeHeaders(tags, platform).page(many));
      const list = (headers['cache-tag'] ?? headers['surrogate-key'] ?? headers.xkey).split(/[ ,]/);
      expect(list).toHaveLength(402);
      list.forEach((token) => expect(Buffer.byteLength(token)).toBeLessThanOrEqual(1024));
      Object.values(headers).forEach((value) =>
        expect(Buffer.byteLength(value)).toBeLessThanOrEqual(MAX_TAG_HEADER_BYTES),
      );
    }
  });

  it('when a page has more tags than fit in a header, then it carries none and no edge is told to keep it (it is never kept past a purge it would miss)', () => {
    const tooMany = { ...page, tags: Array.from({ length: 500 }, (_, index) => `tag-${index}`) };
    const edge = createEdgeHeaders(tags, 'cloudflare');
    expect(edge.page(tooMany)).toEqual([]);
    expect(edge.tags(tooMany)).toEqual([]);
  });
});

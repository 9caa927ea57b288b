import type { EdgePlatform } from '../config';
import { pageTag, SITE_TAG, type EdgeTags } from './edge-tags';

/**
 * How long an edge keeps a page the site answered fresh: a day. A publication purges what it
 * changed (server/edge/edge-purge.ts), so the day only bounds a purge that was lost.
 */
export const EDGE_MAX_AGE_S = 86_400;

/**
 * How long an edge keeps a page the page cache answered stale (outdated by a change and rendering
 * again, past PAGE_CACHE_TTL_S, or built from content served stale): a second, so that the fresh
 * copy replaces it at the edge as soon as the page cache has it.
 */
export const EDGE_STALE_MAX_AGE_S = 1;

/** How long an edge may serve its last copy of a page while the site is down or erring: a week. */
export const EDGE_STALE_IF_ERROR_S = 604_800;

/**
 * The most bytes a page's tags take in one header. Varnish refuses a backend's header line over its
 * `http_resp_hdr_len` (8 KB by default); Cloudflare reads a Cache-Tag header of up to 16 KB and 1,000
 * tags, Fastly a Surrogate-Key header of up to 16,384 bytes with keys of up to 1,024 bytes (tokens
 * are 16). At 17 bytes a token, 470 of them fit; a page has a few dozen.
 */
export const MAX_TAG_HEADER_BYTES = 8_000;

/** The header each platform reads a page's tags from, and what separates them. */
const TAG_HEADERS: Record<EdgePlatform, { name: string; separator: string } | null> = {
  varnish: null,
  cloudflare: { name: 'Cache-Tag', separator: ',' },
  fastly: { name: 'Surrogate-Key', separator: ' ' },
};

/**
 * The header each platform reads its own caching policy from, apart from the browsers' Cache-Control:
 * Surrogate-Control for Varnish (deploy/varnish/default.vcl) and Fastly, which strip it;
 * Cloudflare-CDN-Cache-Control for Cloudflare, which never passes it on.
 */
const POLICY_HEADERS: Record<EdgePlatform, string> = {
  varnish: 'Surrogate-Control',
  cloudflare: 'Cloudflare-CDN-Cache-Control',
  fastly: 'Surrogate-Control',
};

/** A page an edge may keep: a 200 kept in the page cache, from a render or from the cache. */
export interface EdgePage {
  /** Its page key. */
  key: string;
  /** The content tags it was built from. */
  tags: readonly string[];
  /** The page cache holds it fresh (not outdated, not past its time, not built from stale content). */
  fresh: boolean;
}

/** The headers that tell the edges in front of the site what a page is made of and how long to keep it. */
export interface EdgeHeaders {
  /**
   * A page's tags (`xkey` always, and the configured platform's header) and the edge's policy, as a
   * flat list of names and values. A page whose tags would not fit gets neither (an edge keeps it as
   * briefly as the browsers' Cache-Control says).
   */
  page(page: EdgePage): string[];
  /** The tag headers alone; none when they would not fit. */
  tags(page: Omit<EdgePage, 'fresh'>): string[];
  /** The edge's policy alone (what a 304 repeats); none without EDGE_PURGE. */
  policy(fresh: boolean): string[];
}

/**
 * `platform`: EDGE_PURGE. Without it the pages still carry their tags in `xkey`, which only an edge
 * that reads it sees, but no edge is told to keep them longer than the browsers are, since nothing
 * would purge them.
 */
export function createEdgeHeaders(tags: EdgeTags, platform: EdgePlatform | undefined): EdgeHeaders {
  const tagHeader = platform ? TAG_HEADERS[platform] : null;
  const policyHeader = platform ? POLICY_HEADERS[platform] : null;
  const policies = {
    fresh: `max-age=${EDGE_MAX_AGE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
    stale: `max-age=${EDGE_STALE_MAX_AGE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`,
  };
  const policy = (fresh: boolean): string[] =>
    policyHeader ? [policyHeader, fresh ? policies.fresh : policies.stale] : [];

  const tagHeaders = ({ key, tags: contentTags }: Omit<EdgePage, 'fresh'>): string[] => {
    const tokens = tags.tokens([SITE_TAG, pageTag(key), ...contentTags]);
    const spaced = tokens.join(' ');
    if (Buffer.byteLength(spaced) > MAX_TAG_HEADER_BYTES) return [];
    return ['xkey', spaced, ...(tagHeader ? [tagHeader.name, tokens.join(tagHeader.separator)] : [])];
  };

  return {
    policy,
    tags: tagHeaders,
    page(page) {
      const tagged = tagHeaders(page);
      return tagged.length > 0 ? [...tagged, ...policy(page.fresh)] : [];
    },
  };
}

import { createHash } from 'node:crypto';

/**
 * Hex digits of a token: 64 bits of a digest, so that two tags of one site never share a token (a
 * site has a few thousand tags; two of them colliding is a chance of about 1 in 10^12).
 */
const TOKEN_DIGITS = 16;

/** Tags remembered with their tokens; past this many the memory starts again. */
const MEMORY_MAX = 20_000;

/** The tag every page carries: purging it purges every page of the site. */
export const SITE_TAG = '*';

/** The tag of one page (by its page key), which only that page carries. */
export function pageTag(key: string): string {
  return `page:${key}`;
}

/**
 * The names a page's tags have at an edge. The content tags (`api::header.header@ru`,
 * `api::property.property#1001`) hold characters some platforms refuse or read as separators (a
 * comma, a space) and grow with the content's keys; each is sent as a token instead: the first 16 hex
 * digits of the SHA-256 of the site's origin and the tag. Tokens are the same on every replica and
 * after every restart, short (a page of 40 tags sends 680 bytes), of characters every platform takes
 * (Cloudflare reads them case-insensitively: lower case only), and differ between two sites sharing
 * an edge (a staging and a production host in one Cloudflare zone), so a purge of one never reaches
 * the other.
 */
export interface EdgeTags {
  token(tag: string): string;
  /** The tokens of these tags, each once, in order. */
  tokens(tags: readonly string[]): string[];
  /** The token of SITE_TAG. */
  readonly siteToken: string;
}

/** `origin`: the site's public origin (PUBLIC_URL), which sets its tokens apart from other sites'. */
export function createEdgeTags(origin: string): EdgeTags {
  const memory = new Map<string, string>();
  const token = (tag: string): string => {
    let known = memory.get(tag);
    if (known === undefined) {
      known = createHash('sha256').update(`${origin}\n${tag}`).digest('hex').slice(0, TOKEN_DIGITS);
      if (memory.size >= MEMORY_MAX) memory.clear();
      memory.set(tag, known);
    }
    return known;
  };
  return {
    token,
    tokens: (tags) => [...new Set(tags.map(token))],
    siteToken: token(SITE_TAG),
  };
}

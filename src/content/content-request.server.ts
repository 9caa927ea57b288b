import { stringify } from 'qs';

export interface ParseContext {
  /** Prefix for relative media URLs (MEDIA_URL); empty for the site's own origin. */
  mediaUrl: string;
}

/**
 * One call to the content service: where it goes, what it asks, which content types it depends on
 * (for targeted revalidation) and how its answer is checked and turned into a plain object.
 */
export interface ContentRequest<T> {
  /** Path and query string, exactly as sent; also the cache key. */
  url: string;
  /** Content type uids the answer is built from. */
  tags: readonly string[];
  /** Validates the raw answer (throwing on a wrong shape) and normalizes it. */
  parse(body: unknown, context: ParseContext): T;
}

/** Builds a query string the way Strapi reads it: bracketed keys, encoded values. */
function buildQuery(query: Record<string, unknown>): string {
  return stringify(query, { encodeValuesOnly: true });
}

export function contentRequest<T>(options: {
  path: string;
  query: Record<string, unknown>;
  tags: readonly string[];
  parse: (body: unknown, context: ParseContext) => T;
}): ContentRequest<T> {
  const query = buildQuery(options.query);
  return {
    url: query ? `${options.path}?${query}` : options.path,
    tags: options.tags,
    parse: options.parse,
  };
}

/**
 * The tag of one entry of a collection, by its key shared across locales (a property's ref, a
 * service's slug…): a request for that entry alone carries it instead of the type's tag, so a
 * change of another entry does not drop it.
 */
export function entryTag(uid: string, key: string | number): string {
  return `${uid}#${key}`;
}

/** What loaders use to get content: the server's cache-backed loader implements it. */
export type ContentLoad = <T>(request: ContentRequest<T>) => Promise<T>;

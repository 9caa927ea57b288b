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
  /**
   * What the answer is built from, for targeted revalidation: content type uids and entry tags, each
   * scoped to the request's locale (`uid@ru`) when the answer holds that locale's content only.
   */
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
  /** Content type uids (and entry tags) the answer is built from. */
  tags: readonly string[];
  /**
   * The answer holds other locales' content too (their localizations): a change in any locale
   * touches it. Otherwise a request with a `locale` depends on that locale's content only.
   */
  acrossLocales?: boolean;
  parse: (body: unknown, context: ParseContext) => T;
}): ContentRequest<T> {
  const query = buildQuery(options.query);
  const locale = options.acrossLocales ? undefined : options.query.locale;
  return {
    url: query ? `${options.path}?${query}` : options.path,
    tags: typeof locale === 'string' ? options.tags.map((tag) => localeTag(tag, locale)) : options.tags,
    parse: options.parse,
  };
}

/** A tag narrowed to one locale's content: `api::event.event@ru`. */
export function localeTag(tag: string, locale: string): string {
  return `${tag}@${locale}`;
}

/**
 * The tag of one entry of a collection, by its key shared across locales (a property's reference, a
 * service's slug…): a request for that entry alone carries it instead of the type's tag, so a
 * change of another entry does not drop it.
 */
export function entryTag(uid: string, key: string | number): string {
  return `${uid}#${key}`;
}

/** Whether a tag (in a locale or not) names one entry rather than a whole type. */
export function isEntryTag(tag: string): boolean {
  return tag.includes('#');
}

/** What loaders use to get content: the server's cache-backed loader implements it. */
export type ContentLoad = <T>(request: ContentRequest<T>) => Promise<T>;

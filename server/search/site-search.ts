import { ContentError, isContentError } from '../../src/content/content-error';
import type { Locale } from '../../src/i18n/locales';
import type { SiteSearch } from '../../src/content/site-search';
import type { ContentPipeline } from '../content/content-pipeline';
import { loadSearchDocuments } from './search-documents';
import { createSearchIndex, type SearchIndex } from './search-index';

export interface SiteSearchIndex extends SiteSearch {
  /** Marks every locale's index out of date: the next search builds it again (content changed). */
  invalidate(): void;
}

export interface SiteSearchOptions {
  /**
   * The site's content pipeline (deadline, breaker, metrics, shared cache): the index is built through
   * it, like a page, and follows its cache's freshness.
   */
  content: Pick<ContentPipeline, 'open' | 'cache'>;
  /** CONTENT_CACHE_TTL_S: no index is used longer than its content would be. */
  ttlSeconds: number;
  /** After a failed build, or one that had to use stale content, the last index answers this long. */
  retryAfterMs?: number;
  /** A rebuild failed and the previous index kept answering. */
  onError?: (error: unknown) => void;
  /** What a locale's index is built from (tests count the builds). */
  loadDocuments?: typeof loadSearchDocuments;
  now?: () => number;
}

interface BuiltIndex {
  index: SearchIndex;
  /** The content requests the index was built from. */
  urls: string[];
  builtAt: number;
  generation: number;
  /** Some of its content came from the cache's last good copy (the content service failed). */
  stale: boolean;
}

interface LocaleIndex {
  built?: BuiltIndex;
  building?: Promise<BuiltIndex>;
  retryAt: number;
}

/**
 * The server-side site search: one index per locale, built lazily from the content service through
 * the shared content cache and rebuilt when the content it was built from is no longer fresh there
 * (changed, revalidated or expired). Concurrent searches share one build. When a build fails, the
 * previous index keeps answering; with none, the search is unavailable.
 */
export function createSiteSearch(options: SiteSearchOptions): SiteSearchIndex {
  const {
    content: { cache },
    ttlSeconds,
    retryAfterMs = 30_000,
    loadDocuments = loadSearchDocuments,
    now = Date.now,
  } = options;
  const locales = new Map<Locale, LocaleIndex>();
  let generation = 0;

  const localeIndex = (locale: Locale) => {
    let entry = locales.get(locale);
    if (!entry) locales.set(locale, (entry = { retryAt: 0 }));
    return entry;
  };

  const isFresh = (built: BuiltIndex) =>
    built.generation === generation &&
    now() - built.builtAt < ttlSeconds * 1000 &&
    built.urls.every((url) => cache.get(url) !== undefined);

  async function build(locale: Locale): Promise<BuiltIndex> {
    const startedIn = generation;
    const content = options.content.open();
    const documents = await loadDocuments(content.load, locale);
    return {
      index: createSearchIndex(documents),
      urls: [...new Set(content.used.map((use) => use.url))],
      builtAt: now(),
      generation: startedIn,
      stale: content.stale,
    };
  }

  function rebuild(locale: Locale, entry: LocaleIndex): Promise<BuiltIndex> {
    entry.building ??= build(locale)
      .then(
        (built) => {
          entry.built = built;
          entry.retryAt = built.stale ? now() + retryAfterMs : 0;
          return built;
        },
        (error: unknown) => {
          entry.retryAt = now() + retryAfterMs;
          if (!entry.built) throw unavailable(error);
          options.onError?.(error);
          return entry.built;
        },
      )
      .finally(() => {
        entry.building = undefined;
      });
    return entry.building;
  }

  async function indexFor(locale: Locale): Promise<SearchIndex> {
    const entry = localeIndex(locale);
    const { built } = entry;
    if (built && (isFresh(built) || now() < entry.retryAt)) return built.index;
    return (await rebuild(locale, entry)).index;
  }

  return {
    async search(locale, term) {
      const index = await indexFor(locale);
      return index.search(term);
    },
    invalidate() {
      generation += 1;
      for (const entry of locales.values()) entry.retryAt = 0;
    },
  };
}

/** Any failure of the content service while building the first index makes the search unavailable (503). */
function unavailable(error: unknown): unknown {
  if (!isContentError(error)) return error;
  return new ContentError(`The search index could not be built: ${error.message}`, {
    kind: 'unavailable',
    url: error.url,
    cause: error,
  });
}

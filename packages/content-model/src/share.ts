/**
 * What a page shows search engines and a shared link, and where it comes from when the entry's SEO
 * fields are left empty: the entry's title, its first sentences, its main picture. One set of rules
 * for the site's document head and for the editor's preview in the CMS's admin panel (`npm run
 * cms:schema` copies this file into cms/src/admin, which reads nothing of the site's): so it imports
 * nothing.
 */

/** The site's name: in every page's <title> (see `documentTitle`) and its shared links' cards. */
export const BRAND = 'DKG Development';

/** The document's <title>: the page's title with the brand, unless it already names it. */
export function documentTitle(title: string): string {
  const clean = title.trim();
  if (!clean) return BRAND;
  return clean.includes('DKG') ? clean : `${clean} — ${BRAND}`;
}

/** What search engines show of a title and a description before they cut it (in characters). */
export const SEO_LIMITS = { title: 60, description: 160 } as const;

/** The size of the picture of a shared link (Open Graph's and Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Strapi's name of the share rendition of an uploaded picture, beside `large`, `small`… */
export const SHARE_FORMAT = 'share';

/** The site's own picture of a shared link, for a page that has none (a path of the site). */
export const SITE_SHARE_IMAGE = { path: '/share.jpg', ...SHARE_IMAGE_SIZE } as const;

/**
 * Where a type's entries take their title, description and picture when their SEO fields are empty:
 * attribute paths (`title`, `gallery.0`, `slides.0.image`), the first that has a value wins.
 */
export interface ShareSources {
  title: readonly string[];
  /** Texts, Markdown or plain, whose first sentences describe the entry. */
  description: readonly string[];
  /** The entry's pictures, the main one first. */
  image: readonly string[];
}

/** The `shared.seo` component's values, as the site parses them or the admin's form holds them. */
export interface SeoFields<Image> {
  metaTitle?: string | null;
  metaDescription?: string | null;
  shareImage?: Image | null;
}

export interface ShareInput<Image> {
  seo: SeoFields<Image> | null | undefined;
  /** The entry's title as a page names it (a property's with its reference). */
  title: string;
  /** Texts to describe the entry with, the first that is not empty wins. */
  texts: ReadonlyArray<string | null | undefined>;
  /** The entry's pictures, the main one first. */
  images: ReadonlyArray<Image | null | undefined>;
}

export type ShareOrigin = 'seo' | 'entry' | 'none';

export interface Share<Image> {
  title: string;
  description: string;
  /** Null: the site's own picture (`SITE_SHARE_IMAGE`). */
  image: Image | null;
  /** Where each part came from: the SEO fields, the entry, or nowhere. */
  origin: { title: ShareOrigin; description: ShareOrigin; image: ShareOrigin };
}

function filled(value: string | null | undefined): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * The one fallback of every page: title ← the SEO title ‖ the entry's title; description ← the SEO
 * description ‖ the first sentences of the entry's text, without its Markdown, up to 160 characters;
 * picture ← the SEO picture ‖ the entry's main picture ‖ none (the site's own).
 */
export function shareOf<Image>({ seo, title, texts, images }: ShareInput<Image>): Share<Image> {
  const seoTitle = filled(seo?.metaTitle);
  const seoDescription = filled(seo?.metaDescription);
  const text = texts.map((source) => markdownToPlainText(source ?? '')).find(Boolean) ?? '';
  const entryImage = images.find((image) => image !== null && image !== undefined) ?? null;
  const seoImage = seo?.shareImage ?? null;
  const entryTitle = filled(title);
  return {
    title: seoTitle || entryTitle,
    description: seoDescription || (text ? firstSentences(text, SEO_LIMITS.description) : ''),
    image: seoImage ?? entryImage,
    origin: {
      title: seoTitle ? 'seo' : entryTitle ? 'entry' : 'none',
      description: seoDescription ? 'seo' : text ? 'entry' : 'none',
      image: seoImage ? 'seo' : entryImage ? 'entry' : 'none',
    },
  };
}

/** The value at an attribute path of an entry: `gallery.0` is the first picture of the gallery. */
export function valueAtPath(entry: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value === null || value === undefined || typeof value !== 'object'
          ? undefined
          : (value as Record<string, unknown>)[key],
      entry,
    );
}

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The first of the paths that has a value in the entry, or undefined. */
export function firstValue(entry: unknown, paths: readonly string[]): unknown {
  for (const path of paths) {
    const value = valueAtPath(entry, path);
    if (present(value)) return value;
  }
  return undefined;
}

/**
 * The share of an entry by its type's sources: `title` replaces the entry's own when the page names
 * it otherwise (a property with its reference).
 */
export function entryShare<Image>(
  sources: ShareSources,
  entry: unknown,
  seo: SeoFields<Image> | null | undefined,
  title?: string,
): Share<Image> {
  const entryTitle = firstValue(entry, sources.title);
  return shareOf<Image>({
    seo,
    title: title ?? (typeof entryTitle === 'string' ? entryTitle : ''),
    texts: sources.description.map((path) => {
      const value = valueAtPath(entry, path);
      return typeof value === 'string' ? value : '';
    }),
    images: sources.image.map((path) => (valueAtPath(entry, path) ?? null) as Image | null),
  });
}

/**
 * The text of Markdown without its markup, as a reader reads it: a heading ends with a full stop,
 * links keep their words, pictures, code marks, emphasis and list marks go, and blocks are joined
 * by a space.
 */
export function markdownToPlainText(source: string): string {
  return (
    source
      .replace(/\r\n?/g, '\n')
      // Fenced code: its lines stay, the fences go.
      .replace(/^\s*(```|~~~).*$/gm, '')
      // Pictures, then links (inline, reference, automatic) keep their words.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, '')
      .replace(/<((?:https?:|mailto:)[^>\s]+)>/g, '$1')
      .replace(/<[^>\n]+>/g, '')
      // A heading is a sentence of its own.
      .replace(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm, (_match, heading: string) =>
        /[.!?:;]$/.test(heading) ? heading : `${heading}.`,
      )
      // Rules, quotes, list marks, table rules and cells.
      .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, '')
      .replace(/^\s*>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/gm, '')
      .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\s*\|\s*/g, ' ')
      // Emphasis, strike-through and code marks.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*/gu, '$1$2')
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, entity: string) => ENTITIES[entity] ?? ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The opening of a text for a description: whole sentences up to `limit` characters, or the first
 * sentence cut at a word (with an ellipsis) when it alone is longer.
 */
export function firstSentences(text: string, limit: number = SEO_LIMITS.description): string {
  const sentences = text.trim().split(/(?<=[.!?;])\s+/);
  let result = '';
  for (const sentence of sentences) {
    const next = result ? `${result} ${sentence}` : sentence;
    if (next.length > limit) break;
    result = next;
  }
  if (result) return result;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

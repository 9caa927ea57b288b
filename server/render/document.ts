import escapeHtml from 'escape-html';
import type { PageMeta } from '../../src/loaders/page-data';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../src/i18n/locales';
import { BRAND, documentTitle } from '../../src/navigation/document-title';
import { PAGE_STATE_ID, type PageState } from '../../src/routes/hydration';

/** JSON that is safe inside a <script> data block: no `</script>`, no `<!--`, no line separators. */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadOptions {
  locale: Locale;
  meta: PageMeta | null;
  /** Absolute canonical URL, or null for pages that have none (errors). */
  canonical: string | null;
  /** Absolute URL of the same page in each locale. */
  alternates: Partial<Record<Locale, string>>;
  /** Preload and stylesheet tags of the page's chunks. */
  assetTags: string;
  noindex: boolean;
  /** JSON-LD documents (schema.org) of the page: data blocks, which the CSP does not run. */
  structuredData?: readonly object[];
}

/** The document up to the application root, written before React's stream. */
export function documentHead({
  locale,
  meta,
  canonical,
  alternates,
  assetTags,
  noindex,
  structuredData = [],
}: HeadOptions): string {
  const title = escapeHtml(documentTitle(meta?.title ?? ''));
  const description = meta?.description ? escapeHtml(meta.description) : '';
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${title}</title>`,
  ];
  if (description) tags.push(`<meta name="description" content="${description}">`);
  if (noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if (canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const other of LOCALES) {
      const href = alternates[other];
      if (href) tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(href)}">`);
    }
    if (alternates.en)
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.en)}">`);
    tags.push(...shareTags({ locale, meta, canonical, alternates, description }));
  }
  tags.push(
    '<meta name="theme-color" content="#f6f3ee">',
    // A raster icon: an SVG icon is a document the browser lays out on the page's main thread (with its
    // text), a long task on a phone while the page hydrates.
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="64x64">',
    assetTags,
    ...structuredData.map(
      (document) => `<script type="application/ld+json">${serializeJson(document)}</script>`,
    ),
  );
  return `<!DOCTYPE html><html lang="${locale}" dir="ltr"><head>${tags.join('')}</head><body><div id="root">`;
}

/** Open Graph's name of a locale: en_GB, ru_RU, el_GR. */
export function openGraphLocale(locale: Locale): string {
  return LOCALE_TAGS[locale].replace('-', '_');
}

/**
 * What a shared link shows (Open Graph, and Twitter's large card): the page's title without the
 * site's name (og:site_name says it), its description, its address and its picture with the picture's
 * size. The picture's address is absolute (the renderer makes it so).
 */
function shareTags({
  locale,
  meta,
  canonical,
  alternates,
  description,
}: Pick<HeadOptions, 'locale' | 'meta' | 'alternates'> & {
  canonical: string;
  description: string;
}): string[] {
  const title = escapeHtml(meta?.title.trim() || BRAND);
  const image = meta?.image;
  const tags = [
    `<meta property="og:type" content="${meta?.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${BRAND}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${openGraphLocale(locale)}">`,
    ...LOCALES.filter((other) => other !== locale && alternates[other]).map(
      (other) => `<meta property="og:locale:alternate" content="${openGraphLocale(other)}">`,
    ),
  ];
  if (description) tags.push(`<meta property="og:description" content="${description}">`);
  tags.push(
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
  );
  if (description) tags.push(`<meta name="twitter:description" content="${description}">`);
  if (image) {
    const url = escapeHtml(image.url);
    tags.push(`<meta property="og:image" content="${url}">`);
    if (image.width && image.height) {
      tags.push(
        `<meta property="og:image:width" content="${image.width}">`,
        `<meta property="og:image:height" content="${image.height}">`,
      );
    }
    // The picture's words are the page's title, in its language: the media library's are English only.
    tags.push(
      `<meta property="og:image:alt" content="${title}">`,
      `<meta name="twitter:image" content="${url}">`,
      `<meta name="twitter:image:alt" content="${title}">`,
    );
  }
  return tags;
}

/** The document after the application root: the state island and the chunk scripts. */
export function documentTail(state: PageState, scriptTags: string): string {
  return `</div><script type="application/json" id="${PAGE_STATE_ID}">${serializeJson(state)}</script>${scriptTags}</body></html>`;
}

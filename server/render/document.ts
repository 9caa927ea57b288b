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
    tags.push(
      '<meta property="og:type" content="website">',
      `<meta property="og:site_name" content="${BRAND}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<meta property="og:locale" content="${LOCALE_TAGS[locale].replace('-', '_')}">`,
    );
    if (description) tags.push(`<meta property="og:description" content="${description}">`);
    if (meta?.image) {
      tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
      tags.push('<meta name="twitter:card" content="summary_large_image">');
    }
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

/** The document after the application root: the state island and the chunk scripts. */
export function documentTail(state: PageState, scriptTags: string): string {
  return `</div><script type="application/json" id="${PAGE_STATE_ID}">${serializeJson(state)}</script>${scriptTags}</body></html>`;
}

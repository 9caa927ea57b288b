import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ChunkExtractor } from '@loadable/server';
import escapeHtml from 'escape-html';
import type { Locale } from '../../src/i18n/locales';

interface StyleAsset {
  url: string;
  path: string;
  filename: string;
}

interface InlineStyle {
  tag: string;
  hash: string;
}

/** What a page's head gets for its styles: inline style elements, their CSP hashes and font preloads. */
export interface PageStyles {
  tags: string;
  /** CSP sources (`'sha256-…'`) of the inline style elements. */
  hashes: string[];
}

/**
 * The fonts the first screen of a page draws with, by the script of its language: preloaded so the
 * text does not wait for the style sheet to name them; the faces are `optional` (src/styles/fonts.css), so
 * one that is not preloaded would often miss the first paint and leave the page in the fallback. Russian
 * and Greek text draws its spaces, punctuation and digits from the Latin subset, so their pages preload
 * it too.
 */
const LATIN = ['inter-latin-400-normal', 'inter-latin-600-normal', 'noto-serif-display-latin-400-normal'];
const FIRST_SCREEN_FONTS: Record<Locale, readonly string[]> = {
  en: LATIN,
  ru: [
    'inter-cyrillic-400-normal',
    'inter-cyrillic-600-normal',
    'noto-serif-display-cyrillic-400-normal',
    ...LATIN,
  ],
  el: ['inter-greek-400-normal', 'inter-greek-600-normal', 'noto-serif-display-greek-400-normal', ...LATIN],
};

/**
 * What wide screens draw on the first screen besides: the header's menu (shown from 1024 px,
 * src/components/header/header.css) is set in Inter 500. Its preloads carry the media query, so a
 * phone never fetches them.
 */
const WIDE_SCREEN = '(min-width: 1024px)';
const WIDE_SCREEN_FONTS: Record<Locale, readonly string[]> = {
  en: ['inter-latin-500-normal'],
  ru: ['inter-cyrillic-500-normal', 'inter-latin-500-normal'],
  el: ['inter-greek-500-normal', 'inter-latin-500-normal'],
};

/**
 * The page's style sheets (the shared one and its page chunk's) written into the head, so nothing
 * blocks the first paint; the cached page's Content-Security-Policy allows each by its hash. The
 * `data-href` names the file, so the browser's chunk loader knows the sheet is there already. Files
 * are read once.
 */
export function createPageStyles() {
  const inline = new Map<string, InlineStyle | null>();

  function inlineStyle(asset: StyleAsset): InlineStyle | null {
    let style = inline.get(asset.filename);
    if (style === undefined) {
      const css = fs.existsSync(asset.path)
        ? fs.readFileSync(asset.path, 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '')
        : null;
      // A sheet that could end the element it sits in stays a link.
      style =
        css === null || /<\/style/i.test(css)
          ? null
          : {
              tag: `<style data-href="${escapeHtml(asset.url)}">${css}</style>`,
              hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
            };
      inline.set(asset.filename, style);
    }
    return style;
  }

  let fontUrls: Map<string, string> | null = null;
  /** The built URLs of the fonts, found in the shared style sheet once. */
  function fontUrl(name: string, sheets: string[]): string | undefined {
    if (!fontUrls) {
      fontUrls = new Map();
      for (const sheet of sheets) {
        for (const match of sheet.matchAll(/url\(([^)]+?\/([a-z0-9-]+)\.[0-9a-f]+\.woff2)\)/g)) {
          fontUrls.set(match[2], match[1].replace(/^["']|["']$/g, ''));
        }
      }
    }
    return fontUrls.get(name);
  }

  return function pageStyles(extractor: ChunkExtractor, locale: Locale): PageStyles {
    const assets = (extractor as unknown as { getMainAssets(type: string): StyleAsset[] }).getMainAssets(
      'style',
    );
    const tags: string[] = [];
    const hashes: string[] = [];
    const sheets: string[] = [];
    for (const asset of assets) {
      const style = inlineStyle(asset);
      if (style) {
        tags.push(style.tag);
        hashes.push(style.hash);
        sheets.push(style.tag);
      } else {
        tags.push(`<link rel="stylesheet" href="${escapeHtml(asset.url)}">`);
      }
    }
    const preload = (names: readonly string[], media = '') =>
      names
        .map((name) => fontUrl(name, sheets))
        .filter((url): url is string => Boolean(url))
        .map(
          (url) =>
            `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(url)}"${media && ` media="${media}"`} crossorigin>`,
        );
    const preloads = [
      ...preload(FIRST_SCREEN_FONTS[locale]),
      ...preload(WIDE_SCREEN_FONTS[locale], WIDE_SCREEN),
    ];
    return { tags: `${preloads.join('')}${tags.join('')}`, hashes };
  };
}

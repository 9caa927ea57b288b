import { LOCALES, type Locale } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { localizePath } from '../../src/navigation/paths';
import escapeHtml from 'escape-html';
import type { SiteDocument } from './site-documents';

/**
 * robots.txt and sitemap.xml (with hreflang alternates per page). The sitemap is built from the
 * content index once and kept until content changes (revalidation drops it).
 */
export function createSitemap(options: {
  publicUrl: string;
  listDocuments: () => Promise<SiteDocument[]>;
  /** Staging: robots.txt disallows everything. */
  noindex?: boolean;
}) {
  let built: Promise<string> | null = null;

  function urlOf(path: string, locale: Locale) {
    return `${options.publicUrl}${localizePath(path, locale)}`;
  }

  async function build(): Promise<string> {
    const documents = await options.listDocuments();
    const entries = documents.flatMap((document) =>
      (Object.entries(document.alternates) as Array<[Locale, string]>).map(([locale, path]) => {
        const links = (Object.entries(document.alternates) as Array<[Locale, string]>)
          .map(
            ([other, otherPath]) =>
              `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(urlOf(otherPath, other))}"/>`,
          )
          .join('');
        const fallback = document.alternates.en
          ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(urlOf(document.alternates.en, 'en'))}"/>`
          : '';
        return `<url><loc>${escapeHtml(urlOf(path, locale))}</loc>${links}${fallback}</url>`;
      }),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  return {
    xml(): Promise<string> {
      built ??= build().catch((error: unknown) => {
        built = null;
        throw error;
      });
      return built;
    },
    invalidate(): void {
      built = null;
    },
    robots(): string {
      if (options.noindex) return ['User-agent: *', 'Disallow: /', ''].join('\n');
      const searchPages = LOCALES.map((locale) => `Disallow: ${href('search-result', {}, locale)}`);
      return [
        'User-agent: *',
        'Allow: /',
        ...searchPages,
        '',
        `Sitemap: ${options.publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}

export type Sitemap = ReturnType<typeof createSitemap>;

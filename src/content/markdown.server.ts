import MarkdownIt from 'markdown-it';
import type { Locale } from '../i18n/locales';
import { isExternalHref, resolveContentHref } from '../navigation/paths';

/**
 * Markdown bodies from the content service, rendered on the server with raw HTML disabled.
 * Internal links get the locale's prefix (the page turns their clicks into client navigation);
 * external links open in a new tab.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = String(token.attrGet('href') ?? '');
  const locale = (env as { locale?: Locale } | undefined)?.locale ?? 'en';
  if (isExternalHref(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  } else if (href.startsWith('/')) {
    token.attrSet('href', resolveContentHref(href, locale));
    token.attrSet('data-internal', '');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

// Tables scroll sideways on small screens instead of breaking the layout.
markdown.renderer.rules.table_open = () => '<div class="prose__table"><table>\n';
markdown.renderer.rules.table_close = () => '</table></div>\n';

export function renderMarkdown(source: string, locale: Locale): string {
  return source ? markdown.render(source, { locale }) : '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * The text of a Markdown body without its markup (for search and descriptions): blocks become
 * separate sentences (a heading gets a full stop), inline markup disappears without leaving spaces.
 */
export function markdownToText(source: string): string {
  return markdown
    .render(source ?? '', { locale: 'en' })
    .replace(/([^.!?:;])\s*<\/h[1-6]>/g, '$1. ')
    .replace(/<\/(h[1-6]|p|li|blockquote|tr|th|td|pre|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_match, entity: string) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

import type { Locale } from '../../src/i18n/locales';
import { FALLBACK_TEXT } from '../../src/i18n/fallback-text';
import { homePath } from '../../src/navigation/paths';
import escapeHtml from 'escape-html';

/**
 * The last-resort page, made without React so that nothing in it can fail again:
 * 'An error occurred while showing the error page', the details and a link home.
 */
export function renderFallbackPage({
  status,
  message,
  locale,
}: {
  status: number;
  message: string;
  locale: Locale;
}): string {
  const strings = FALLBACK_TEXT[locale];
  const details = [String(status), message].filter(Boolean).join(' — ');
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(strings.title)}</title>`,
    '<link rel="stylesheet" href="/fallback.css">',
    '</head><body><main class="error-fallback">',
    `<h1>${escapeHtml(strings.title)}</h1>`,
    `<p>${escapeHtml(details)}</p>`,
    `<a href="${homePath(locale)}">${escapeHtml(strings.home)}</a>`,
    '</main></body></html>',
  ].join('');
}

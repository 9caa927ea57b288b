import type { Locale } from '../../src/i18n/locales';
import { resources } from '../../src/i18n/resources';
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
  const strings = resources[locale].common.errors;
  const details = [String(status), message].filter(Boolean).join(' — ');
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(strings.fallbackTitle)}</title>`,
    '<link rel="stylesheet" href="/fallback.css">',
    '</head><body><main class="error-fallback">',
    `<h1>${escapeHtml(strings.fallbackTitle)}</h1>`,
    `<p>${escapeHtml(details)}</p>`,
    `<a href="${homePath(locale)}">${escapeHtml(strings.fallbackHome)}</a>`,
    '</main></body></html>',
  ].join('');
}

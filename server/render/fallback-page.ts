import type { Locale } from '../../src/i18n/locales';
import { FALLBACK_TEXT } from '../../src/i18n/fallback-text';
import { homePath } from '../../src/navigation/paths';
import escapeHtml from 'escape-html';

/**
 * The last-resort page, made without React so that nothing in it can fail again:
 * 'An error occurred while showing the error page', the details and a link home.
 */
/**
 * The page of an address that cannot be read (a broken percent-encoding): 400, saying so in the
 * language of the address's prefix, with a link home. Plain like the fallback: no route can match it.
 */
export function renderBadAddressPage(locale: Locale): string {
  const strings = FALLBACK_TEXT[locale];
  return plainPage(locale, strings.badAddress.title, [
    `<p>400 — ${escapeHtml(strings.badAddress.text)}</p>`,
    `<a href="${homePath(locale)}">${escapeHtml(strings.home)}</a>`,
  ]);
}

function plainPage(locale: Locale, title: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="stylesheet" href="/fallback.css">',
    '</head><body><main class="error-fallback">',
    `<h1>${escapeHtml(title)}</h1>`,
    ...body,
    '</main></body></html>',
  ].join('');
}

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
  return plainPage(locale, strings.title, [
    `<p>${escapeHtml(details)}</p>`,
    `<a href="${homePath(locale)}">${escapeHtml(strings.home)}</a>`,
  ]);
}

import type { TFunction } from '../../i18n/translation';
import type { Locale } from '../../i18n/locales';
import type { ErrorReason } from '../../loaders/route-errors';

const TITLES = {
  'content-unreachable': 'errors.titles.content-unreachable',
  'content-failed': 'errors.titles.content-failed',
  'content-timeout': 'errors.titles.content-timeout',
  'content-invalid': 'errors.titles.content-invalid',
  'bad-address': 'errors.titles.bad-address',
  removed: 'errors.statuses.gone.title',
  preparing: 'errors.titles.preparing',
  offline: 'errors.titles.offline',
  'new-version': 'errors.titles.new-version',
} as const satisfies Record<ErrorReason, string>;

const REASONS = {
  'content-unreachable': 'errors.reasons.content-unreachable',
  'content-failed': 'errors.reasons.content-failed',
  'content-timeout': 'errors.reasons.content-timeout',
  'content-invalid': 'errors.reasons.content-invalid',
  'bad-address': 'errors.reasons.bad-address',
  removed: 'errors.statuses.gone.text',
  preparing: 'errors.reasons.preparing',
  offline: 'errors.reasons.offline',
  'new-version': 'errors.reasons.new-version',
} as const satisfies Record<ErrorReason, string>;

/** Statuses with words of their own when no reason is known (the rest: 4xx or 5xx in general). */
const STATUS_WORDS: Record<number, string> = {
  400: 'badRequest',
  410: 'gone',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** React Router's message for an error it may not show (production). */
const HIDDEN_MESSAGE = 'Unexpected Server Error';

export interface ErrorTexts {
  /** The number shown, or null where the browser found out by itself (offline). */
  status: number | null;
  title: string;
  message: string;
  /** What the server said, when it is worth showing and in the page's language. */
  details: string;
  /** Whether the same address may be tried again (a server error, a connection, a new version). */
  retry: boolean;
}

function normalized(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether one text only says the other again (the 404's title and its message). */
function repeats(one: string, other: string): boolean {
  const [a, b] = [normalized(one), normalized(other)];
  return a.includes(b) || b.includes(a);
}

/**
 * What an error page says, in the page's language: its title (the error page content's for a 404),
 * a message that does not repeat the title, and whether trying again may help. Shared by the page
 * and the document's title.
 */
export function errorTexts(
  t: TFunction,
  {
    status,
    message = '',
    reason,
    locale,
    notFoundTitle,
  }: { status: number; message?: string; reason?: ErrorReason; locale: Locale; notFoundTitle?: string },
): ErrorTexts {
  const serverError = status >= 500;
  const words = STATUS_WORDS[status];
  if (status === 404) {
    const title = notFoundTitle?.trim() || t('errors.notFound');
    // Unknown routes show 'This page could not be found', unless the title says it already.
    const notFoundText = t('errors.notFound');
    return {
      status,
      title,
      message: repeats(title, notFoundText) ? t('errors.notFoundHint') : notFoundText,
      details: '',
      retry: false,
    };
  }
  const title = t(
    reason
      ? TITLES[reason]
      : words
        ? `errors.statuses.${words}.title`
        : serverError
          ? 'errors.titles.generic'
          : 'errors.titles.request',
  );
  // A known failure is told in the page's language; a message a loader gave on purpose (with its
  // status) is shown as it is; a server's own message only on an English page, for whoever runs it.
  const text = reason
    ? t(REASONS[reason])
    : !serverError && message
      ? message
      : words
        ? t(`errors.statuses.${words}.text`)
        : t('errors.generic');
  const details =
    !reason && serverError && locale === 'en' && message && message !== HIDDEN_MESSAGE && message !== text
      ? message
      : '';
  return {
    status: reason === 'offline' ? null : status,
    title,
    message: text,
    details,
    retry: serverError || (reason !== undefined && reason !== 'bad-address' && reason !== 'removed'),
  };
}

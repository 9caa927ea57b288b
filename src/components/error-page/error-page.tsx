import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import type { ErrorReason } from '../../loaders/route-errors';
import { useLocale } from '../../i18n/locale-context';
import { homePath } from '../../navigation/paths';
import { useChrome } from '../../chrome/use-chrome';
import './error-page.css';

const TITLES = {
  'content-unreachable': 'errors.titles.content-unreachable',
  'content-failed': 'errors.titles.content-failed',
  'content-timeout': 'errors.titles.content-timeout',
  'content-invalid': 'errors.titles.content-invalid',
  'bad-address': 'errors.titles.bad-address',
  offline: 'errors.titles.offline',
  'new-version': 'errors.titles.new-version',
} as const satisfies Record<ErrorReason, string>;

const REASONS = {
  'content-unreachable': 'errors.reasons.content-unreachable',
  'content-failed': 'errors.reasons.content-failed',
  'content-timeout': 'errors.reasons.content-timeout',
  'content-invalid': 'errors.reasons.content-invalid',
  'bad-address': 'errors.reasons.bad-address',
  offline: 'errors.reasons.offline',
  'new-version': 'errors.reasons.new-version',
} as const satisfies Record<ErrorReason, string>;

/** The mobile background applies at 768 px or below. */
const ERROR_MOBILE_MAX_WIDTH = 768;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The error and not-found page: the status, what happened and what to do, in the visitor's language;
 * a phone link, a mail link, a way on (the same address again when trying again may help, and the
 * locale's home), and a desktop and a mobile background.
 */
export function ErrorPage({
  status,
  message = '',
  reason,
}: {
  status: number;
  message?: string;
  reason?: ErrorReason;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const content = useChrome()?.pageError;
  const notFound = status === 404;
  const title = notFound
    ? content?.title || t('errors.notFound')
    : t(reason ? TITLES[reason] : status >= 500 ? 'errors.titles.generic' : 'errors.titles.request');
  // The visitor reads their own language: a known failure is told in it; a message a loader gave on
  // purpose (with its status) is shown as it is; nothing else the server says in English is.
  const notFoundText = title === t('errors.notFound') ? t('errors.notFoundHint') : t('errors.notFound');
  const text = notFound
    ? notFoundText
    : reason
      ? t(REASONS[reason])
      : status < 500 && message
        ? message
        : t('errors.generic');
  const details = !notFound && !reason && message !== text ? message : '';
  // No status number for what the browser found out by itself (it has no answer from the server).
  const shownStatus = reason === 'offline' ? null : status;
  const retry = reason !== undefined && reason !== 'bad-address';

  return (
    <section className="error-page" aria-labelledby="error-title">
      {(content?.bg || content?.bgMobile) && (
        <picture className="error-page__background">
          {content.bg && (
            <source media={`(min-width: ${ERROR_MOBILE_MAX_WIDTH + 1}px)`} srcSet={content.bg} />
          )}
          <img src={content.bgMobile || content.bg || ''} alt="" decoding="async" />
        </picture>
      )}
      <div className="error-page__content container">
        {shownStatus !== null && (
          <p className="error-page__status">
            <span className="visually-hidden">{t('errors.statusLabel')} </span>
            {shownStatus}
          </p>
        )}
        <h1 id="error-title" className="error-page__title">
          {title}
        </h1>
        <p className="error-page__message">{text}</p>
        {details && <p className="error-page__details">{details}</p>}
        <ul className="error-page__contacts">
          {content?.phone && (
            <li>
              <span className="error-page__label">{t('errors.callUs')}</span>
              <a href={telHref(content.phone)}>{content.phone}</a>
            </li>
          )}
          {content?.mail && (
            <li>
              <span className="error-page__label">{t('errors.writeUs')}</span>
              <a href={`mailto:${content.mail}`}>{content.mail}</a>
            </li>
          )}
        </ul>
        <div className="error-page__actions">
          {retry && (
            // A full load of the address asked for: a new version, a connection or a service back.
            <a
              href={`${location.pathname}${location.search}`}
              className="button button--outline error-page__retry"
            >
              {t('errors.retry')}
            </a>
          )}
          <Link to={homePath(locale)} className="button button--solid error-page__home">
            {content?.btnTitle || t('errors.backHome')}
          </Link>
        </div>
      </div>
    </section>
  );
}

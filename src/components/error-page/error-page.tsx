import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import type { ErrorReason } from '../../loaders/route-errors';
import { useLocale } from '../../i18n/locale-context';
import { documentTitle } from '../../navigation/document-title';
import { homePath } from '../../navigation/paths';
import { useChrome } from '../../chrome/use-chrome';
import { errorTexts } from './error-texts';
import './error-page.css';

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
  const {
    title,
    message: text,
    details,
    retry,
    status: shownStatus,
  } = errorTexts(t, {
    status,
    message,
    reason,
    locale,
    notFoundTitle: content?.title,
  });
  // The server wrote the same title into the document; after a navigation in the browser, the page
  // says it (after the root's own title for the address, which knows of no error).
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, location.key]);

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

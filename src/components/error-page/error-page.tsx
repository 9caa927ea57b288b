import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { homePath } from '../../navigation/paths';
import { useChrome } from '../../chrome/use-chrome';
import './error-page.css';

/** The mobile background applies at 768 px or below. */
const ERROR_MOBILE_MAX_WIDTH = 768;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The error and not-found page: title, status and message, a phone link, a mail link, a
 * button back to the locale's home, and a desktop and a mobile background.
 */
export function ErrorPage({ status, newVersion = false }: { status: number; newVersion?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = useChrome()?.pageError;
  const notFound = status === 404;
  const title = notFound ? content?.title || t('errors.notFound') : t('errors.status', { status });
  // The visitor reads their own language, never a server's or a browser's English message; the
  // not-found sentence is said once (the title may already be it).
  const notFoundText = title === t('errors.notFound') ? t('errors.notFoundHint') : t('errors.notFound');
  const text = notFound
    ? notFoundText
    : newVersion
      ? t('errors.newVersion')
      : status === 503
        ? t('errors.unavailable')
        : t('errors.generic');

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
        <p className="error-page__status" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title" className="error-page__title">
          {title}
        </h1>
        <p className="error-page__message">{text}</p>
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
        <Link to={homePath(locale)} className="button button--solid error-page__home">
          {content?.btnTitle || t('errors.backHome')}
        </Link>
      </div>
    </section>
  );
}

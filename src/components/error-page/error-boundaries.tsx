import { useLocation, useRouteError } from 'react-router';
import { FALLBACK_TEXT } from '../../i18n/fallback-text';
import { homePath, splitLocale } from '../../navigation/paths';
import { ErrorPage } from './error-page';
import { describeRouteError } from './route-error';

/** A page's error boundary: the branded error page inside the layout, in the page's language. */
export function PageErrorBoundary() {
  const { status, message, reason } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} reason={reason} />;
}

/**
 * The last boundary, reached when the error page itself failed: a plain page with the
 * details and a link home, in the language of the address, with nothing that could fail again.
 */
export function ErrorFallback() {
  const error = useRouteError();
  const { locale } = splitLocale(useLocation().pathname);
  const text = FALLBACK_TEXT[locale];
  const { status, message, newVersion } = describeRouteError(error);
  return (
    <main className="error-fallback" lang={locale}>
      <h1>{text.title}</h1>
      <p>{newVersion ? `${status} — ${text.newVersion}` : [status, message].filter(Boolean).join(' — ')}</p>
      <a href={homePath(locale)}>{text.home}</a>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorPage } from './error-page';
import { describeRouteError } from './route-error';

/** A page's error boundary: the branded error page inside the layout. */
export function PageErrorBoundary() {
  const { status, message } = describeRouteError(useRouteError());
  return <ErrorPage status={status} message={message} />;
}

/**
 * The last boundary, reached when the error page itself failed: a plain page with the
 * details and a link home, with nothing that could fail again.
 */
export function ErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { status, message } = describeRouteError(error);
  return (
    <main className="error-fallback">
      <h1>{t('errors.fallbackTitle', 'An error occurred while showing the error page')}</h1>
      <p>
        {status} {message}
      </p>
      <a href="/">{t('errors.fallbackHome', 'Go back to home')}</a>
    </main>
  );
}

import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../chrome/chrome-loader.server';
import { LoadingBar } from '../components/loading-bar/loading-bar';
import { PreviewBar } from '../components/preview-bar/preview-bar';
import { useI18nFor } from '../i18n/i18n-registry';
import { LocaleContext } from '../i18n/locale-context';
import type { Locale } from '../i18n/locales';
import { routeId } from '../navigation/route-id';

/** The root of one locale's routes: its language for everything below (the prefix decides). */
export function LocaleRoute({ locale }: { locale: Locale }) {
  const i18n = useI18nFor(locale);
  const preview = (useRouteLoaderData(routeId('locale', locale)) as ChromeData | undefined)?.preview;
  useEffect(() => {
    // Set only when it changes: writing the attribute restyles the whole document.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={i18n}>
        <LoadingBar />
        <Outlet />
        {preview && <PreviewBar />}
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}

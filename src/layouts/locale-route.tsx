import { useEffect } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../chrome/chrome-loader.server';
import { LoadingBar } from '../components/loading-bar/loading-bar';
import { PreviewBar } from '../components/preview-bar/preview-bar';
import { LocaleContext } from '../i18n/locale-context';
import type { Locale } from '../i18n/locales';
import { TranslatorContext, useTranslatorFor } from '../i18n/translation';
import { routeId } from '../navigation/route-id';

/** The root of one locale's routes: its language for everything below (the prefix decides). */
export function LocaleRoute({ locale }: { locale: Locale }) {
  const translator = useTranslatorFor(locale);
  const preview = (useRouteLoaderData(routeId('locale', locale)) as ChromeData | undefined)?.preview;
  useEffect(() => {
    // Set only when it changes: writing the attribute restyles the whole document.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <TranslatorContext.Provider value={translator}>
        <LoadingBar />
        <Outlet />
        {preview && <PreviewBar />}
      </TranslatorContext.Provider>
    </LocaleContext.Provider>
  );
}

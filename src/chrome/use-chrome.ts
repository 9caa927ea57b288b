import { useRouteLoaderData } from 'react-router';
import { useLocale } from '../i18n/locale-context';
import type { ChromeData } from './chrome-loader.server';
import { routeId } from '../navigation/route-id';

/** The page chrome's content for the current locale (loaded by the locale route). */
export function useChrome(): ChromeData | undefined {
  const locale = useLocale();
  return useRouteLoaderData(routeId('locale', locale)) as ChromeData | undefined;
}

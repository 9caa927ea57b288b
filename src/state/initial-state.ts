import type { Locale } from '../i18n/locales';
import type { AppState } from './app-state';

/** Route data may carry client state to start from; the server and the browser derive it alike. */
export interface StateSeed {
  state?: Partial<AppState>;
}

export function initialStateFromLoaderData(
  loaderData: Record<string, unknown> | undefined,
): Partial<AppState> {
  const initial: Partial<AppState> = {};
  for (const value of Object.values(loaderData ?? {})) {
    const seed = (value as StateSeed | null)?.state;
    if (seed && typeof seed === 'object') Object.assign(initial, seed);
  }
  return initial;
}

export type UrlsForProjectPage = Partial<Record<Locale, string>>;

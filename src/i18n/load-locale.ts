import type { Locale } from './locales';
import type { LocaleResources } from './resources';

/** In the browser each language's strings are a chunk of their own, loaded when that language is shown. */
const loaders: Record<Locale, () => Promise<{ default: LocaleResources }>> = {
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  el: () => import(/* webpackChunkName: "locale-el" */ './locales/el'),
};

/** The name of the chunk holding a language's strings (the server announces it with the page). */
export function localeChunk(locale: Locale): string {
  return `locale-${locale}`;
}

const loaded = new Map<Locale, LocaleResources>();

export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const resources = (await loaders[locale]()).default;
  loaded.set(locale, resources);
  return resources;
}

/** The strings of a language already loaded, or undefined. */
export function loadedLocaleResources(locale: Locale): LocaleResources | undefined {
  return loaded.get(locale);
}

import type { Locale } from './locales';
import type { LocaleResources } from './resources';

/**
 * The browser's strings: the page's language comes with the page (its state island); another
 * language's strings are a chunk of their own, loaded when that language is first shown.
 */
const loaders: Record<Locale, () => Promise<{ default: LocaleResources }>> = {
  en: () => import(/* webpackChunkName: "locale-en" */ './locales/en'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  el: () => import(/* webpackChunkName: "locale-el" */ './locales/el'),
};

const loaded = new Map<Locale, LocaleResources>();

/** Keeps the strings a page brought for its language. */
export function keepLocaleResources(locale: Locale, resources: LocaleResources): void {
  loaded.set(locale, resources);
}

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

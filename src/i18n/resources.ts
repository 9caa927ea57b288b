import el from './locales/el';
import en from './locales/en';
import ru from './locales/ru';
import type { Locale } from './locales';

/** UI strings of every language (the server's; the browser loads its language alone, see load-locale.ts). */
export const resources = { en, ru, el } satisfies Record<Locale, Record<string, unknown>>;

export type LocaleResources = (typeof resources)['en'];

import elCommon from './locales/el/common.json';
import enCommon from './locales/en/common.json';
import ruCommon from './locales/ru/common.json';
import type { Locale } from './locales';

/** UI strings: one `common` namespace, plus one per page where a page needs its own. */
export const resources = {
  en: { common: enCommon },
  ru: { common: ruCommon },
  el: { common: elCommon },
} satisfies Record<Locale, Record<string, unknown>>;

export const NAMESPACES = ['common'] as const;
export type Namespace = (typeof NAMESPACES)[number];

import type { TFunction } from './translation';
import { createI18n } from './create-i18n';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';
import { resources } from './resources';

const translators = new Map<string, TFunction>();

/** UI strings for loaders, which build titles and descriptions outside React (server only). */
export function loaderText(locale: Locale, namespace: Namespace): TFunction {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key);
  if (!t) {
    t = createI18n(locale, resources).getFixedT(locale, namespace);
    translators.set(key, t);
  }
  return t;
}

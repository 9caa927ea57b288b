import type { Locale } from './locales';
import type { Namespace } from './namespaces';
import type { LocaleResources } from './resources';
import type { TFunction, TranslationValues, Translator } from './translation';

/**
 * The browser's translator: it reads the strings i18next translates with on the server, in i18next's
 * format, with the part of i18next the site's strings use — keys with dots, plural forms by suffix
 * (`_zero` for 0, then `Intl.PluralRules`' category, then the bare key) and `{{value}}` placeholders
 * (a value not given leaves its placeholder). A test holds it to i18next's own answer for every key
 * of every language, so a string that needs more of i18next fails there, not in a visitor's browser.
 */
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function lookup(table: unknown, key: string): string | undefined {
  let node = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(template: string, values: TranslationValues): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

export function stringTable(locale: Locale, strings: LocaleResources): Translator {
  const plurals = new Intl.PluralRules(locale);
  const namespaces = new Map<Namespace, TFunction>();
  return (namespace) => {
    let t = namespaces.get(namespace);
    if (!t) {
      const table = strings[namespace];
      t = (key, values) => {
        const count = values?.count;
        const keys =
          typeof count === 'number'
            ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key]
            : [key];
        const template = keys
          .map((candidate) => lookup(table, candidate))
          .find((found) => found !== undefined);
        if (template === undefined) return key;
        return values ? fill(template, values) : template;
      };
      namespaces.set(namespace, t);
    }
    return t;
  };
}

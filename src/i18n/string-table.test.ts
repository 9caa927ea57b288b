import { createI18n, translatorOf } from './create-i18n';
import { LOCALES } from './locales';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';
import { stringTable } from './string-table';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5];

/** Every key of a namespace's strings, with the placeholders of its forms (plural forms under one key). */
function keysOf(table: object, prefix = ''): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(table)) {
    if (value !== null && typeof value === 'object') {
      for (const [key, names] of keysOf(value as object, `${prefix}${name}.`)) keys.set(key, names);
      continue;
    }
    const key = `${prefix}${name}`.replace(PLURAL_SUFFIX, '');
    const names = keys.get(key) ?? new Set<string>();
    for (const match of String(value).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)) names.add(match[1]);
    keys.set(key, names);
  }
  return keys;
}

describe('the browser translator', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    const i18next = translatorOf(createI18n(locale, resources));
    const browser = stringTable(locale, resources[locale]);

    it.each(NAMESPACES)(
      'when every key of %s is translated with and without its values, then it answers as i18next does',
      (namespace) => {
        const server = i18next(namespace);
        const t = browser(namespace);
        const differences: string[] = [];
        const compare = (key: string, values?: Record<string, string | number>) => {
          const expected = server(key, values);
          const actual = t(key, values);
          if (actual !== expected)
            differences.push(`${key} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
        };
        const keys = keysOf(resources[locale][namespace]);
        expect(keys.size).toBeGreaterThan(0);
        for (const [key, names] of keys) {
          compare(key);
          compare(key, {});
          const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
          compare(key, values);
          for (const count of COUNTS) compare(key, { ...values, count });
        }
        compare('no.such.key');
        compare('no.such.key', { count: 2 });
        expect(differences).toEqual([]);
      },
    );
  });

  it('when a string needs more than it reads (a nested key), then it answers otherwise than i18next', () => {
    // The comparison above can fail: a feature the browser's reader lacks shows as a difference.
    const strings = structuredClone(resources.en);
    (strings.common as Record<string, unknown>).nested = 'Go to $t(nav.home)';
    const expected = translatorOf(createI18n('en', { en: strings }))('common')('nested');
    expect(stringTable('en', strings)('common')('nested')).not.toBe(expected);
  });

  it("when a caller passes one of i18next's options, then the types refuse it", () => {
    const t = stringTable('en', resources.en)('contact');
    // @ts-expect-error another namespace's strings come from useTranslation(namespace), not an option
    const answer = t('validation.required', { ns: 'common' });
    // The browser's translator would look in its own namespace and answer the key.
    expect(answer).toBe('validation.required');
  });
});

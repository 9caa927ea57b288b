import { resolveLocale } from './locales';
import { resources } from './resources';

describe('locales', () => {
  it('when a known code is resolved, then it is that locale, silently', () => {
    const warn = jest.fn();
    expect(resolveLocale('el', warn)).toBe('el');
    expect(warn).not.toHaveBeenCalled();
  });

  it('when an unknown code is resolved, then English is used and a warning is logged', () => {
    const warn = jest.fn();
    expect(resolveLocale('de', warn)).toBe('en');
    expect(resolveLocale('RU', warn)).toBe('en');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('Unknown locale "de"');
  });
});

/** The keys of a namespace, plural forms folded (Russian has _few and _many, English _one and _other). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('UI strings', () => {
  it.each(Object.keys(resources.en))(
    'when the %s namespace is read in each language, then every key exists in all three',
    (namespace) => {
      const english = new Set(keysOf(resources.en[namespace as keyof typeof resources.en]));
      for (const locale of ['ru', 'el'] as const) {
        const other = new Set(keysOf(resources[locale][namespace as keyof typeof resources.en]));
        expect([...english].filter((key) => !other.has(key))).toEqual([]);
        expect([...other].filter((key) => !english.has(key))).toEqual([]);
      }
    },
  );

  it('when a string is translated, then it is not left empty', () => {
    for (const locale of ['en', 'ru', 'el'] as const) {
      const empty = JSON.stringify(resources[locale]).match(/":""/g);
      expect(empty).toBeNull();
    }
  });
});

import { LOCALES } from '../../i18n/locales';
import { resources } from '../../i18n/resources';
import type { TFunction } from '../../i18n/translation';
import { errorTexts } from './error-texts';

/** The common strings of a language as the error page reads them. */
function translator(locale: (typeof LOCALES)[number]): TFunction {
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[locale].common);
    if (typeof value !== 'string') throw new Error(`no string ${key} in ${locale}`);
    return value;
  };
}

/** What the error page content calls a missing page in each language (the demo content's titles). */
const NOT_FOUND_TITLES = {
  en: 'This page could not be found',
  ru: 'Страница не найдена',
  el: 'Η σελίδα δεν βρέθηκε',
} as const;

describe('what an error page says', () => {
  it.each(LOCALES)('when a page is not found in %s, then its message does not repeat its title', (locale) => {
    const t = translator(locale);
    for (const notFoundTitle of [NOT_FOUND_TITLES[locale], undefined]) {
      const { title, message, retry } = errorTexts(t, { status: 404, locale, notFoundTitle });
      expect(title).toBe(notFoundTitle ?? t('errors.notFound'));
      expect(message.toLowerCase()).not.toContain(title.toLowerCase().replace(/^(эта|this) /, ''));
      expect(retry).toBe(false);
    }
  });

  it.each(LOCALES.flatMap((locale) => [500, 502, 503, 504].map((status) => [locale, status] as const)))(
    'when a page in %s fails with %s, then it offers to try again and says nothing in another language',
    (locale, status) => {
      const texts = errorTexts(translator(locale), {
        status,
        message: 'Unexpected Server Error',
        locale,
      });
      expect(texts.status).toBe(status);
      expect(texts.retry).toBe(true);
      expect(texts.details).toBe('');
      if (locale !== 'en') expect(`${texts.title} ${texts.message}`).not.toMatch(/[A-Za-z]{3}/);
    },
  );

  it('when a page fails with a message of the server, then only an English page shows it', () => {
    const shown = (locale: 'en' | 'ru') =>
      errorTexts(translator(locale), { status: 500, message: 'The archive is out of reach', locale }).details;
    expect(shown('en')).toBe('The archive is out of reach');
    expect(shown('ru')).toBe('');
  });
});

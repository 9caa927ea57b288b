import {
  homePath,
  localeOfPath,
  localizePath,
  resolveContentHref,
  splitLocale,
  withoutTrailingSlash,
} from './paths';

describe('locale paths', () => {
  it('when a path is localized, then English has no prefix and the others have theirs', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'ru')).toBe('/ru/about');
    expect(localizePath('/', 'el')).toBe('/el');
    expect(homePath('en')).toBe('/');
  });

  it('when a path already has a locale prefix, then it is never prefixed twice', () => {
    expect(localizePath('/en/about', 'ru')).toBe('/ru/about');
    expect(localizePath('/ru/services/golden-visa', 'el')).toBe('/el/services/golden-visa');
    expect(localizePath('/el', 'en')).toBe('/');
  });

  it('when a path has a query and a hash, then they are kept', () => {
    expect(localizePath('/properties?type=villa#list', 'ru')).toBe('/ru/properties?type=villa#list');
    expect(localizePath('/contacts#offices', 'en')).toBe('/contacts#offices');
  });

  it('when a pathname is split, then the prefix gives the locale and English is the fallback', () => {
    expect(splitLocale('/ru/about')).toEqual({ locale: 'ru', path: '/about' });
    expect(splitLocale('/el')).toEqual({ locale: 'el', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/de/about')).toEqual({ locale: 'en', path: '/de/about' });
    expect(splitLocale('/russia')).toEqual({ locale: 'en', path: '/russia' });
  });

  it('when only the locale of a path is wanted, then it is the one splitLocale finds', () => {
    for (const path of [
      '/ru/about',
      '/el',
      '/ru',
      '/about',
      '/de/about',
      '/russia',
      '/',
      '',
      '/e',
      '/el/',
      '/en/x',
    ]) {
      expect(localeOfPath(path)).toBe(splitLocale(path).locale);
    }
  });

  it('when a content href is resolved, then external links stay, internal ones are localized and scripts are refused', () => {
    expect(resolveContentHref('https://www.gov.gr', 'ru')).toBe('https://www.gov.gr');
    expect(resolveContentHref('mailto:info@example.gr', 'ru')).toBe('mailto:info@example.gr');
    expect(resolveContentHref('/partners', 'el')).toBe('/el/partners');
    expect(resolveContentHref('partners', 'el')).toBe('/el/partners');
    expect(resolveContentHref('javascript:alert(1)', 'ru')).toBe('/ru');
    expect(resolveContentHref('//evil.example/x', 'en')).toBe('/');
    expect(resolveContentHref('', 'el')).toBe('/el');
  });

  it('when a trailing slash is removed, then the root stays', () => {
    expect(withoutTrailingSlash('/about/')).toBe('/about');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});

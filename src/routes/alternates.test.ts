import { alternateHref } from './alternates';

describe('language switcher targets', () => {
  it('when a page has shared keys, then the same path opens in the other language with its query', () => {
    expect(
      alternateHref({
        pathname: '/properties/1001',
        search: '',
        target: 'ru',
        routeName: 'properties-id',
        urlsForProjectPage: {},
      }),
    ).toBe('/ru/properties/1001');
    expect(
      alternateHref({
        pathname: '/el/properties',
        search: '?type=villa',
        target: 'en',
        routeName: 'properties',
        urlsForProjectPage: {},
      }),
    ).toBe('/properties?type=villa');
  });

  it('when the page is a project category, then its slug is replaced by the target language slug', () => {
    const urlsForProjectPage = { en: 'residential', ru: 'zhilye-kompleksy', el: 'katoikies' };
    expect(
      alternateHref({
        pathname: '/ru/dkg-projects/zhilye-kompleksy',
        search: '',
        target: 'el',
        routeName: 'dkg-projects-category-id',
        urlsForProjectPage,
      }),
    ).toBe('/el/dkg-projects/katoikies');
    expect(
      alternateHref({
        pathname: '/dkg-projects/residential/201',
        search: '',
        target: 'ru',
        routeName: 'dkg-projects-category-id',
        urlsForProjectPage,
      }),
    ).toBe('/ru/dkg-projects/zhilye-kompleksy/201');
  });

  it('when the home is switched, then it goes to the other home', () => {
    expect(
      alternateHref({
        pathname: '/ru',
        search: '',
        target: 'en',
        routeName: 'index',
        urlsForProjectPage: {},
      }),
    ).toBe('/');
  });
});

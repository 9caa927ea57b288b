import { matchRoutes, type LoaderFunction } from 'react-router';
import { buildRoutes } from '../routes/build-routes';
import { pageRoutes } from '../routes/route-table';
import { alternateHref } from './alternates';
import type { CurrentRoute, RouteHandle } from './use-current-route';

const stub: LoaderFunction = () => null;
const routes = buildRoutes(pageRoutes, { chrome: () => stub, page: () => stub, notFound: () => stub });

/** The route a path matches, as the language switcher sees it. */
function current(pathname: string): CurrentRoute | undefined {
  const match = matchRoutes(routes, pathname)
    ?.filter((candidate) => (candidate.route.handle as RouteHandle | undefined)?.name)
    .pop();
  return match && { handle: match.route.handle as RouteHandle, params: match.params };
}

function href(path: string, target: 'en' | 'ru' | 'el', urlsForProjectPage = {}) {
  const url = new URL(path, 'http://site.test');
  return alternateHref({
    route: current(url.pathname),
    search: url.searchParams,
    target,
    urlsForProjectPage,
  });
}

describe('language switcher targets', () => {
  it('when a page has shared keys, then the same path opens in the other language', () => {
    expect(href('/properties/1001', 'ru')).toBe('/ru/properties/1001');
    expect(href('/ru/services/golden-visa/', 'el')).toBe('/el/services/golden-visa');
    expect(href('/el/events/athens-property-forum', 'en')).toBe('/events/athens-property-forum');
  });

  it('when a listing has a query, then only its normalized state goes along', () => {
    expect(href('/el/properties?type=villa&utm_source=x', 'en')).toBe('/properties?type=villa');
    expect(href('/properties?type=nonsense&page=abc', 'ru')).toBe('/ru/properties');
    expect(href('/about?q=1', 'el')).toBe('/el/about');
  });

  it('when the page is a project category, then its slug is replaced by the target language slug', () => {
    const urlsForProjectPage = { en: 'residential', ru: 'zhilye-kompleksy', el: 'katoikies' };
    expect(href('/ru/dkg-projects/zhilye-kompleksy', 'el', urlsForProjectPage)).toBe(
      '/el/dkg-projects/katoikies',
    );
    expect(href('/dkg-projects/residential/201', 'ru', urlsForProjectPage)).toBe(
      '/ru/dkg-projects/zhilye-kompleksy/201',
    );
  });

  it('when the home is switched, then it goes to the other home', () => {
    expect(href('/ru', 'en')).toBe('/');
    expect(href('/', 'el')).toBe('/el');
  });

  it.each([
    '/ru//evil.example',
    '/el/\\evil.example',
    '//evil.example',
    '/ru/%2F%2Fevil.example',
    '/el/%5Cevil.example',
    '/ru/%252F%252Fevil.example',
    '/de/about',
  ])('when the page %s is not found, then every language leads to its own home', (path) => {
    expect(['en', 'ru', 'el'].map((target) => href(path, target as 'en'))).toEqual(['/', '/ru', '/el']);
  });
});

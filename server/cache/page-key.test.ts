import { buildRoutes } from '../../src/routes/build-routes';
import { pageRoutes } from '../../src/routes/route-table';
import { createPageKeyer } from './page-key';

const noLoader = () => () => null;
const identify = createPageKeyer(
  buildRoutes(pageRoutes, { chrome: noLoader, page: noLoader, notFound: noLoader }),
);

describe('page cache keys', () => {
  it('when a URL has a trailing slash or tracking parameters, then it names the same page', () => {
    expect(identify('/ru/about/')?.key).toBe('ru:/ru/about');
    expect(identify('/ru/about?utm_source=mail&fbclid=x&gclid=y')?.key).toBe('ru:/ru/about');
  });

  it('when a listing has its own parameters, then they are kept, in the listing order, in the key', () => {
    const page = identify('/properties?utm_medium=cpc&page=2&type=villa&foo=1');
    expect(page).toMatchObject({
      key: 'en:/properties?type=villa&page=2',
      url: '/properties?type=villa&page=2',
    });
    expect(identify('/properties?page=2&type=villa')?.key).toBe(page?.key);
  });

  it.each([
    '/properties?type=nonsense',
    '/properties?page=1',
    '/properties?page=abc&sort=cheapest&priceMin=-5',
    '/properties/?bedrooms=two&region=atlantis',
    '/PROPERTIES',
  ])('when a listing query %s normalizes away, then it is the plain listing', (url) => {
    expect(identify(url)).toMatchObject({ key: 'en:/properties', url: '/properties', cacheable: true });
  });

  it('when the locale differs, then the key differs', () => {
    expect(identify('/el/services/golden-visa')?.key).toBe('el:/el/services/golden-visa');
    expect(identify('/services/golden-visa')?.key).toBe('en:/services/golden-visa');
  });

  it('when a search has a term or the route is unknown, then the page is not cacheable', () => {
    expect(identify('/search-result?q=villa')?.cacheable).toBe(false);
    expect(identify('/search-result')?.cacheable).toBe(true);
    expect(identify('/no/such/page')?.cacheable).toBe(false);
    expect(identify('/ru/contacts?sent=1')?.cacheable).toBe(false);
    expect(identify('/properties/1001?invalid=email')?.cacheable).toBe(false);
    expect(identify('/ru/contacts')?.cacheable).toBe(true);
  });

  it('when a URL is malformed, then it names no page', () => {
    expect(identify('/%E0%A4%A')).toBeNull();
  });
});

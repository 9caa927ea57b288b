import fs from 'node:fs';
import { renderRouteLinks, ROUTE_LINKS_FILE } from '../../scripts/generate-route-links';
import { LOCALES } from '../i18n/locales';
import { createHref, href } from './href';
import { routeLinks } from './route-links';

type Case = [name: string, params: Record<string, unknown>, en: string, ru: string, el: string];

/** Each route's links in the three locales, as the site has always written them. */
const cases: Case[] = [
  ['index', {}, '/', '/ru', '/el'],
  ['about', {}, '/about', '/ru/about', '/el/about'],
  ['business-in-greece', {}, '/business-in-greece', '/ru/business-in-greece', '/el/business-in-greece'],
  [
    'business-in-greece-url',
    { url: 'company-formation' },
    '/business-in-greece/company-formation',
    '/ru/business-in-greece/company-formation',
    '/el/business-in-greece/company-formation',
  ],
  [
    'business-in-greece-url',
    { url: 'a b/c?d#é' },
    '/business-in-greece/a%20b%2Fc%3Fd%23%C3%A9',
    '/ru/business-in-greece/a%20b%2Fc%3Fd%23%C3%A9',
    '/el/business-in-greece/a%20b%2Fc%3Fd%23%C3%A9',
  ],
  ['certificates', {}, '/certificates', '/ru/certificates', '/el/certificates'],
  ['construction', {}, '/construction', '/ru/construction', '/el/construction'],
  ['contacts', {}, '/contacts', '/ru/contacts', '/el/contacts'],
  ['compare', {}, '/compare', '/ru/compare', '/el/compare'],
  ['compare', { refs: [] }, '/compare', '/ru/compare', '/el/compare'],
  [
    'compare',
    { refs: [1001, 1004] },
    '/compare?refs=1001,1004',
    '/ru/compare?refs=1001,1004',
    '/el/compare?refs=1001,1004',
  ],
  ['dkg-projects', {}, '/dkg-projects', '/ru/dkg-projects', '/el/dkg-projects'],
  [
    'dkg-projects-category-id',
    { category: 'residential' },
    '/dkg-projects/residential',
    '/ru/dkg-projects/residential',
    '/el/dkg-projects/residential',
  ],
  [
    'dkg-projects-category-id',
    { category: 'residential', id: 2001 },
    '/dkg-projects/residential/2001',
    '/ru/dkg-projects/residential/2001',
    '/el/dkg-projects/residential/2001',
  ],
  [
    'dkg-projects-category-id',
    { category: 'жилые дома', id: '7' },
    '/dkg-projects/%D0%B6%D0%B8%D0%BB%D1%8B%D0%B5%20%D0%B4%D0%BE%D0%BC%D0%B0/7',
    '/ru/dkg-projects/%D0%B6%D0%B8%D0%BB%D1%8B%D0%B5%20%D0%B4%D0%BE%D0%BC%D0%B0/7',
    '/el/dkg-projects/%D0%B6%D0%B8%D0%BB%D1%8B%D0%B5%20%D0%B4%D0%BE%D0%BC%D0%B0/7',
  ],
  ['dkg-projects-old', {}, '/dkg-projects-old', '/ru/dkg-projects-old', '/el/dkg-projects-old'],
  ['events', {}, '/events', '/ru/events', '/el/events'],
  ['events-alias', { alias: 'open-day' }, '/events/open-day', '/ru/events/open-day', '/el/events/open-day'],
  ['favourites', {}, '/favourites', '/ru/favourites', '/el/favourites'],
  [
    'favourites',
    { refs: [1001] },
    '/favourites?refs=1001',
    '/ru/favourites?refs=1001',
    '/el/favourites?refs=1001',
  ],
  ['partners', {}, '/partners', '/ru/partners', '/el/partners'],
  ['privacy-policy', {}, '/privacy-policy', '/ru/privacy-policy', '/el/privacy-policy'],
  ['properties', {}, '/properties', '/ru/properties', '/el/properties'],
  ['properties-id', { id: 1001 }, '/properties/1001', '/ru/properties/1001', '/el/properties/1001'],
  ['properties-id', { id: '1001' }, '/properties/1001', '/ru/properties/1001', '/el/properties/1001'],
  ['search-result', {}, '/search-result', '/ru/search-result', '/el/search-result'],
  ['search-result', { q: '' }, '/search-result', '/ru/search-result', '/el/search-result'],
  [
    'search-result',
    { q: 'villa crete & sea/100%' },
    '/search-result?q=villa%20crete%20%26%20sea%2F100%25',
    '/ru/search-result?q=villa%20crete%20%26%20sea%2F100%25',
    '/el/search-result?q=villa%20crete%20%26%20sea%2F100%25',
  ],
  [
    'search-result',
    { q: 'вилла' },
    '/search-result?q=%D0%B2%D0%B8%D0%BB%D0%BB%D0%B0',
    '/ru/search-result?q=%D0%B2%D0%B8%D0%BB%D0%BB%D0%B0',
    '/el/search-result?q=%D0%B2%D0%B8%D0%BB%D0%BB%D0%B0',
  ],
  ['services', {}, '/services', '/ru/services', '/el/services'],
  [
    'services-business-consulting',
    {},
    '/services/business-consulting',
    '/ru/services/business-consulting',
    '/el/services/business-consulting',
  ],
  [
    'services-construction',
    {},
    '/services/construction',
    '/ru/services/construction',
    '/el/services/construction',
  ],
  [
    'services-golden-visa',
    {},
    '/services/golden-visa',
    '/ru/services/golden-visa',
    '/el/services/golden-visa',
  ],
  ['services-investment', {}, '/services/investment', '/ru/services/investment', '/el/services/investment'],
  [
    'services-project-management',
    {},
    '/services/project-management',
    '/ru/services/project-management',
    '/el/services/project-management',
  ],
  [
    'services-transaction-support',
    {},
    '/services/transaction-support',
    '/ru/services/transaction-support',
    '/el/services/transaction-support',
  ],
  ['terms-of-use', {}, '/terms-of-use', '/ru/terms-of-use', '/el/terms-of-use'],
];

/** The site's href without its types, to walk the table of cases. */
const anyHref = href as (name: string, params: Record<string, unknown>, locale?: string) => string;

describe('href', () => {
  it.each(cases)('when %s is linked with %j, then its links are %s, %s and %s', (name, params, ...links) => {
    expect(LOCALES.map((locale) => anyHref(name, params, locale))).toEqual(links);
  });

  it('when no locale is given, then the link is the locale-neutral path (the English one)', () => {
    for (const [name, params, english] of cases) expect(anyHref(name, params)).toBe(english);
  });

  it('when every route of the table is linked, then each one has a case here', () => {
    const names = new Set(cases.map(([name]) => name));
    expect(routeLinks.map((route) => route.name).filter((name) => !names.has(name))).toEqual([]);
  });

  it('when a route is unknown or a parameter is missing, then no link is made', () => {
    expect(() => anyHref('nowhere', {}, 'ru')).toThrow('No route is named nowhere');
    expect(() => anyHref('properties-id', {}, 'ru')).toThrow(
      'A link to properties-id needs its parameter id',
    );
    expect(() => anyHref('events-alias', { alias: '' })).toThrow('needs its parameter alias');
  });

  it('when a link names a wrong route or misses a parameter, then it does not compile', () => {
    const typed = () => [
      // @ts-expect-error: no route is named so
      href('property', { id: 1 }, 'ru'),
      // @ts-expect-error: a property's link needs its id
      href('properties-id', {}, 'ru'),
      // @ts-expect-error: a project's link needs its category
      href('dkg-projects-category-id', { id: 2001 }),
      // @ts-expect-error: a route's link takes no query it does not declare
      href('properties-id', { id: 1001, q: 'villa' }),
      // @ts-expect-error: locales are the site's
      href('about', {}, 'de'),
      href('dkg-projects-category-id', { category: 'residential' }, 'el'),
      href('favourites', { refs: [1001] }, 'ru'),
    ];
    expect(typed).toBeInstanceOf(Function);
  });

  it('when a table is given, then its links follow its own routes', () => {
    const links = createHref([{ name: 'news-slug', path: 'news/:slug' }]);
    expect(links('news-slug', { slug: 'golden-visa' }, 'el')).toBe('/el/news/golden-visa');
  });
});

describe('the route links module', () => {
  it('when the route table changes, then src/navigation/route-links.ts is written again by npm run routes', () => {
    expect(fs.readFileSync(ROUTE_LINKS_FILE, 'utf8')).toBe(renderRouteLinks());
  });
});

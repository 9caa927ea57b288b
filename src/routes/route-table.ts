import { OUTCOME_PARAMS } from '../components/contact-form/outcome-params';
import { SERVICE_SLUGS } from '@dkg/content-model';

/**
 * The route table of spec §2, as data. Every entry exists in the three locales: English without a
 * prefix, Russian under /ru, Greek under /el. Route ids are `{name}___{locale}` (the names the
 * specification uses, such as `dkg-projects-category-id`).
 */

export type PageId =
  | 'home'
  | 'about'
  | 'services'
  | 'service'
  | 'construction'
  | 'properties'
  | 'property'
  | 'projects'
  | 'project-category'
  | 'projects-archive'
  | 'events'
  | 'event'
  | 'partners'
  | 'certificates'
  | 'guide'
  | 'guide-article'
  | 'contacts'
  | 'legal'
  | 'search-result';

export type Layout = 'slides' | 'default';

export interface PageRoute {
  /** The route's name; the route id adds the locale (`about___ru`). */
  name: string;
  /** Path below the locale's root, without a leading slash; '' is the home. */
  path: string;
  page: PageId;
  layout: Layout;
  /** Parameters fixed by the route itself (a service detail page knows its slug). */
  fixedParams?: Record<string, string>;
  /** Route validation (spec §5): false gives a 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** Named route middleware, run before the loader; an unknown name is a 500 (spec §8). */
  middleware?: string[];
  /** Query parameters that make another page of this route (kept in canonical URLs and cache keys). */
  query?: readonly string[];
  /** Query parameters whose presence makes a page that is never cached (a search term, a form outcome). */
  uncached?: readonly string[];
}

const isPositiveInteger = (value: string | undefined) => /^[1-9]\d{0,8}$/.test(value ?? '');
const isSlug = (value: string | undefined) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(value ?? '');

function page(name: string, path: string, pageId: PageId, extra: Partial<PageRoute> = {}): PageRoute {
  return { name, path, page: pageId, layout: 'default', ...extra };
}

export const pageRoutes: readonly PageRoute[] = [
  page('index', '', 'home', { layout: 'slides' }),
  page('about', 'about', 'about'),
  page('business-in-greece', 'business-in-greece', 'guide'),
  page('business-in-greece-url', 'business-in-greece/:url', 'guide-article', {
    validate: ({ url }) => isSlug(url),
  }),
  page('certificates', 'certificates', 'certificates'),
  page('construction', 'construction', 'construction'),
  page('contacts', 'contacts', 'contacts', { uncached: OUTCOME_PARAMS }),
  page('dkg-projects', 'dkg-projects', 'projects'),
  page('dkg-projects-category-id', 'dkg-projects/:category/:id?', 'project-category', {
    validate: ({ category, id }) => isSlug(category) && (id === undefined || isPositiveInteger(id)),
  }),
  page('dkg-projects-old', 'dkg-projects-old', 'projects-archive'),
  page('events', 'events', 'events'),
  page('events-alias', 'events/:alias', 'event', { validate: ({ alias }) => isSlug(alias) }),
  page('partners', 'partners', 'partners'),
  page('privacy-policy', 'privacy-policy', 'legal', { fixedParams: { document: 'privacy-policy' } }),
  page('properties', 'properties', 'properties', {
    middleware: ['listing-query'],
    query: ['type', 'region', 'status', 'priceMin', 'priceMax', 'bedrooms', 'sort', 'page'],
  }),
  page('properties-id', 'properties/:id', 'property', {
    validate: ({ id }) => isPositiveInteger(id),
    uncached: OUTCOME_PARAMS,
  }),
  page('search-result', 'search-result', 'search-result', {
    middleware: ['search-term'],
    query: ['q'],
    uncached: ['q'],
  }),
  page('services', 'services', 'services'),
  ...SERVICE_SLUGS.map((slug) =>
    page(`services-${slug}`, `services/${slug}`, 'service', { fixedParams: { slug } }),
  ),
  page('terms-of-use', 'terms-of-use', 'legal', { fixedParams: { document: 'terms-of-use' } }),
];

export const NOT_FOUND_ROUTE = 'not-found';

const routesByName = new Map(pageRoutes.map((route) => [route.name, route]));

export function pageRouteNamed(name: string): PageRoute | undefined {
  return routesByName.get(name);
}

/** The query parameters a route's pages depend on. */
export function routeQuery(name: string): readonly string[] {
  return routesByName.get(name)?.query ?? [];
}

/** Query parameters whose presence makes a route's page uncacheable. */
export function routeUncachedQuery(name: string): readonly string[] {
  return routesByName.get(name)?.uncached ?? [];
}

export function routeId(name: string, locale: string): string {
  return `${name}___${locale}`;
}

/** Splits a route id into its name and locale. */
export function parseRouteId(id: string): { name: string; locale: string } {
  const index = id.lastIndexOf('___');
  return index < 0 ? { name: id, locale: '' } : { name: id.slice(0, index), locale: id.slice(index + 3) };
}

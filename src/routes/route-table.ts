import loadable, { type LoadableComponent } from '@loadable/component';
import { SERVICE_SLUGS } from '@dkg/content-model';
import { OUTCOME_PARAMS } from '../components/contact-form/outcome-params';
import type { PageLoader } from '../loaders/page-data';
import { certificatesLoader } from '../pages/certificates/certificates-loader.server';
import { contactsLoader } from '../pages/contacts/contacts-loader.server';
import { editorialLoader } from '../pages/editorial/editorial-loader.server';
import { eventLoader } from '../pages/event/event-loader.server';
import { eventsLoader } from '../pages/events/events-loader.server';
import { guideArticleLoader } from '../pages/guide-article/guide-article-loader.server';
import { guideLoader } from '../pages/guide/guide-loader.server';
import { homeLoader } from '../pages/home/home-loader.server';
import { partnersLoader } from '../pages/partners/partners-loader.server';
import { projectCategoryLoader } from '../pages/project-category/project-category-loader.server';
import { projectsArchiveLoader } from '../pages/projects-archive/projects-archive-loader.server';
import { projectsLoader } from '../pages/projects/projects-loader.server';
import { listingSearch, parseListingQuery } from '../pages/properties/listing-query';
import { propertiesLoader } from '../pages/properties/properties-loader.server';
import { propertyLoader } from '../pages/property/property-loader.server';
import { searchResultLoader } from '../pages/search-result/search-result-loader.server';
import { canonicalSearchTerm } from '../pages/search-result/search-term';
import { serviceLoader } from '../pages/service/service-loader.server';
import { servicesLoader } from '../pages/services/services-loader.server';

/**
 * The route table, as data: each route is defined here once — its path, layout, page
 * component (code-split), loader, parameter validation and the query of its pages. Every entry exists
 * in the three locales (English without a prefix, Russian under /ru, Greek under /el); route ids are
 * `{name}___{locale}`, with their established names (such as `dkg-projects-category-id`).
 * Loaders live in `.server` modules: the browser build leaves them out and asks the server for data.
 */

export type Layout = 'slides' | 'default';

export type PageComponent = LoadableComponent<object>;

export interface PageRoute {
  /** The route's name; the route id adds the locale (`about___ru`). */
  name: string;
  /** Path below the locale's root, without a leading slash; '' is the home. */
  path: string;
  layout: Layout;
  Component: PageComponent;
  loader: PageLoader;
  /** Parameters fixed by the route itself (a service detail page knows its slug). */
  fixedParams?: Record<string, string>;
  /** Route validation: false gives a 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** Named route middleware, run before the loader; an unknown name is a 500. */
  middleware?: string[];
  /**
   * The query of one page of this route: the parameters it reads, valid and normalized (the loader's
   * input, the page-cache key and the canonical URL). Anything else in a query string is ignored.
   */
  query?: (search: URLSearchParams) => URLSearchParams;
  /** Query parameters whose presence makes a page that is never cached (a search term, a form outcome). */
  uncached?: readonly string[];
}

const isPositiveInteger = (value: string | undefined) => /^[1-9]\d{0,8}$/.test(value ?? '');
const isSlug = (value: string | undefined) => /^[a-z0-9][a-z0-9-]{0,79}$/.test(value ?? '');

const HomePage = loadable(() => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'));
/** About, construction and the legal pages: an editorial single each (`page-{route name}`). */
const EditorialPage = loadable(
  () => import(/* webpackChunkName: "page-editorial" */ '../pages/editorial/editorial-page'),
);
const ServicesPage = loadable(
  () => import(/* webpackChunkName: "page-services" */ '../pages/services/services-page'),
);
const ServicePage = loadable(
  () => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page'),
);
const PropertiesPage = loadable(
  () => import(/* webpackChunkName: "page-properties" */ '../pages/properties/properties-page'),
);
const PropertyPage = loadable(
  () => import(/* webpackChunkName: "page-property" */ '../pages/property/property-page'),
);
const ProjectsPage = loadable(
  () => import(/* webpackChunkName: "page-projects" */ '../pages/projects/projects-page'),
);
const ProjectCategoryPage = loadable(
  () =>
    import(/* webpackChunkName: "page-project-category" */ '../pages/project-category/project-category-page'),
);
const ProjectsArchivePage = loadable(
  () =>
    import(/* webpackChunkName: "page-projects-archive" */ '../pages/projects-archive/projects-archive-page'),
);
const EventsPage = loadable(
  () => import(/* webpackChunkName: "page-events" */ '../pages/events/events-page'),
);
const EventPage = loadable(() => import(/* webpackChunkName: "page-event" */ '../pages/event/event-page'));
const PartnersPage = loadable(
  () => import(/* webpackChunkName: "page-partners" */ '../pages/partners/partners-page'),
);
const CertificatesPage = loadable(
  () => import(/* webpackChunkName: "page-certificates" */ '../pages/certificates/certificates-page'),
);
const GuidePage = loadable(() => import(/* webpackChunkName: "page-guide" */ '../pages/guide/guide-page'));
const GuideArticlePage = loadable(
  () => import(/* webpackChunkName: "page-guide-article" */ '../pages/guide-article/guide-article-page'),
);
const ContactsPage = loadable(
  () => import(/* webpackChunkName: "page-contacts" */ '../pages/contacts/contacts-page'),
);
const SearchResultPage = loadable(
  () => import(/* webpackChunkName: "page-search-result" */ '../pages/search-result/search-result-page'),
);

/** The listing's filters, sort and page: invalid values dropped, defaults implied, in one order. */
const listingQuery = (search: URLSearchParams) =>
  new URLSearchParams(listingSearch(parseListingQuery(search)));

const searchQuery = (search: URLSearchParams) => {
  const term = canonicalSearchTerm(search.get('q') ?? '');
  return new URLSearchParams(term ? { q: term } : {});
};

type RouteOptions = Omit<PageRoute, 'name' | 'path' | 'layout'> & { layout?: Layout };

function route(name: string, path: string, options: RouteOptions): PageRoute {
  return { name, path, layout: 'default', ...options };
}

export const pageRoutes: readonly PageRoute[] = [
  route('index', '', { layout: 'slides', Component: HomePage, loader: homeLoader }),
  route('about', 'about', { Component: EditorialPage, loader: editorialLoader }),
  route('business-in-greece', 'business-in-greece', { Component: GuidePage, loader: guideLoader }),
  route('business-in-greece-url', 'business-in-greece/:url', {
    Component: GuideArticlePage,
    loader: guideArticleLoader,
    validate: ({ url }) => isSlug(url),
  }),
  route('certificates', 'certificates', { Component: CertificatesPage, loader: certificatesLoader }),
  route('construction', 'construction', { Component: EditorialPage, loader: editorialLoader }),
  route('contacts', 'contacts', {
    Component: ContactsPage,
    loader: contactsLoader,
    uncached: OUTCOME_PARAMS,
  }),
  route('dkg-projects', 'dkg-projects', { Component: ProjectsPage, loader: projectsLoader }),
  route('dkg-projects-category-id', 'dkg-projects/:category/:id?', {
    Component: ProjectCategoryPage,
    loader: projectCategoryLoader,
    validate: ({ category, id }) => isSlug(category) && (id === undefined || isPositiveInteger(id)),
  }),
  route('dkg-projects-old', 'dkg-projects-old', {
    Component: ProjectsArchivePage,
    loader: projectsArchiveLoader,
  }),
  route('events', 'events', { Component: EventsPage, loader: eventsLoader }),
  route('events-alias', 'events/:alias', {
    Component: EventPage,
    loader: eventLoader,
    validate: ({ alias }) => isSlug(alias),
  }),
  route('partners', 'partners', { Component: PartnersPage, loader: partnersLoader }),
  route('privacy-policy', 'privacy-policy', { Component: EditorialPage, loader: editorialLoader }),
  route('properties', 'properties', {
    Component: PropertiesPage,
    loader: propertiesLoader,
    middleware: ['listing-query'],
    query: listingQuery,
  }),
  route('properties-id', 'properties/:id', {
    Component: PropertyPage,
    loader: propertyLoader,
    validate: ({ id }) => isPositiveInteger(id),
    uncached: OUTCOME_PARAMS,
  }),
  route('search-result', 'search-result', {
    Component: SearchResultPage,
    loader: searchResultLoader,
    middleware: ['search-term'],
    query: searchQuery,
    uncached: ['q'],
  }),
  route('services', 'services', { Component: ServicesPage, loader: servicesLoader }),
  ...SERVICE_SLUGS.map((slug) =>
    route(`services-${slug}`, `services/${slug}`, {
      Component: ServicePage,
      loader: serviceLoader,
      fixedParams: { slug },
    }),
  ),
  route('terms-of-use', 'terms-of-use', { Component: EditorialPage, loader: editorialLoader }),
];

import loadable, { type LoadableComponent } from '@loadable/component';
import { SERVICE_SLUGS } from '@dkg/content-model';
import { OUTCOME_PARAMS } from '../components/contact-form/outcome-params';
import type { IndexedCollection, IndexedEntry } from '../content/requests/site-index.server';
import type { PageData, PageLoader } from '../loaders/page-data';
import {
  organizationData,
  type StructuredData,
  type StructuredDataBuilder,
  type StructuredDataInput,
} from '../loaders/structured-data.server';
import { certificatesLoader } from '../pages/certificates/certificates-loader.server';
import { contactsLoader } from '../pages/contacts/contacts-loader.server';
import { editorialLoader } from '../pages/editorial/editorial-loader.server';
import { eventLoader } from '../pages/event/event-loader.server';
import { eventStructuredData } from '../pages/event/event-structured-data.server';
import { eventsLoader } from '../pages/events/events-loader.server';
import { compareLoader } from '../pages/compare/compare-loader.server';
import { favouritesLoader } from '../pages/favourites/favourites-loader.server';
import { refsQuery } from '../pages/favourites/refs-query';
import { guideArticleLoader } from '../pages/guide-article/guide-article-loader.server';
import { guideArticleStructuredData } from '../pages/guide-article/guide-article-structured-data.server';
import { guideLoader } from '../pages/guide/guide-loader.server';
import { homeLoader } from '../pages/home/home-loader.server';
import { partnersLoader } from '../pages/partners/partners-loader.server';
import { projectCategoryLoader } from '../pages/project-category/project-category-loader.server';
import { projectCategoryStructuredData } from '../pages/project-category/project-category-structured-data.server';
import { projectsArchiveLoader } from '../pages/projects-archive/projects-archive-loader.server';
import { projectsLoader } from '../pages/projects/projects-loader.server';
import { listingSearch, parseListingQuery } from '../pages/properties/listing-query';
import { propertiesLoader } from '../pages/properties/properties-loader.server';
import { propertyLoader } from '../pages/property/property-loader.server';
import { propertyStructuredData } from '../pages/property/property-structured-data.server';
import { searchResultLoader } from '../pages/search-result/search-result-loader.server';
import { canonicalSearchTerm } from '../pages/search-result/search-term';
import { serviceLoader } from '../pages/service/service-loader.server';
import { serviceStructuredData } from '../pages/service/service-structured-data.server';
import { servicesLoader } from '../pages/services/services-loader.server';

/**
 * The route table, as data: each route is one entry here (and its page's folder) — its path, layout,
 * page component (code-split), loader, parameter validation, the query of its pages and what is never
 * cached, where its pages come from (sitemap and pre-rendering), its JSON-LD and the CMS content types
 * that preview on it. Every entry exists in the three locales (English without a prefix, Russian under
 * /ru, Greek under /el); route ids are `{name}___{locale}`, with their established names (such as
 * `dkg-projects-category-id`).
 * Loaders and JSON-LD builders live in `.server` modules of the page's folder. The browser build
 * leaves out of each entry what only the server reads (client/server-route-fields.js: the members
 * marked "server only" below) and asks the server for data.
 */

export type Layout = 'slides' | 'default';

export type PageComponent = LoadableComponent<object>;

/**
 * Where the pages of a route with parameters come from: the entries of a collection of the site index
 * (src/content/requests/site-index.server.ts), one page per identity with an address in each locale
 * that has the entry. An entry without one of the fields is not a page.
 */
export interface SitemapSource {
  collection: IndexedCollection;
  /** The field that is the same in every locale (what makes entries of each locale one page). */
  identity: keyof IndexedEntry;
  /** Each path parameter of the route and the field of the entry that gives its value. */
  params: Readonly<Record<string, keyof IndexedEntry>>;
}

export interface PageRoute {
  /** The route's name; the route id adds the locale (`about___ru`). */
  name: string;
  /** Path below the locale's root, without a leading slash; '' is the home. */
  path: string;
  /** The query parameters a link to the route may carry (`href`, src/navigation/href.ts). */
  linkQuery?: readonly string[];
  layout: Layout;
  Component: PageComponent;
  /** Server only. */
  loader: PageLoader;
  /** Parameters fixed by the route itself (a service detail page knows its slug). Server only. */
  fixedParams?: Record<string, string>;
  /** Route validation: false gives a 404. Server only. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** Named route middleware, run before the loader; an unknown name is a 500. Server only. */
  middleware?: string[];
  /**
   * The query of one page of this route: the parameters it reads, valid and normalized (the loader's
   * input, the page-cache key and the canonical URL). Anything else in a query string is ignored.
   */
  query?: (search: URLSearchParams) => URLSearchParams;
  /** Query parameters whose presence makes a page that is never cached (a search term, a form outcome). */
  uncached?: readonly string[];
  /**
   * The route's pages depend on their query (a visitor's list): none is in the sitemap or pre-rendered,
   * and each is noindex (its loader says so). Server only.
   */
  unlisted?: boolean;
  /**
   * The route's pages in the sitemap and for pre-rendering. A route without parameters is its own
   * page; a route with parameters has the pages of these sources, and none without them. Server only.
   */
  sitemap?: readonly SitemapSource[];
  /**
   * A path parameter whose value differs in each locale (a project category's slug): the alternates
   * and the language switcher take the other locale's value from the page (`urlsForProjectPage`).
   */
  translatedParam?: string;
  /** The JSON-LD of a page of this route, built from its loader's data. Server only. */
  structuredData?(input: StructuredDataInput, page: PageData): StructuredData[];
  /**
   * The CMS content types whose entries preview on this route (by uid), each with the field of the
   * entry shown (`field` or `relation.field`) that gives each path parameter; a route's fixed
   * parameters count as parameters (a service's slug). `npm run cms:schema` writes the paths to
   * cms/config/preview-paths.json, which the CMS's preview handler reads. Server only.
   */
  preview?: Readonly<Record<string, Readonly<Record<string, string>>>>;
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
const FavouritesPage = loadable(
  () => import(/* webpackChunkName: "page-favourites" */ '../pages/favourites/favourites-page'),
);
const ComparePage = loadable(
  () => import(/* webpackChunkName: "page-compare" */ '../pages/compare/compare-page'),
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

type RouteOptions<Data extends PageData> = Omit<
  PageRoute,
  'name' | 'path' | 'layout' | 'loader' | 'structuredData'
> & {
  layout?: Layout;
  loader: PageLoader<Data>;
  structuredData?: StructuredDataBuilder<Data>;
};

/**
 * A route of the table; its JSON-LD builder reads what its loader gives. Its name and path keep their
 * literal types, which type its links (src/navigation/href.ts).
 */
export function route<Data extends PageData, const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  options: RouteOptions<Data>,
): PageRoute & { name: Name; path: Path } {
  return { name, path, layout: 'default', ...options };
}

export const pageRoutes: readonly PageRoute[] = [
  route('index', '', {
    layout: 'slides',
    Component: HomePage,
    loader: homeLoader,
    structuredData: organizationData,
    preview: { 'api::home-page.home-page': {} },
  }),
  route('about', 'about', {
    Component: EditorialPage,
    loader: editorialLoader,
    preview: { 'api::page-about.page-about': {} },
  }),
  route('business-in-greece', 'business-in-greece', {
    Component: GuidePage,
    loader: guideLoader,
    preview: { 'api::page-business-in-greece.page-business-in-greece': {} },
  }),
  route('business-in-greece-url', 'business-in-greece/:url', {
    Component: GuideArticlePage,
    loader: guideArticleLoader,
    validate: ({ url }) => isSlug(url),
    sitemap: [{ collection: 'guide-articles', identity: 'url', params: { url: 'url' } }],
    structuredData: guideArticleStructuredData,
    preview: { 'api::guide-article.guide-article': { url: 'url' } },
  }),
  route('certificates', 'certificates', {
    Component: CertificatesPage,
    loader: certificatesLoader,
    preview: {
      'api::certificate.certificate': {},
      'api::page-certificates.page-certificates': {},
    },
  }),
  route('construction', 'construction', {
    Component: EditorialPage,
    loader: editorialLoader,
    preview: { 'api::page-construction.page-construction': {} },
  }),
  route('contacts', 'contacts', {
    Component: ContactsPage,
    loader: contactsLoader,
    uncached: OUTCOME_PARAMS,
    structuredData: organizationData,
    preview: {
      'api::office.office': {},
      'api::page-contact.page-contact': {},
      'api::page-contacts.page-contacts': {},
    },
  }),
  route('compare', 'compare', {
    Component: ComparePage,
    loader: compareLoader,
    query: refsQuery,
    linkQuery: ['refs'],
    unlisted: true,
  }),
  route('dkg-projects', 'dkg-projects', {
    Component: ProjectsPage,
    loader: projectsLoader,
    preview: { 'api::page-projects.page-projects': {} },
  }),
  route('dkg-projects-category-id', 'dkg-projects/:category/:id?', {
    Component: ProjectCategoryPage,
    loader: projectCategoryLoader,
    validate: ({ category, id }) => isSlug(category) && (id === undefined || isPositiveInteger(id)),
    translatedParam: 'category',
    sitemap: [
      { collection: 'project-categories', identity: 'key', params: { category: 'slugId' } },
      {
        collection: 'projects',
        identity: 'reference',
        params: { category: 'categorySlugId', id: 'reference' },
      },
    ],
    structuredData: projectCategoryStructuredData,
    preview: {
      'api::project.project': { category: 'category.slugId', id: 'reference' },
      'api::project-category.project-category': { category: 'slugId' },
    },
  }),
  route('dkg-projects-old', 'dkg-projects-old', {
    Component: ProjectsArchivePage,
    loader: projectsArchiveLoader,
    preview: { 'api::page-projects-old.page-projects-old': {} },
  }),
  route('events', 'events', {
    Component: EventsPage,
    loader: eventsLoader,
    preview: { 'api::page-events.page-events': {} },
  }),
  route('events-alias', 'events/:alias', {
    Component: EventPage,
    loader: eventLoader,
    validate: ({ alias }) => isSlug(alias),
    sitemap: [{ collection: 'events', identity: 'alias', params: { alias: 'alias' } }],
    structuredData: eventStructuredData,
    preview: { 'api::event.event': { alias: 'alias' } },
  }),
  route('favourites', 'favourites', {
    Component: FavouritesPage,
    loader: favouritesLoader,
    query: refsQuery,
    linkQuery: ['refs'],
    unlisted: true,
  }),
  route('partners', 'partners', {
    Component: PartnersPage,
    loader: partnersLoader,
    preview: { 'api::partner.partner': {}, 'api::page-partners.page-partners': {} },
  }),
  route('privacy-policy', 'privacy-policy', {
    Component: EditorialPage,
    loader: editorialLoader,
    preview: { 'api::page-privacy-policy.page-privacy-policy': {} },
  }),
  route('properties', 'properties', {
    Component: PropertiesPage,
    loader: propertiesLoader,
    middleware: ['listing-query'],
    query: listingQuery,
    preview: { 'api::page-properties.page-properties': {} },
  }),
  route('properties-id', 'properties/:id', {
    Component: PropertyPage,
    loader: propertyLoader,
    validate: ({ id }) => isPositiveInteger(id),
    uncached: OUTCOME_PARAMS,
    sitemap: [{ collection: 'properties', identity: 'reference', params: { id: 'reference' } }],
    structuredData: propertyStructuredData,
    preview: { 'api::property.property': { id: 'reference' } },
  }),
  route('search-result', 'search-result', {
    Component: SearchResultPage,
    loader: searchResultLoader,
    middleware: ['search-term'],
    query: searchQuery,
    linkQuery: ['q'],
    uncached: ['q'],
    preview: { 'api::page-search-result.page-search-result': {} },
  }),
  route('services', 'services', {
    Component: ServicesPage,
    loader: servicesLoader,
    preview: { 'api::page-services.page-services': {} },
  }),
  ...SERVICE_SLUGS.map((slug) =>
    route(`services-${slug}`, `services/${slug}`, {
      Component: ServicePage,
      loader: serviceLoader,
      fixedParams: { slug },
      structuredData: serviceStructuredData,
      preview: { 'api::service.service': { slug: 'slug' } },
    }),
  ),
  route('terms-of-use', 'terms-of-use', {
    Component: EditorialPage,
    loader: editorialLoader,
    preview: { 'api::page-terms-of-use.page-terms-of-use': {} },
  }),
];

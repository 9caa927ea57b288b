import loadable, { type LoadableComponent } from '@loadable/component';
import type { PageId } from './route-table';

/**
 * Pages are code-split: each is its own chunk, named here so the server can announce a page's chunks
 * in the document head before it renders (see server/render). Loaders are not split.
 */
export interface PageComponent {
  chunk: string;
  component: LoadableComponent<object>;
}

const editorial: PageComponent = {
  chunk: 'page-editorial',
  component: loadable(
    () => import(/* webpackChunkName: "page-editorial" */ '../pages/editorial/editorial-page'),
  ),
};

export const pageComponents: Record<PageId, PageComponent> = {
  home: {
    chunk: 'page-home',
    component: loadable(() => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page')),
  },
  about: editorial,
  construction: editorial,
  legal: editorial,
  services: {
    chunk: 'page-services',
    component: loadable(
      () => import(/* webpackChunkName: "page-services" */ '../pages/services/services-page'),
    ),
  },
  service: {
    chunk: 'page-service',
    component: loadable(() => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page')),
  },
  properties: {
    chunk: 'page-properties',
    component: loadable(
      () => import(/* webpackChunkName: "page-properties" */ '../pages/properties/properties-page'),
    ),
  },
  property: {
    chunk: 'page-property',
    component: loadable(
      () => import(/* webpackChunkName: "page-property" */ '../pages/property/property-page'),
    ),
  },
  projects: {
    chunk: 'page-projects',
    component: loadable(
      () => import(/* webpackChunkName: "page-projects" */ '../pages/projects/projects-page'),
    ),
  },
  'project-category': {
    chunk: 'page-project-category',
    component: loadable(
      () =>
        import(
          /* webpackChunkName: "page-project-category" */ '../pages/project-category/project-category-page'
        ),
    ),
  },
  'projects-archive': {
    chunk: 'page-projects-archive',
    component: loadable(
      () =>
        import(
          /* webpackChunkName: "page-projects-archive" */ '../pages/projects-archive/projects-archive-page'
        ),
    ),
  },
  events: {
    chunk: 'page-events',
    component: loadable(() => import(/* webpackChunkName: "page-events" */ '../pages/events/events-page')),
  },
  event: {
    chunk: 'page-event',
    component: loadable(() => import(/* webpackChunkName: "page-event" */ '../pages/event/event-page')),
  },
  partners: {
    chunk: 'page-partners',
    component: loadable(
      () => import(/* webpackChunkName: "page-partners" */ '../pages/partners/partners-page'),
    ),
  },
  certificates: {
    chunk: 'page-certificates',
    component: loadable(
      () => import(/* webpackChunkName: "page-certificates" */ '../pages/certificates/certificates-page'),
    ),
  },
  guide: {
    chunk: 'page-guide',
    component: loadable(() => import(/* webpackChunkName: "page-guide" */ '../pages/guide/guide-page')),
  },
  'guide-article': {
    chunk: 'page-guide-article',
    component: loadable(
      () => import(/* webpackChunkName: "page-guide-article" */ '../pages/guide-article/guide-article-page'),
    ),
  },
  contacts: {
    chunk: 'page-contacts',
    component: loadable(
      () => import(/* webpackChunkName: "page-contacts" */ '../pages/contacts/contacts-page'),
    ),
  },
  'search-result': {
    chunk: 'page-search-result',
    component: loadable(
      () => import(/* webpackChunkName: "page-search-result" */ '../pages/search-result/search-result-page'),
    ),
  },
};

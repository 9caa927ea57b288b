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

const home: PageComponent = {
  chunk: 'page-home',
  component: loadable(() => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page')),
};

const editorial: PageComponent = {
  chunk: 'page-editorial',
  component: loadable(() => import(/* webpackChunkName: "page-editorial" */ '../pages/editorial/editorial-page')),
};

export const pageComponents: Record<PageId, PageComponent> = {
  home,
  about: editorial,
  services: editorial,
  service: editorial,
  construction: editorial,
  properties: editorial,
  property: editorial,
  projects: editorial,
  'project-category': editorial,
  'projects-archive': editorial,
  events: editorial,
  event: editorial,
  partners: editorial,
  certificates: editorial,
  guide: editorial,
  'guide-article': editorial,
  contacts: editorial,
  legal: editorial,
  'search-result': editorial,
};

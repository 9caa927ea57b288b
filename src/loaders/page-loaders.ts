import { certificatesLoader } from '../pages/certificates/certificates-loader';
import { contactsLoader } from '../pages/contacts/contacts-loader';
import { editorialLoader } from '../pages/editorial/editorial-loader';
import { eventLoader } from '../pages/event/event-loader';
import { eventsLoader } from '../pages/events/events-loader';
import { guideArticleLoader } from '../pages/guide-article/guide-article-loader';
import { guideLoader } from '../pages/guide/guide-loader';
import { homeLoader } from '../pages/home/home-loader';
import { partnersLoader } from '../pages/partners/partners-loader';
import { projectCategoryLoader } from '../pages/project-category/project-category-loader';
import { projectsArchiveLoader } from '../pages/projects-archive/projects-archive-loader';
import { projectsLoader } from '../pages/projects/projects-loader';
import { propertiesLoader } from '../pages/properties/properties-loader';
import { propertyLoader } from '../pages/property/property-loader';
import { searchResultLoader } from '../pages/search-result/search-result-loader';
import { serviceLoader } from '../pages/service/service-loader';
import { servicesLoader } from '../pages/services/services-loader';
import type { PageId } from '../routes/route-table';
import type { PageLoader } from './page-data';

/** The loader of every page, imported eagerly by the server (pages themselves are code-split). */
export const pageLoaders: Record<PageId, PageLoader> = {
  home: homeLoader,
  about: editorialLoader('page-about'),
  services: servicesLoader,
  service: serviceLoader,
  construction: editorialLoader('page-construction'),
  properties: propertiesLoader,
  property: propertyLoader,
  projects: projectsLoader,
  'project-category': projectCategoryLoader,
  'projects-archive': projectsArchiveLoader,
  events: eventsLoader,
  event: eventLoader,
  partners: partnersLoader,
  certificates: certificatesLoader,
  guide: guideLoader,
  'guide-article': guideArticleLoader,
  contacts: contactsLoader,
  legal: editorialLoader(({ document }) =>
    document === 'terms-of-use' ? 'page-terms-of-use' : 'page-privacy-policy',
  ),
  'search-result': searchResultLoader,
};

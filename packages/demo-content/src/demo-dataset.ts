import type { Dataset } from '@dkg/content-model';
import { mediaAssetsFromManifest } from './media-assets';
import {
  aside,
  footer,
  header,
  logo,
  offices,
  pageContact,
  pageError,
  pageSearchResult,
  socials,
} from './chrome';
import { certificates } from './certificates';
import { events } from './events';
import { guideArticles } from './guide';
import { homePage } from './home';
import { mediaManifest } from './manifest';
import { pages } from './pages';
import { partners } from './partners';
import { projectCategories, projects } from './projects';
import { properties } from './properties';
import { services } from './services';

/** The demo content of the embedded content service, in English, Russian and Greek. */
export function createDemoDataset(): Dataset {
  return {
    timestamp: '2026-11-01T09:00:00.000Z',
    media: mediaAssetsFromManifest(mediaManifest),
    singles: {
      'api::logo.logo': logo,
      'api::header.header': header,
      'api::aside.aside': aside,
      'api::page-contact.page-contact': pageContact,
      'api::footer.footer': footer,
      'api::page-search-result.page-search-result': pageSearchResult,
      'api::page-error.page-error': pageError,
      'api::home-page.home-page': homePage,
      ...pages,
    },
    collections: {
      'api::social.social': socials,
      'api::office.office': offices,
      'api::project-category.project-category': projectCategories,
      'api::project.project': projects,
      'api::service.service': services,
      'api::property.property': properties,
      'api::event.event': events,
      'api::partner.partner': partners,
      'api::certificate.certificate': certificates,
      'api::guide-article.guide-article': guideArticles,
    },
  };
}

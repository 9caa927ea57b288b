import type { Locale } from '../i18n/locales';
import type { ContentLoad } from './content-request.server';
import { asideRequest } from './requests/aside.server';
import { footerRequest } from './requests/footer.server';
import { headOfficeRequest } from './requests/head-office.server';
import { headerRequest } from './requests/header.server';
import { homePageRequest } from './requests/home-page.server';
import { logoRequest } from './requests/logo.server';
import { pageRequest, type PageType } from './requests/page.server';
import { pageContactRequest } from './requests/page-contact.server';
import { pageErrorRequest } from './requests/page-error.server';
import { pageSearchResultRequest } from './requests/page-search-result.server';
import { projectCategoriesRequest } from './requests/project-categories.server';
import { socialsRequest } from './requests/socials.server';

/** Typed access to every content request, through one load function (the server's cache). */
export function createContentApi(load: ContentLoad) {
  return {
    /** Any content request (pages keep their requests beside them). */
    load,
    projectCategories: (locale: Locale) => load(projectCategoriesRequest(locale)),
    logo: () => load(logoRequest()),
    socials: (locale: Locale) => load(socialsRequest(locale)),
    header: (locale: Locale) => load(headerRequest(locale)),
    aside: (locale: Locale) => load(asideRequest(locale)),
    headOffice: (locale: Locale) => load(headOfficeRequest(locale)),
    pageContact: () => load(pageContactRequest()),
    footer: (locale: Locale) => load(footerRequest(locale)),
    pageSearchResult: (locale: Locale) => load(pageSearchResultRequest(locale)),
    pageError: (locale: Locale) => load(pageErrorRequest(locale)),
    homePage: (locale: Locale) => load(homePageRequest(locale)),
    page: (type: PageType, locale: Locale) => load(pageRequest(type, locale)),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

import elCommon from './locales/el/common.json';
import elCatalogue from './locales/el/catalogue.json';
import elProperties from './locales/el/properties.json';
import elProjects from './locales/el/projects.json';
import elContact from './locales/el/contact.json';
import elSearch from './locales/el/search.json';
import enCommon from './locales/en/common.json';
import enCatalogue from './locales/en/catalogue.json';
import enProperties from './locales/en/properties.json';
import enProjects from './locales/en/projects.json';
import enContact from './locales/en/contact.json';
import enSearch from './locales/en/search.json';
import ruCommon from './locales/ru/common.json';
import ruCatalogue from './locales/ru/catalogue.json';
import ruProperties from './locales/ru/properties.json';
import ruProjects from './locales/ru/projects.json';
import ruContact from './locales/ru/contact.json';
import ruSearch from './locales/ru/search.json';
import type { Locale } from './locales';

/** UI strings: one `common` namespace for the chrome, and one per part of the site. */
export const resources = {
  en: {
    common: enCommon,
    catalogue: enCatalogue,
    properties: enProperties,
    projects: enProjects,
    contact: enContact,
    search: enSearch,
  },
  ru: {
    common: ruCommon,
    catalogue: ruCatalogue,
    properties: ruProperties,
    projects: ruProjects,
    contact: ruContact,
    search: ruSearch,
  },
  el: {
    common: elCommon,
    catalogue: elCatalogue,
    properties: elProperties,
    projects: elProjects,
    contact: elContact,
    search: elSearch,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export const NAMESPACES = ['common', 'catalogue', 'properties', 'projects', 'contact', 'search'] as const;
export type Namespace = (typeof NAMESPACES)[number];

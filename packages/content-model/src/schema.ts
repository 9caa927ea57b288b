import type { ShareSources } from './share';

/**
 * The content model, in the shape of Strapi schemas: the one description of every content type and
 * component that the site's content client, the embedded emulator, the demo content and the Strapi
 * project in cms/ (generated from it) all use. The ten entities of the page chrome and their
 * fields are fixed; the rest is ours.
 */

export type ScalarType =
  | 'string'
  | 'text'
  | 'richtext'
  | 'email'
  | 'uid'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'json';

export type AttributeDef =
  | {
      type: ScalarType;
      localized?: boolean;
      required?: boolean;
      /** Strapi's `unique`: a second entry with the same value is a 400 ValidationError. */
      unique?: boolean;
      /**
       * A number that names rather than counts (a reference, a year): written as plain digits,
       * without thousands separators, where people read it (the CMS's admin). Not stored.
       */
      plain?: boolean;
    }
  | { type: 'enumeration'; enum: readonly string[]; localized?: boolean; required?: boolean }
  | { type: 'media'; multiple?: boolean; localized?: boolean }
  | {
      type: 'relation';
      relation: 'manyToOne' | 'oneToMany';
      target: string;
      /** The attribute on the target that points back (oneToMany side). */
      mappedBy?: string;
      /** The attribute on the target that lists this side (manyToOne side). */
      inversedBy?: string;
    }
  | { type: 'component'; component: string; repeatable: boolean; localized?: boolean };

export interface ComponentSchema {
  uid: string;
  attributes: Record<string, AttributeDef>;
}

export interface ContentTypeSchema {
  uid: string;
  kind: 'singleType' | 'collectionType';
  singularName: string;
  pluralName: string;
  /** i18n enabled: one row per locale, linked through `localizations`. */
  localized: boolean;
  /** Only writable through the API (never listed): contact requests. */
  writeOnly?: boolean;
  /**
   * Entries go live as they are saved, with no draft to publish (Strapi's draftAndPublish off): the
   * redirects. Everything else the site shows is drafted and published; write-only types are stored.
   */
  liveOnSave?: boolean;
  /**
   * The CMS's own records, never read by the site nor by the public (live as saved, no draft): the
   * scheduled publications.
   */
  internal?: boolean;
  /**
   * The attribute, equal in every locale, that names an entry: its address on the site and its
   * identity across locales and publishes (numeric ids and Strapi 5 documentIds are not stable keys).
   */
  key?: string;
  /**
   * Where a type with pages of its own takes a page's title, description and share picture when the
   * entry's `seo` fields are empty (see share.ts).
   */
  share?: ShareSources;
  attributes: Record<string, AttributeDef>;
}

const text = { type: 'text' } as const;
const string = { type: 'string' } as const;
const richtext = { type: 'richtext' } as const;
const media = { type: 'media' } as const;
const gallery = { type: 'media', multiple: true } as const;
/** Equal in every locale (Strapi i18n `localized: false`). */
const sharedString = { type: 'string', localized: false } as const;
const sharedInteger = { type: 'integer', localized: false } as const;
/** A reference number or a year: equal in every locale, read as digits (2024, not 2,024). */
const sharedPlainInteger = { type: 'integer', localized: false, plain: true } as const;
const seo = { type: 'component', component: 'shared.seo', repeatable: false } as const;

export const components: Record<string, ComponentSchema> = {
  'menu.link': { uid: 'menu.link', attributes: { title: string, href: string } },
  'menu.footer-item': {
    uid: 'menu.footer-item',
    attributes: {
      title: string,
      href: string,
      menuInner: { type: 'component', component: 'menu.link', repeatable: true },
    },
  },
  'home.slide': {
    uid: 'home.slide',
    attributes: { title: string, subtitle: string, text, image: media, ctaText: string, ctaHref: string },
  },
  'shared.seo': {
    uid: 'shared.seo',
    attributes: { metaTitle: string, metaDescription: text, shareImage: media },
  },
  'shared.location': {
    uid: 'shared.location',
    attributes: { lat: { type: 'decimal' }, lng: { type: 'decimal' } },
  },
  'shared.fact': {
    uid: 'shared.fact',
    attributes: { value: string, label: string },
  },
};

/** Fields of every editorial page (page-* singles). */
const pageAttributes = {
  title: string,
  intro: text,
  body: richtext,
  image: media,
  gallery,
  seo,
} as const;

/** Where a page, a service, a property… takes what it shows search engines and shared links. */
const pageShare: ShareSources = {
  title: ['title'],
  description: ['intro', 'body'],
  image: ['image', 'gallery.0'],
};
const articleShare: ShareSources = { title: ['title'], description: ['summary', 'body'], image: ['cover'] };
const listingShare: ShareSources = {
  title: ['title'],
  description: ['summary', 'description'],
  image: ['cover', 'gallery.0'],
};

function pageSingle(singularName: string): ContentTypeSchema {
  return {
    uid: `api::${singularName}.${singularName}`,
    kind: 'singleType',
    singularName,
    pluralName: `${singularName}s`,
    localized: true,
    share: pageShare,
    attributes: { ...pageAttributes },
  };
}

import {
  PROJECT_STAGES,
  PROPERTY_AVAILABILITIES,
  PROPERTY_TYPES,
  REDIRECT_KINDS,
  REGIONS,
  SCHEDULE_ACTIONS,
  SCHEDULE_LANGUAGES,
  SCHEDULE_STATES,
  SERVICE_SLUGS,
} from './catalogue';

const siteTypes: ContentTypeSchema[] = [
  // --- The ten chrome entities the site's calls are built on: their fields are fixed ---
  {
    uid: 'api::project-category.project-category',
    key: 'key',
    kind: 'collectionType',
    singularName: 'project-category',
    pluralName: 'project-categories',
    localized: true,
    attributes: {
      title: string,
      slugId: { type: 'uid' },
      /** Relates the categories of the three locales. */
      key: sharedString,
      order: sharedInteger,
      projects: {
        type: 'relation',
        relation: 'oneToMany',
        target: 'api::project.project',
        mappedBy: 'category',
      },
    },
  },
  {
    uid: 'api::logo.logo',
    kind: 'singleType',
    singularName: 'logo',
    pluralName: 'logos',
    localized: false,
    attributes: { logo: media },
  },
  {
    uid: 'api::social.social',
    key: 'name',
    kind: 'collectionType',
    singularName: 'social',
    pluralName: 'socials',
    localized: true,
    attributes: { href: string, name: sharedString, logo: media },
  },
  {
    uid: 'api::header.header',
    kind: 'singleType',
    singularName: 'header',
    pluralName: 'headers',
    localized: true,
    attributes: {
      contactUsHref: string,
      contactUsText: string,
      menu: { type: 'component', component: 'menu.link', repeatable: true },
    },
  },
  {
    uid: 'api::aside.aside',
    kind: 'singleType',
    singularName: 'aside',
    pluralName: 'asides',
    localized: true,
    attributes: { title: string },
  },
  {
    uid: 'api::office.office',
    kind: 'collectionType',
    singularName: 'office',
    pluralName: 'offices',
    localized: true,
    attributes: {
      name: string,
      address: string,
      phone: string,
      email: { type: 'email' },
      hours: string,
      headOffice: { type: 'boolean', localized: false },
      /** Numbers of the office's WhatsApp and Viber accounts (optional), written as people read them. */
      whatsapp: sharedString,
      viber: sharedString,
      location: { type: 'component', component: 'shared.location', repeatable: false },
    },
  },
  {
    uid: 'api::page-contact.page-contact',
    kind: 'singleType',
    singularName: 'page-contact',
    pluralName: 'page-contacts-email',
    localized: false,
    attributes: { email: { type: 'email' } },
  },
  {
    uid: 'api::footer.footer',
    kind: 'singleType',
    singularName: 'footer',
    pluralName: 'footers',
    localized: true,
    attributes: {
      officesTitle: string,
      officesHref: string,
      policyTitle: string,
      policyHref: string,
      copyright: string,
      menu: { type: 'component', component: 'menu.footer-item', repeatable: true },
    },
  },
  {
    uid: 'api::page-search-result.page-search-result',
    kind: 'singleType',
    singularName: 'page-search-result',
    pluralName: 'page-search-results',
    localized: true,
    attributes: { searchPlaceholder: string, title: string, seo },
  },
  {
    uid: 'api::page-error.page-error',
    kind: 'singleType',
    singularName: 'page-error',
    pluralName: 'page-errors',
    localized: true,
    attributes: { title: string, phone: string, mail: string, btnTitle: string, bg: media, bgMobile: media },
  },

  // --- The catalogue and the editorial pages ---
  {
    uid: 'api::home-page.home-page',
    kind: 'singleType',
    singularName: 'home-page',
    pluralName: 'home-pages',
    localized: true,
    share: { title: ['slides.0.title'], description: ['slides.0.text'], image: ['slides.0.image'] },
    attributes: {
      slides: { type: 'component', component: 'home.slide', repeatable: true },
      seo,
    },
  },
  pageSingle('page-about'),
  pageSingle('page-construction'),
  pageSingle('page-privacy-policy'),
  pageSingle('page-terms-of-use'),
  pageSingle('page-services'),
  pageSingle('page-partners'),
  pageSingle('page-certificates'),
  pageSingle('page-properties'),
  pageSingle('page-events'),
  pageSingle('page-business-in-greece'),
  pageSingle('page-contacts'),
  pageSingle('page-projects'),
  pageSingle('page-projects-old'),
  {
    uid: 'api::service.service',
    key: 'slug',
    kind: 'collectionType',
    singularName: 'service',
    pluralName: 'services',
    localized: true,
    share: articleShare,
    attributes: {
      slug: { type: 'enumeration', enum: SERVICE_SLUGS, localized: false },
      title: string,
      summary: text,
      body: richtext,
      cover: media,
      order: sharedInteger,
      facts: { type: 'component', component: 'shared.fact', repeatable: true },
      seo,
    },
  },
  {
    uid: 'api::property.property',
    key: 'reference',
    kind: 'collectionType',
    singularName: 'property',
    pluralName: 'properties',
    localized: true,
    share: listingShare,
    attributes: {
      reference: sharedPlainInteger,
      title: string,
      type: { type: 'enumeration', enum: PROPERTY_TYPES, localized: false },
      availability: { type: 'enumeration', enum: PROPERTY_AVAILABILITIES, localized: false },
      region: { type: 'enumeration', enum: REGIONS, localized: false },
      address: string,
      price: sharedInteger,
      area: sharedInteger,
      bedrooms: sharedInteger,
      bathrooms: sharedInteger,
      yearBuilt: sharedPlainInteger,
      goldenVisaEligible: { type: 'boolean', localized: false },
      featured: { type: 'boolean', localized: false },
      description: richtext,
      cover: media,
      gallery,
      location: { type: 'component', component: 'shared.location', repeatable: false, localized: false },
      listedAt: { type: 'date', localized: false },
      seo,
    },
  },
  {
    uid: 'api::project.project',
    key: 'reference',
    kind: 'collectionType',
    singularName: 'project',
    pluralName: 'projects',
    localized: true,
    share: listingShare,
    attributes: {
      reference: sharedPlainInteger,
      title: string,
      category: {
        type: 'relation',
        relation: 'manyToOne',
        target: 'api::project-category.project-category',
        inversedBy: 'projects',
      },
      location: string,
      /** Where the project is on a map (the listings' map); \`location\` names the place. */
      coordinates: { type: 'component', component: 'shared.location', repeatable: false, localized: false },
      year: sharedPlainInteger,
      stage: { type: 'enumeration', enum: PROJECT_STAGES, localized: false },
      summary: text,
      description: richtext,
      cover: media,
      gallery,
      seo,
    },
  },
  {
    uid: 'api::event.event',
    key: 'alias',
    kind: 'collectionType',
    singularName: 'event',
    pluralName: 'events',
    localized: true,
    share: articleShare,
    attributes: {
      alias: sharedString,
      title: string,
      date: { type: 'datetime', localized: false },
      place: string,
      summary: text,
      body: richtext,
      cover: media,
      seo,
    },
  },
  {
    uid: 'api::partner.partner',
    kind: 'collectionType',
    singularName: 'partner',
    pluralName: 'partners',
    localized: true,
    attributes: { name: string, logo: media, url: sharedString, description: text, order: sharedInteger },
  },
  {
    uid: 'api::certificate.certificate',
    kind: 'collectionType',
    singularName: 'certificate',
    pluralName: 'certificates',
    localized: true,
    attributes: {
      title: string,
      issuer: string,
      year: sharedPlainInteger,
      description: text,
      image: media,
      file: media,
    },
  },
  {
    uid: 'api::guide-article.guide-article',
    key: 'url',
    kind: 'collectionType',
    singularName: 'guide-article',
    pluralName: 'guide-articles',
    localized: true,
    share: articleShare,
    attributes: {
      url: sharedString,
      title: string,
      summary: text,
      body: richtext,
      cover: media,
      order: sharedInteger,
      seo,
    },
  },
  {
    uid: 'api::contact-request.contact-request',
    kind: 'collectionType',
    singularName: 'contact-request',
    pluralName: 'contact-requests',
    localized: false,
    writeOnly: true,
    attributes: {
      name: string,
      email: { type: 'email' },
      phone: string,
      message: text,
      /** The visitor's language (never `locale`, which Strapi 5 keeps for i18n). */
      language: string,
      page: string,
      subject: string,
      /** The property the enquiry is about (its reference), when it was sent from the property's page. */
      propertyRef: { type: 'integer' },
      /** The viewing the visitor asked for: preferred days and time of day, as sales read them. */
      viewing: text,
      /** Given by the site for each enquiry, so that a resent one is refused instead of stored twice. */
      requestId: { type: 'string', unique: true },
    },
  },
  {
    uid: 'api::redirect.redirect',
    kind: 'collectionType',
    singularName: 'redirect',
    pluralName: 'redirects',
    localized: false,
    liveOnSave: true,
    attributes: {
      /** An address of the site with its language prefix (`/ru/events/old-alias`); it and below it. */
      from: { type: 'string', required: true, unique: true },
      /** Where it leads now: an address of the site, or a full https:// address; empty when gone. */
      to: string,
      kind: { type: 'enumeration', enum: REDIRECT_KINDS, required: true },
      /** Why it exists: the change that recorded it, or the editor's note. */
      note: text,
    },
  },
];

/** Whether editors draft and publish a type's entries (Strapi's draftAndPublish). */
export function isDrafted(type: ContentTypeSchema): boolean {
  return !type.writeOnly && !type.liveOnSave && !type.internal;
}

/** The types whose entries can be published on a schedule, by singular name (`event`, `page-about`). */
export const SCHEDULABLE_TYPES = siteTypes.filter(isDrafted).map((type) => type.singularName);

const scheduledPublication: ContentTypeSchema = {
  uid: 'api::scheduled-publication.scheduled-publication',
  kind: 'collectionType',
  singularName: 'scheduled-publication',
  pluralName: 'scheduled-publications',
  localized: false,
  internal: true,
  attributes: {
    /** The type of the entry, by its singular name (one of SCHEDULABLE_TYPES). */
    entryType: { type: 'enumeration', enum: SCHEDULABLE_TYPES, required: true },
    /** The entry's Strapi documentId. */
    entryDocumentId: { type: 'string', required: true },
    /** The entry's title when the schedule was made, for the list. Written by the CMS. */
    entryTitle: string,
    language: { type: 'enumeration', enum: SCHEDULE_LANGUAGES, required: true },
    action: { type: 'enumeration', enum: SCHEDULE_ACTIONS, required: true },
    /** The instant (stored in UTC; the admin shows it in the editor's time zone). */
    scheduledAt: { type: 'datetime', required: true },
    /** Written by the CMS: a new schedule is waiting whatever it is sent with. */
    state: { type: 'enumeration', enum: SCHEDULE_STATES, required: true },
    /** What happened, written by the CMS when it ran (or why it failed). */
    note: text,
  },
};

const contentTypeList = [...siteTypes, scheduledPublication];

export const contentTypes: Record<string, ContentTypeSchema> = Object.fromEntries(
  contentTypeList.map((type) => [type.uid, type]),
);

/** Finds the content type an API path segment names: plural for collections, singular for singles. */
export function contentTypeForRoute(segment: string): ContentTypeSchema | undefined {
  return contentTypeList.find((type) =>
    type.kind === 'collectionType' ? type.pluralName === segment : type.singularName === segment,
  );
}

/** Whether a field differs per locale (Strapi's default is localized when the type is). */
export function isLocalizedAttribute(type: ContentTypeSchema, attribute: AttributeDef): boolean {
  if (!type.localized) return false;
  if (attribute.type === 'relation') return true;
  return attribute.localized !== false;
}

/** The attribute naming an entry of a collection in every locale (see `ContentTypeSchema.key`). */
export function entryKeyField(uid: string): string | undefined {
  return contentTypes[uid]?.key;
}

// How the admin panel's list and edit views show each type: labels and help texts an editor
// understands, entries titled by their title, the list's columns and order. Set at every start
// through the content manager's own configuration service, so it is code, not clicks in the admin.

/** Labels and help texts by attribute name, for every type and component that has the attribute. */
const FIELDS = {
  title: { label: 'Title' },
  slugId: {
    label: 'Address (slug)',
    description: 'The last part of the page address in this language, e.g. residential-complexes.',
  },
  key: {
    label: 'Key',
    description: 'Links this category across the three languages; the same in every language. Do not change.',
  },
  order: { label: 'Order', description: 'Position in lists: lower numbers come first.' },
  projects: { label: 'Projects' },
  logo: { label: 'Logo' },
  href: {
    label: 'Link',
    description:
      'A page of the site without the language, e.g. /services/golden-visa, or a full https:// address.',
  },
  name: { label: 'Name' },
  contactUsHref: { label: '“Contact us” link', description: 'A page of the site, e.g. /contacts.' },
  contactUsText: { label: '“Contact us” text' },
  menu: { label: 'Menu' },
  address: { label: 'Address' },
  phone: { label: 'Phone' },
  email: { label: 'E-mail' },
  hours: { label: 'Opening hours' },
  headOffice: { label: 'Head office', description: 'Shown in the footer and on the error page.' },
  whatsapp: {
    label: 'WhatsApp number',
    description: 'With the country code, e.g. +30 694 812 3057. Shown beside the enquiry forms.',
  },
  viber: {
    label: 'Viber number',
    description: 'With the country code, e.g. +30 694 812 3057. Shown beside the enquiry forms.',
  },
  location: { label: 'Location' },
  officesTitle: { label: 'Offices: heading' },
  officesHref: { label: 'Offices: link' },
  policyTitle: { label: 'Privacy policy: text' },
  policyHref: { label: 'Privacy policy: link' },
  copyright: { label: 'Copyright line' },
  searchPlaceholder: { label: 'Search box hint' },
  seo: {
    label: 'Search engines and sharing',
    description:
      'What a search result and a shared link show of this page. Each field may stay empty: the page then takes its own title, first sentences and main picture. The panel “Search and sharing” on the right shows both as you type.',
  },
  mail: { label: 'E-mail' },
  btnTitle: { label: 'Button text' },
  bg: { label: 'Background (wide screens)' },
  bgMobile: { label: 'Background (phones)' },
  slides: { label: 'Slides', description: 'The home page’s full-screen slides, in order.' },
  intro: { label: 'Introduction', description: 'The short text under the title.' },
  body: { label: 'Text', description: 'Markdown: ## for a heading, **bold**, [link](/contacts).' },
  image: { label: 'Picture' },
  gallery: { label: 'Gallery', description: 'Pictures shown below the text, in order.' },
  slug: {
    label: 'Service',
    description: 'Which service this is: its page address, the same in every language.',
  },
  summary: { label: 'Summary', description: 'Two or three sentences shown on cards and in search results.' },
  cover: { label: 'Cover picture', description: 'Shown on cards and at the top of the page.' },
  facts: { label: 'Key figures' },
  reference: {
    label: 'Reference number',
    description:
      'The number in the page address (/properties/1001); the same in every language. Do not reuse.',
  },
  type: { label: 'Property type' },
  availability: { label: 'Availability', description: 'Sold properties stay listed, marked as sold.' },
  region: { label: 'Region' },
  price: { label: 'Price (EUR)' },
  area: { label: 'Area (m²)' },
  bedrooms: { label: 'Bedrooms' },
  bathrooms: { label: 'Bathrooms' },
  yearBuilt: { label: 'Year built' },
  goldenVisaEligible: {
    label: 'Golden Visa eligible',
    description: 'Qualifies for the Greek Golden Visa (price and region thresholds in force).',
  },
  featured: { label: 'Featured', description: 'Featured properties come first in the listing.' },
  description: { label: 'Description', description: 'Markdown: ## for a heading, **bold**, lists with -.' },
  listedAt: { label: 'Listed on', description: 'Sorts the listing by “newest”.' },
  category: { label: 'Category' },
  year: { label: 'Year' },
  stage: {
    label: 'Stage',
    description: 'Completed projects also appear in the archive of completed projects.',
  },
  alias: {
    label: 'Address (alias)',
    description: 'The last part of the page address (/events/…), the same in every language.',
  },
  date: { label: 'Date and time' },
  place: { label: 'Place' },
  url: { label: 'Address' },
  issuer: { label: 'Issued by' },
  file: { label: 'Document (PDF)' },
  message: { label: 'Message' },
  language: {
    label: 'Language',
    description: 'The language of the site the visitor wrote from (en, ru, el).',
  },
  page: { label: 'Sent from page' },
  subject: { label: 'Subject' },
  propertyRef: { label: 'Property (reference)' },
  viewing: { label: 'Viewing asked for' },
  requestId: { label: 'Enquiry id', description: 'Given by the site; a resent enquiry is not stored twice.' },
  createdAt: { label: 'Received' },
  updatedAt: { label: 'Last changed' },
  menuInner: { label: 'Submenu' },
  subtitle: { label: 'Subtitle' },
  text: { label: 'Text' },
  ctaText: { label: 'Button text' },
  ctaHref: { label: 'Button link', description: 'A page of the site, e.g. /properties.' },
  metaTitle: {
    label: 'Title for search engines',
    description:
      'Empty: the title of the entry (a property’s with its reference number). Search engines show about 60 characters, “— DKG Development” included when the title does not name DKG.',
  },
  metaDescription: {
    label: 'Description for search engines',
    description:
      'Empty: the first sentences of the summary, introduction or description, without formatting, up to 160 characters. Search engines show about 160 characters.',
  },
  shareImage: {
    label: 'Picture for shared links',
    description:
      'Empty: the cover picture (else the first of the gallery; on the home page the first slide’s), else the site’s logo picture. Shared links show it cut to 1200 × 630 around its middle.',
  },
  from: {
    label: 'From (old address)',
    description:
      'An address of the site with its language, e.g. /ru/events/old-alias; the addresses below it follow (/ru/dkg-projects/old-slug/201).',
  },
  to: {
    label: 'To (where it leads now)',
    description:
      'An address of the site, e.g. /ru/events/new-alias, or a full https:// address. Empty when the page is gone.',
  },
  kind: {
    label: 'Answer',
    description:
      'permanent: 301, search engines move to the new address; temporary: 302; gone: 410, the page was removed. A loop is refused; a chain is shortened to one hop.',
  },
  note: { label: 'Note', description: 'Why it is here. Renames and removals are recorded on their own.' },
  entryType: { label: 'Type of the entry' },
  entryDocumentId: {
    label: 'Entry (document id)',
    description: 'Set from the entry’s own page (Publish on a schedule).',
  },
  entryTitle: { label: 'Entry', description: 'Its title when the schedule was made. Written by the CMS.' },
  action: { label: 'Action' },
  scheduledAt: {
    label: 'Time',
    description: 'Shown in your computer’s time zone. Must be in the future.',
  },
  state: {
    label: 'State',
    description: 'Waiting until its time, then done or failed (the note says why). Written by the CMS.',
  },
  lat: { label: 'Latitude' },
  lng: { label: 'Longitude' },
  value: { label: 'Figure' },
  label: { label: 'What it counts' },
};

/** Where a type's attribute means something else than the shared label says. */
const TYPE_FIELDS = {
  'api::partner.partner': { url: { label: 'Website', description: 'The partner’s own site, https://…' } },
  'api::guide-article.guide-article': {
    url: {
      label: 'Address (url)',
      description: 'The last part of the page address (/business-in-greece/…), the same in every language.',
    },
  },
  'api::project.project': {
    location: { label: 'Location', description: 'Town or area, as written in this language.' },
    coordinates: {
      label: 'Place on the map',
      description: 'Latitude and longitude of the site (e.g. 37.78, 23.89), for the projects’ map.',
    },
    reference: {
      label: 'Project number',
      description: 'The number in the page address (/dkg-projects/…/201); the same in every language.',
    },
  },
  'api::social.social': {
    name: { label: 'Network', description: 'e.g. facebook, instagram; names the icon.' },
  },
  'api::scheduled-publication.scheduled-publication': {
    language: {
      label: 'Language',
      description: 'The entry’s version in one language, or in all its languages.',
    },
    note: { label: 'What happened', description: 'Written by the CMS when it ran.' },
  },
};

/** The list view of each collection: its columns, its order and the field that titles an entry. */
const LISTS = {
  'api::property.property': {
    columns: ['reference', 'title', 'type', 'availability', 'region', 'price'],
    sort: ['reference', 'ASC'],
  },
  'api::project.project': {
    columns: ['reference', 'title', 'stage', 'year', 'category'],
    sort: ['year', 'DESC'],
  },
  'api::event.event': { columns: ['title', 'date', 'place'], sort: ['date', 'DESC'] },
  'api::guide-article.guide-article': { columns: ['title', 'order'], sort: ['order', 'ASC'] },
  'api::service.service': { columns: ['title', 'slug', 'order'], sort: ['order', 'ASC'] },
  'api::partner.partner': { columns: ['name', 'url', 'order'], sort: ['order', 'ASC'], mainField: 'name' },
  'api::certificate.certificate': { columns: ['title', 'issuer', 'year'], sort: ['year', 'DESC'] },
  'api::office.office': {
    columns: ['name', 'address', 'phone', 'headOffice'],
    sort: ['name', 'ASC'],
    mainField: 'name',
  },
  'api::project-category.project-category': { columns: ['title', 'slugId', 'order'], sort: ['order', 'ASC'] },
  'api::social.social': { columns: ['name', 'href'], sort: ['name', 'ASC'], mainField: 'name' },
  'api::redirect.redirect': {
    columns: ['from', 'to', 'kind', 'updatedAt'],
    sort: ['from', 'ASC'],
    mainField: 'from',
  },
  'api::scheduled-publication.scheduled-publication': {
    columns: ['scheduledAt', 'entryTitle', 'entryType', 'language', 'action', 'state'],
    sort: ['scheduledAt', 'DESC'],
    mainField: 'entryTitle',
  },
  'api::contact-request.contact-request': {
    columns: ['createdAt', 'name', 'language', 'page', 'message'],
    sort: ['createdAt', 'DESC'],
    mainField: 'name',
  },
};

function fieldText(uid, name) {
  return { ...FIELDS[name], ...TYPE_FIELDS[uid]?.[name] };
}

/** The configuration wanted for one type, merged over what the content manager holds. */
function wantedConfiguration(uid, schema, current) {
  const metadatas = { ...current.metadatas };
  for (const name of [...Object.keys(schema.attributes), 'createdAt', 'updatedAt']) {
    const text = fieldText(uid, name);
    if (!text.label || !metadatas[name]) continue;
    const { edit = {}, list = {} } = metadatas[name];
    metadatas[name] = {
      edit: { ...edit, label: text.label, description: text.description ?? '' },
      list: { ...list, label: text.label },
    };
  }
  const list = LISTS[uid];
  const settings = { ...current.settings };
  const mainField = list?.mainField ?? (schema.attributes.title ? 'title' : undefined);
  if (mainField) settings.mainField = mainField;
  if (list) [settings.defaultSortBy, settings.defaultSortOrder] = list.sort;
  const layouts = { ...current.layouts, ...(list && { list: list.columns }) };
  return { settings, metadatas, layouts };
}

/**
 * The configuration wanted for one component (its fields inside an entry's form): the labels and help
 * texts; the rest as the content manager holds it.
 */
function wantedComponentConfiguration(uid, schema, current) {
  const { metadatas } = wantedConfiguration(uid, schema, current);
  return { settings: current.settings, metadatas, layouts: current.layouts };
}

function sameConfiguration(current, wanted) {
  return ['settings', 'metadatas', 'layouts'].every(
    (key) => JSON.stringify(current[key]) === JSON.stringify(wanted[key]),
  );
}

/**
 * Applies the views of every api:: type and of every component; one whose view is already so is left
 * alone.
 */
async function ensureAdminViews(strapi) {
  const types = strapi.plugin('content-manager').service('content-types');
  const components = strapi.plugin('content-manager').service('components');
  let changed = 0;
  for (const [uid, schema] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const contentType = types.findContentType(uid);
    const current = await types.findConfiguration(contentType);
    const wanted = wantedConfiguration(uid, schema, current);
    if (sameConfiguration(current, wanted)) continue;
    await types.updateConfiguration(contentType, wanted);
    changed += 1;
  }
  for (const [uid, schema] of Object.entries(strapi.components)) {
    const component = components.findComponent(uid);
    if (!component) continue;
    const current = await components.findConfiguration(component);
    const wanted = wantedComponentConfiguration(uid, schema, current);
    if (sameConfiguration(current, wanted)) continue;
    await components.updateConfiguration(component, wanted);
    changed += 1;
  }
  if (changed > 0) strapi.log.info(`[bootstrap] admin views of ${changed} types and components set`);
}

module.exports = {
  FIELDS,
  TYPE_FIELDS,
  LISTS,
  fieldText,
  wantedConfiguration,
  wantedComponentConfiguration,
  ensureAdminViews,
};

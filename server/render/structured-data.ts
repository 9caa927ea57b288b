import type {
  BreadcrumbList,
  Event,
  FAQPage,
  ItemAvailability,
  ListItem,
  Question,
  RealEstateAgent,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import type { ChromeData } from '../../src/chrome/chrome-loader.server';
import type { Link } from '../../src/content/types';
import { LOCALE_TAGS, type Locale } from '../../src/i18n/locales';
import { loaderText } from '../../src/i18n/loader-text';
import { BRAND } from '../../src/navigation/document-title';
import { homePath, localizePath, resolveContentHref } from '../../src/navigation/paths';
import type { EventPageData } from '../../src/pages/event/event-loader.server';
import type { GuideArticlePageData } from '../../src/pages/guide-article/guide-article-loader.server';
import type { ProjectCategoryData } from '../../src/pages/project-category/project-category-loader.server';
import type { PropertyPageData } from '../../src/pages/property/property-loader.server';

/** One JSON-LD document of a page (schema.org, written as `application/ld+json`). */
export type StructuredData =
  | WithContext<RealEstateAgent>
  | WithContext<RealEstateListing>
  | WithContext<Event>
  | WithContext<BreadcrumbList>
  | WithContext<FAQPage>;

export interface StructuredDataInput {
  routeName: string;
  locale: Locale;
  publicUrl: string;
  /** The page's absolute canonical URL. */
  canonical: string;
  chrome: ChromeData | null;
  /** The page route's loader data. */
  page: unknown;
}

const CONTEXT = 'https://schema.org' as const;

const AVAILABILITY: Record<string, ItemAvailability> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

function absolute(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The company, with its head office, in the page's language (home and contacts). */
function organization({ chrome, locale, publicUrl }: StructuredDataInput): WithContext<RealEstateAgent> {
  const office = chrome?.headOffice;
  const email = chrome?.pageContact?.email;
  const sameAs = (chrome?.socials ?? []).map((social) => social.href).filter((href) => /^https?:/.test(href));
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': `${publicUrl}/#organization`,
    name: BRAND,
    url: `${publicUrl}${homePath(locale)}`,
    ...(chrome?.logo?.url
      ? { logo: absolute(publicUrl, chrome.logo.url), image: absolute(publicUrl, chrome.logo.url) }
      : {}),
    ...(email ? { email } : {}),
    ...(office
      ? {
          telephone: office.phone,
          address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'GR' },
          location: { '@type': 'Place', name: office.name, address: office.address },
        }
      : {}),
    areaServed: { '@type': 'Country', name: 'Greece' },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The title content gives a section of the site (the header menu first, then the footer's). */
function sectionTitle(chrome: ChromeData | null, path: string, locale: Locale): string | undefined {
  const links: Link[] = [
    ...(chrome?.header?.menu ?? []),
    ...(chrome?.footer?.menu ?? []).flatMap((item) => [item, ...item.menuInner]),
  ];
  const wanted = localizePath(path, locale);
  return links.find((link) => resolveContentHref(link.href, locale).split(/[?#]/)[0] === wanted)?.title;
}

/** Home › section(s) › this page; a section content does not name is left out. */
function breadcrumbs(
  input: StructuredDataInput,
  trail: Array<{ path: string; name?: string }>,
  pageName: string,
): WithContext<BreadcrumbList> {
  const { chrome, locale, publicUrl } = input;
  const steps: Array<{ name: string; item?: string }> = [
    { name: BRAND, item: `${publicUrl}${homePath(locale)}` },
  ];
  for (const step of trail) {
    const name = step.name ?? sectionTitle(chrome, step.path, locale);
    if (name) steps.push({ name, item: `${publicUrl}${localizePath(step.path, locale)}` });
  }
  steps.push({ name: pageName, item: input.canonical });
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.item,
    })),
  };
}

function propertyListing(input: StructuredDataInput, data: PropertyPageData): StructuredData[] {
  const { locale, publicUrl, canonical } = input;
  const { property } = data;
  const t = loaderText(locale, 'properties');
  const images = [property.cover, ...property.gallery]
    .map((media) => absolute(publicUrl, media?.url))
    .filter((url): url is string => Boolean(url));
  const listing: WithContext<RealEstateListing> = {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${canonical}#listing`,
    name: property.title,
    description: data.meta.description,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[property.availability] ?? 'https://schema.org/InStock',
      url: canonical,
      seller: { '@id': `${publicUrl}/#organization` },
    },
    about: {
      '@type':
        property.type === 'house' || property.type === 'villa' ? 'SingleFamilyResidence' : 'Accommodation',
      name: property.title,
      floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'MTK' },
      ...(property.bedrooms > 0 ? { numberOfBedrooms: property.bedrooms } : {}),
      ...(property.bathrooms ? { numberOfBathroomsTotal: property.bathrooms } : {}),
      ...(property.yearBuilt ? { yearBuilt: property.yearBuilt } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: property.address,
        addressRegion: t(`regions.${property.region}`),
        addressCountry: 'GR',
      },
      ...(property.location
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: property.location.lat,
              longitude: property.location.lng,
            },
          }
        : {}),
    },
  };
  return [listing, breadcrumbs(input, [{ path: '/properties' }], property.title)];
}

function event(input: StructuredDataInput, data: EventPageData): StructuredData[] {
  const { locale, publicUrl, canonical } = input;
  const entry = data.event;
  const image = absolute(publicUrl, entry.cover?.url);
  const structured: WithContext<Event> = {
    '@context': CONTEXT,
    '@type': 'Event',
    name: entry.title,
    description: entry.summary,
    startDate: entry.date,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: entry.place, address: entry.place },
    organizer: { '@type': 'Organization', name: BRAND, url: `${publicUrl}${homePath(locale)}` },
    ...(image ? { image: [image] } : {}),
  };
  return [structured, breadcrumbs(input, [{ path: '/events' }], entry.title)];
}

/** Question headings end with a question mark (the Greek one is a semicolon). */
const QUESTION = /[?;\u037e]\s*$/;

function textOf(html: string): string {
  return (
    html
      // Blocks end words; inline tags do not.
      .replace(/<\/?(?:p|li|ul|ol|h\d|br|blockquote|table|tr|td|th|div)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_match, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The article's sections whose heading is a question, with the section's text as the answer. */
export function questionsOf(bodyHtml: string): Array<{ question: string; answer: string }> {
  const sections = bodyHtml.split(/(?=<h2[\s>])/);
  return sections.flatMap((section) => {
    const heading = /^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/.exec(section);
    if (!heading) return [];
    const question = textOf(heading[1]);
    const answer = textOf(heading[2]);
    return QUESTION.test(question) && answer ? [{ question, answer }] : [];
  });
}

function guideArticle(input: StructuredDataInput, data: GuideArticlePageData): StructuredData[] {
  const { locale, canonical } = input;
  const questions = questionsOf(data.article.bodyHtml);
  const crumbs = breadcrumbs(input, [{ path: '/business-in-greece' }], data.article.title);
  if (questions.length === 0) return [crumbs];
  const faq: WithContext<FAQPage> = {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    name: data.article.title,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    mainEntity: questions.map(({ question, answer }): Question => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  return [faq, crumbs];
}

function projectCategory(input: StructuredDataInput, data: ProjectCategoryData): StructuredData[] {
  const categoryPath = `/dkg-projects/${data.category.slugId}`;
  if (!data.project) return [breadcrumbs(input, [{ path: '/dkg-projects' }], data.category.title)];
  return [
    breadcrumbs(
      input,
      [{ path: '/dkg-projects' }, { path: categoryPath, name: data.category.title }],
      data.project.title,
    ),
  ];
}

/** The JSON-LD documents of a page, built from its content in its language. */
export function structuredData(input: StructuredDataInput): StructuredData[] {
  const { routeName, page } = input;
  if (routeName === 'index' || routeName === 'contacts') return [organization(input)];
  if (!page) return [];
  if (routeName === 'properties-id') return propertyListing(input, page as PropertyPageData);
  if (routeName === 'events-alias') return event(input, page as EventPageData);
  if (routeName === 'business-in-greece-url') return guideArticle(input, page as GuideArticlePageData);
  if (routeName === 'dkg-projects-category-id') return projectCategory(input, page as ProjectCategoryData);
  if (routeName.startsWith('services-')) {
    const title = (page as { meta?: { title?: string } }).meta?.title;
    return title ? [breadcrumbs(input, [{ path: '/services' }], title)] : [];
  }
  return [];
}

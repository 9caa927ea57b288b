import type {
  BreadcrumbList,
  Event,
  FAQPage,
  ListItem,
  RealEstateAgent,
  RealEstateListing,
  WithContext,
} from 'schema-dts';
import type { ChromeData } from '../chrome/chrome-loader.server';
import type { Link } from '../content/types';
import type { Locale } from '../i18n/locales';
import { BRAND } from '../navigation/document-title';
import { homePath, localizePath, resolveContentHref } from '../navigation/paths';
import type { PageData } from './page-data';

/**
 * What a page's JSON-LD (schema.org, written as `application/ld+json` in its head) is built with. Each
 * route names its builder in the route table (`structuredData`); the builders of a page live in its
 * folder, in a `.server` module: only the server renders them.
 */

/** One JSON-LD document of a page. */
export type StructuredData =
  | WithContext<RealEstateAgent>
  | WithContext<RealEstateListing>
  | WithContext<Event>
  | WithContext<BreadcrumbList>
  | WithContext<FAQPage>;

export interface StructuredDataInput {
  locale: Locale;
  publicUrl: string;
  /** The page's absolute canonical URL. */
  canonical: string;
  chrome: ChromeData | null;
}

/** The JSON-LD documents of a page of a route, built from its loader's data in its language. */
export type StructuredDataBuilder<Data extends PageData = PageData> = (
  input: StructuredDataInput,
  page: Data,
) => StructuredData[];

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** A media URL or a site path made absolute. */
export function absoluteUrl(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The company, with its head office, in the page's language (the home and the contacts). */
export const organizationData: StructuredDataBuilder = ({ chrome, locale, publicUrl }) => {
  const office = chrome?.headOffice;
  const email = chrome?.pageContact?.email;
  const sameAs = (chrome?.socials ?? []).map((social) => social.href).filter((href) => /^https?:/.test(href));
  const logo = absoluteUrl(publicUrl, chrome?.logo?.url);
  const agent: WithContext<RealEstateAgent> = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': `${publicUrl}/#organization`,
    name: BRAND,
    url: `${publicUrl}${homePath(locale)}`,
    ...(logo ? { logo, image: logo } : {}),
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
  return [agent];
};

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
export function breadcrumbs(
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
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.item,
    })),
  };
}

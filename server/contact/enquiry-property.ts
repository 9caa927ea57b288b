import type { EnquiryAbout } from '../../src/components/contact-form/contact-protocol';
import type { Locale } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';

/** What the content says of a property or project: its title, address and page in the enquiry's language. */
export interface PropertyFacts {
  title: string;
  address: string;
  /** The locale-neutral path of its page (a project's carries its category); the property's when absent. */
  page?: string;
}

/** Looks a property or project up by its reference (null when the catalogue has none); throws when it cannot ask. */
export type LookupProperty = (locale: Locale, reference: number) => Promise<PropertyFacts | null>;

/** What the catalogue is asked, for each kind of thing an enquiry can be about. */
export type CatalogueLookups = Partial<Record<EnquiryAbout['kind'], LookupProperty>>;

/**
 * The property (or project) an enquiry is about, as the server found it: never what the form said of
 * it, only its reference, looked up in the content. An enquiry is never refused for the lookup's sake: a
 * reference the catalogue does not know (a property taken down while the visitor wrote) or a content
 * service that does not answer keeps the enquiry with the reference alone, and says so. Enquiries kept
 * before projects could be asked about have no `kind`: they are about a property.
 */
export type EnquiryProperty = { kind?: EnquiryAbout['kind']; reference: number } & (
  ({ state: 'found' } & PropertyFacts) | { state: 'unknown' | 'unchecked' }
);

export async function resolveProperty(
  lookup: LookupProperty,
  locale: Locale,
  about: EnquiryAbout,
  onError: (error: unknown) => void,
): Promise<EnquiryProperty> {
  const { kind, reference } = about;
  try {
    const facts = await lookup(locale, reference);
    return facts ? { kind, reference, state: 'found', ...facts } : { kind, reference, state: 'unknown' };
  } catch (error) {
    onError(error);
    return { kind, reference, state: 'unchecked' };
  }
}

/**
 * The locale-neutral page of what an enquiry is about: the one the content gave, else a property's own
 * page or, for a project the content did not find, the projects' page.
 */
export function pageOf(property: EnquiryProperty): string {
  if (property.state === 'found' && property.page) return property.page;
  return property.kind === 'project'
    ? href('dkg-projects', {})
    : href('properties-id', { id: property.reference });
}

/** One line naming the property or project, for the stored enquiry's subject and the sales team's e-mail. */
export function propertyLine(property: EnquiryProperty): string {
  const ref = property.kind === 'project' ? `Project ${property.reference}` : `Ref. ${property.reference}`;
  if (property.state !== 'found') {
    return property.state === 'unknown'
      ? `${ref} (not in the catalogue)`
      : `${ref} (not looked up: the content service did not answer)`;
  }
  return [ref, property.title, property.address].filter(Boolean).join(' · ');
}

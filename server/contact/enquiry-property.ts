import type { Locale } from '../../src/i18n/locales';

/** What the content says of a property: the title and address in the enquiry's language. */
export interface PropertyFacts {
  title: string;
  address: string;
}

/** Looks a property up by its reference (null when the catalogue has none); throws when it cannot ask. */
export type LookupProperty = (locale: Locale, reference: number) => Promise<PropertyFacts | null>;

/**
 * The property an enquiry is about, as the server found it: never what the form said of it, only its
 * reference, looked up in the content. An enquiry is never refused for the lookup's sake: a reference
 * the catalogue does not know (a property taken down while the visitor wrote) or a content service
 * that does not answer keeps the enquiry with the reference alone, and says so.
 */
export type EnquiryProperty =
  | ({ reference: number; state: 'found' } & PropertyFacts)
  | { reference: number; state: 'unknown' | 'unchecked' };

export async function resolveProperty(
  lookup: LookupProperty,
  locale: Locale,
  reference: number,
  onError: (error: unknown) => void,
): Promise<EnquiryProperty> {
  try {
    const facts = await lookup(locale, reference);
    return facts
      ? { reference, state: 'found', title: facts.title, address: facts.address }
      : { reference, state: 'unknown' };
  } catch (error) {
    onError(error);
    return { reference, state: 'unchecked' };
  }
}

/** One line naming the property, for the stored enquiry's subject and the sales team's e-mail. */
export function propertyLine(property: EnquiryProperty): string {
  const ref = `Ref. ${property.reference}`;
  if (property.state !== 'found') {
    return property.state === 'unknown'
      ? `${ref} (not in the catalogue)`
      : `${ref} (not looked up: the content service did not answer)`;
  }
  return [ref, property.title, property.address].filter(Boolean).join(' · ');
}

import {
  chosenPropertiesRequest,
  type ChosenProperty,
} from '../../content/requests/chosen-properties.server';
import type { LoaderContext } from '../../loaders/loader-context';
import type { Locale } from '../../i18n/locales';

/** A property of a visitor's list: null when no property has that number any more (removed). */
export interface ChosenEntry {
  reference: number;
  property: ChosenProperty | null;
}

/** The properties of a list, in the list's order, each found or said to be gone. */
export async function loadChosenEntries(
  context: LoaderContext,
  locale: Locale,
  references: readonly number[],
): Promise<ChosenEntry[]> {
  if (references.length === 0) return [];
  const found = await context.content.load(chosenPropertiesRequest(locale, references));
  const byReference = new Map(found.map((property) => [property.reference, property]));
  return references.map((reference) => ({ reference, property: byReference.get(reference) ?? null }));
}

import { entryKeyField } from '@dkg/content-model';
import type { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest, entryTag, type ParseContext } from '../content-request.server';
import { collectionResponse, parseWith } from '../strapi.server';

type Attributes = z.ZodObject<z.ZodRawShape>;

/** One entry of an answer, as the answer's schema reads it. */
export type EntryRow<A extends Attributes> = z.output<
  ReturnType<typeof collectionResponse<A>>
>['data'][number];

interface CollectionQuery<A extends Attributes, Item> {
  /** The collection's REST path: `/api/services`. */
  path: string;
  tags: readonly string[];
  locale: Locale;
  /**
   * The entry's fields as the site reads them. Those named in `populate` (pictures, components,
   * relations) are populated; every other one is asked for as a plain field.
   */
  attributes: A;
  populate: Record<string, unknown>;
  /** The answer's name in an error about its shape: "the services". */
  what: string;
  toItem: (row: EntryRow<A>, context: ParseContext) => Item;
}

function plainFields(attributes: Attributes, populate: Record<string, unknown>): string[] {
  return Object.keys(attributes.shape).filter((name) => !(name in populate));
}

/** Every entry of a collection in one locale (at most 100), in the given order. */
export function listRequest<A extends Attributes, Item>(
  options: CollectionQuery<A, Item> & { sort: readonly string[] },
) {
  const { path, tags, locale, attributes, populate, what, toItem, sort } = options;
  const schema = collectionResponse(attributes);
  return contentRequest({
    path,
    query: {
      locale,
      fields: plainFields(attributes, populate),
      populate,
      sort: [...sort],
      pagination: { pageSize: 100 },
    },
    tags,
    parse: (body, context): Item[] => parseWith(schema, body, what).data.map((row) => toItem(row, context)),
  });
}

/**
 * One entry by the field of its address (a slug or an alias, the same in every locale); null when the
 * locale has none. Besides its type's tags, the answer carries the entry's own tag where that field is
 * its type's key (as the webhooks name an entry): a change of this entry renders its page before the
 * others of its type.
 */
export function entryRequest<A extends Attributes, Item>(
  options: CollectionQuery<A, Item> & { field: string; value: string },
) {
  const { path, tags, locale, attributes, populate, what, toItem, field, value } = options;
  const schema = collectionResponse(attributes);
  return contentRequest({
    path,
    query: {
      locale,
      filters: { [field]: { $eq: value } },
      fields: plainFields(attributes, populate),
      populate,
      pagination: { pageSize: 1 },
    },
    tags: [...tags, ...tags.filter((uid) => entryKeyField(uid) === field).map((uid) => entryTag(uid, value))],
    parse: (body, context): Item | null => {
      const row = parseWith(schema, body, what).data[0];
      return row ? toItem(row, context) : null;
    },
  });
}

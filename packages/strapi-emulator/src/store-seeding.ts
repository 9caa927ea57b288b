import { isDeepStrictEqual } from 'node:util';
import { LOCALES, isLocale, type Locale } from '@dkg/content-model';
import type {
  AttributeValues,
  CollectionEntrySeed,
  Dataset,
  MediaAsset,
  SingleSeed,
} from '@dkg/content-model';
import {
  isPlainObject,
  refersTo,
  resolveAttribute,
  resolveRelation,
  type ValueContext,
} from './store-values';
import {
  components,
  contentTypes,
  isLocalizedAttribute,
  type AttributeDef,
  type ContentTypeSchema,
} from '@dkg/content-model';
import {
  componentSequence,
  findRow,
  insertRow,
  newEntry,
  replaceRow,
  tableOf,
  type StoreState,
  type StoredMedia,
  type StoredRow,
} from './store-state';

/** A relation given in the seed, resolved once every row exists. */
interface PendingRelation {
  readonly schema: ContentTypeSchema;
  readonly rowId: number;
  readonly locale: string | undefined;
  readonly name: string;
  readonly value: unknown;
}

/** Turns a dataset into rows, the way Strapi would store them had an editor typed it in. */
export function seedStore(state: StoreState, dataset: Dataset): void {
  seedMedia(state, dataset.media);
  const order = creationOrder(dataset);
  reservePinnedIds(state, dataset, order);
  const pending: PendingRelation[] = [];
  for (const uid of order) {
    const schema = contentTypes[uid];
    for (const entry of entriesOf(dataset, schema)) createEntryRows(state, schema, entry, pending);
  }
  const owningFirst = [...pending].sort((a, b) => Number(isInverse(a)) - Number(isInverse(b)));
  for (const relation of owningFirst) applyPendingRelation(state, relation);
  settleSequences(state);
}

function seedMedia(state: StoreState, assets: readonly MediaAsset[]): void {
  const { media } = state;
  for (const asset of assets) if (asset.id !== undefined) media.ids.reserve(asset.id);
  for (const asset of assets) {
    if (media.byKey.has(asset.key)) throw new Error(`media: key ${asset.key} is given twice`);
    const file = toStoredMedia(asset, media.ids.take(asset.id), state.timestamp);
    media.files = [...media.files, file].sort((a, b) => a.id - b.id);
    media.byKey.set(asset.key, file.id);
  }
}

function toStoredMedia(asset: MediaAsset, id: number, timestamp: string): StoredMedia {
  return {
    id,
    name: asset.name,
    alternativeText: asset.alternativeText ?? null,
    caption: asset.caption ?? null,
    focalPoint: asset.focalPoint ?? null,
    width: asset.width ?? null,
    height: asset.height ?? null,
    formats: asset.formats ?? null,
    hash: asset.url.replace(/^.*\//, '').replace(/\.[^.]*$/, ''),
    ext: asset.ext,
    mime: asset.mime,
    size: asset.size,
    url: asset.url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: timestamp,
    updatedAt: timestamp,
  };
}

/** `dataset.order` first, then singles and collections in object order. */
function creationOrder(dataset: Dataset): string[] {
  const present = [...Object.keys(dataset.singles), ...Object.keys(dataset.collections)];
  const order = [...new Set([...(dataset.order ?? []).filter((uid) => present.includes(uid)), ...present])];
  for (const uid of order) {
    const schema = contentTypes[uid];
    if (!schema) throw new Error(`The dataset names an unknown content type ${uid}`);
    const isSingle = uid in dataset.singles;
    if (isSingle !== (schema.kind === 'singleType')) {
      throw new Error(`${uid} is a ${schema.kind}: put it in ${isSingle ? 'collections' : 'singles'}`);
    }
  }
  return order;
}

function entriesOf(dataset: Dataset, schema: ContentTypeSchema): CollectionEntrySeed[] {
  if (schema.kind === 'collectionType') return dataset.collections[schema.uid] ?? [];
  return [singleAsEntry(dataset.singles[schema.uid])];
}

function singleAsEntry(seed: SingleSeed): CollectionEntrySeed {
  const { shared, ...locales } = seed as Record<string, AttributeValues | undefined>;
  const hasLocales = Object.keys(locales).length > 0;
  return { $key: '$single', shared, locales: hasLocales ? locales : undefined };
}

function reservePinnedIds(state: StoreState, dataset: Dataset, order: string[]): void {
  for (const uid of order) {
    const schema = contentTypes[uid];
    for (const entry of entriesOf(dataset, schema)) {
      for (const id of Object.values(entry.ids ?? {})) {
        if (id !== undefined) tableOf(state, uid).ids.reserve(id);
      }
      const valueSets = [entry.shared, ...Object.values(entry.locales ?? {})];
      for (const values of valueSets) reserveComponentIds(state, schema.attributes, values ?? {});
    }
  }
}

function reserveComponentIds(state: StoreState, attributes: Record<string, AttributeDef>, values: object) {
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'component') continue;
    const value = (values as Record<string, unknown>)[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isPlainObject(item)) continue;
      if (typeof item.id === 'number') componentSequence(state, attribute.component).reserve(item.id);
      reserveComponentIds(state, components[attribute.component]?.attributes ?? {}, item);
    }
  }
}

function settleSequences(state: StoreState): void {
  state.media.ids.settle();
  for (const table of state.tables.values()) table.ids.settle();
  for (const sequence of state.componentIds.values()) sequence.settle();
}

function createEntryRows(
  state: StoreState,
  schema: ContentTypeSchema,
  entry: CollectionEntrySeed,
  pending: PendingRelation[],
): void {
  const table = tableOf(state, schema.uid);
  const entryNumber = newEntry(table);
  if (table.entryByKey.has(entry.$key)) throw new Error(`${schema.uid}: $key ${entry.$key} is given twice`);
  table.entryByKey.set(entry.$key, entryNumber);
  for (const [locale, values] of valuesPerLocale(schema, entry)) {
    const pinned = locale ? entry.ids?.[locale] : Object.values(entry.ids ?? {})[0];
    const id = table.ids.take(pinned);
    const row = buildSeedRow(state, schema, id, locale, values, pending);
    insertRow(table, row, entryNumber);
  }
}

/** The attribute values of each locale row of an entry (one row without locale for other types). */
function valuesPerLocale(
  schema: ContentTypeSchema,
  entry: CollectionEntrySeed,
): Array<[Locale | undefined, AttributeValues]> {
  const label = `${schema.uid} ${entry.$key}`;
  const shared = entry.shared ?? {};
  const locales = entry.locales ?? {};
  for (const locale of Object.keys(locales)) {
    if (!isLocale(locale)) throw new Error(`${label}: unknown locale ${locale}`);
  }
  for (const values of [shared, ...Object.values(locales)]) {
    for (const name of Object.keys(values ?? {})) {
      if (!(name in schema.attributes)) throw new Error(`${label}: unknown attribute ${name}`);
    }
  }
  if (!schema.localized) return [[undefined, Object.assign({}, ...Object.values(locales), shared)]];
  const present = entry.locales ? LOCALES.filter((locale) => locales[locale]) : [...LOCALES];
  const common = nonLocalizedValues(
    schema,
    shared,
    present.map((locale) => locales[locale] ?? {}),
    label,
  );
  return present.map((locale) => [locale, { ...shared, ...locales[locale], ...common }]);
}

/** Non-localized attributes are equal on every locale row: from `shared`, or given once per locale. */
function nonLocalizedValues(
  schema: ContentTypeSchema,
  shared: AttributeValues,
  perLocale: AttributeValues[],
  label: string,
): AttributeValues {
  const common: AttributeValues = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (isLocalizedAttribute(schema, attribute)) continue;
    const given = perLocale.filter((values) => name in values).map((values) => values[name]);
    if (name in shared) common[name] = shared[name];
    else if (given.length > 0) common[name] = given[0];
    else continue;
    if (given.some((value) => !isDeepStrictEqual(value, common[name]))) {
      throw new Error(`${label}: ${name} is not localized, give it once in shared`);
    }
  }
  return common;
}

function buildSeedRow(
  state: StoreState,
  schema: ContentTypeSchema,
  id: number,
  locale: string | undefined,
  values: AttributeValues,
  pending: PendingRelation[],
): StoredRow {
  const ctx: ValueContext = { state, locale, mode: 'seed' };
  const row: Record<string, unknown> = { id };
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const path = `${schema.uid}#${id}.${name}`;
    if (attribute.type !== 'relation') {
      row[name] = resolveAttribute(ctx, attribute, values[name], path);
      continue;
    }
    if (!attribute.mappedBy) row[name] = attribute.relation === 'oneToMany' ? [] : null;
    if (values[name] !== undefined) pending.push({ schema, rowId: id, locale, name, value: values[name] });
  }
  const { timestamp } = state;
  Object.assign(row, { createdAt: timestamp, updatedAt: timestamp, publishedAt: timestamp });
  if (schema.localized) row.locale = locale;
  return row as StoredRow;
}

function isInverse(relation: PendingRelation): boolean {
  const attribute = relation.schema.attributes[relation.name];
  return attribute.type === 'relation' && attribute.mappedBy !== undefined;
}

function applyPendingRelation(state: StoreState, relation: PendingRelation): void {
  const attribute = relation.schema.attributes[relation.name];
  if (attribute.type !== 'relation') return;
  const ctx: ValueContext = { state, locale: relation.locale, mode: 'seed' };
  const path = `${relation.schema.uid}#${relation.rowId}.${relation.name}`;
  const table = tableOf(state, relation.schema.uid);
  const row = findRow(table, relation.rowId) as StoredRow;
  if (!attribute.mappedBy) {
    const value = resolveRelation(ctx, attribute, relation.value, undefined, path);
    replaceRow(table, { ...row, [relation.name]: value });
    return;
  }
  // The inverse side given in the seed (a category listing its projects) sets the owning side.
  const targetIds = resolveRelation(ctx, { ...attribute, relation: 'oneToMany' }, relation.value, [], path);
  for (const targetId of targetIds as number[])
    linkOwningSide(state, attribute.target, targetId, attribute.mappedBy, row.id);
}

function linkOwningSide(state: StoreState, uid: string, id: number, name: string, targetId: number): void {
  const table = tableOf(state, uid);
  const row = findRow(table, id) as StoredRow;
  const attribute = table.schema.attributes[name];
  if (attribute?.type !== 'relation') throw new Error(`${uid}.${name} is not a relation`);
  const current = row[name];
  if (refersTo(current, targetId)) return;
  const value = attribute.relation === 'oneToMany' ? [...((current as number[]) ?? []), targetId] : targetId;
  replaceRow(table, { ...row, [name]: value });
}

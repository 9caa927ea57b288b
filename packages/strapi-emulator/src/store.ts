import { DEFAULT_LOCALE, isLocale } from '@dkg/content-model';
import type { AttributeValues, Dataset } from '@dkg/content-model';
import { notFoundError, validationError } from './errors';
import { isScalarAttribute } from './model';
import { contentTypes, isLocalizedAttribute, type ContentTypeSchema } from '@dkg/content-model';
import { seedStore } from './store-seeding';
import {
  createStoreState,
  deleteRow,
  findRow,
  insertRow,
  newEntry,
  replaceRow,
  rowsOfEntry,
  tableOf,
  type StoreState,
  type StoredMedia,
  type StoredRow,
  type Table,
} from './store-state';
import {
  collectComponentIds,
  resolveAttribute,
  refersTo,
  resolveRelation,
  withoutRef,
  type ValueContext,
} from './store-values';
import { validateWriteData, type WriteData } from './write-input';

export type { StoredComponent, StoredMedia, StoredRow } from './store-state';

/** createdAt/updatedAt/publishedAt of seeded rows when the dataset gives no timestamp. */
export const DEFAULT_TIMESTAMP = '2024-01-01T00:00:00.000Z';

const UNIQUE_MESSAGE = 'This attribute must be unique';

export interface ContentChange {
  event: 'entry.create' | 'entry.update' | 'entry.delete';
  uid: string;
  /** The content type's singular name, as in Strapi's webhook payload. */
  model: string;
  /** The row's scalar attributes with id, timestamps and (localized types) locale. */
  entry: Record<string, unknown>;
}

export type ContentChangeListener = (change: ContentChange) => void;

export interface ContentStore {
  /** The timestamp of the seed (also the creation time of the i18n locales). */
  readonly timestamp: string;
  /** The rows of a content type, by id (a copy: later writes do not change it). */
  list(uid: string): readonly StoredRow[];
  get(uid: string, id: number): StoredRow | undefined;
  /** The other locale rows of the same entry, by id. */
  localizations(uid: string, id: number): readonly StoredRow[];
  /** The entry a row belongs to (its locale rows share it), numbered from 1 per content type. */
  entryOf(uid: string, id: number): number | undefined;
  /**
   * Strapi 5's documentId of an entry (shared by its locale rows) or a media file: present only on
   * the view of a request that asked for Strapi 5's answers (`Strapi-Response-Format: v4`).
   */
  documentId?(uid: string, id: number): string | undefined;
  /**
   * Whether the media files show their focal point: on the view of a request to a Strapi 5 that has
   * it (the v4 header, and the service not started with `focalPoints: false`).
   */
  focalPoints?: boolean;
  media(id: number): StoredMedia | undefined;
  listMedia(): readonly StoredMedia[];
  /**
   * Creates a collection entry row (`locale` in attrs for localized types, default en). Media and
   * relations are given by id (or by their dataset key); relations accept `{ connect, disconnect, set }`.
   */
  create(uid: string, attrs: AttributeValues): StoredRow;
  /**
   * Updates some attributes of a row: `target` is a row id, or for a single type a locale code (the row
   * of that locale is created when missing, as Strapi's PUT on a single type does).
   */
  update(uid: string, target: number | string, attrs: AttributeValues): StoredRow;
  remove(uid: string, id: number): StoredRow | undefined;
  /** Listeners run synchronously after each write; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void;
}

export interface ContentStoreOptions {
  /** The clock of writes (updatedAt of a change). */
  now?: () => string;
}

export function createContentStore(dataset: Dataset, options: ContentStoreOptions = {}): ContentStore {
  const now = options.now ?? (() => new Date().toISOString());
  const state = createStoreState(dataset.timestamp ?? DEFAULT_TIMESTAMP, now);
  seedStore(state, dataset);
  const listeners = new Set<ContentChangeListener>();
  const emit = (event: ContentChange['event'], schema: ContentTypeSchema, row: StoredRow) => {
    const change = { event, uid: schema.uid, model: schema.singularName, entry: flatEntry(schema, row) };
    for (const listener of [...listeners]) listener(change);
  };

  return {
    timestamp: state.timestamp,
    list: (uid) => [...tableOf(state, uid).rows],
    get: (uid, id) => findRow(tableOf(state, uid), id),
    localizations: (uid, id) => localizationsOf(tableOf(state, uid), id),
    entryOf: (uid, id) => tableOf(state, uid).entryOf.get(id),
    media: (id) => state.media.files.find((file) => file.id === id),
    listMedia: () => [...state.media.files],
    create(uid, attrs) {
      const row = createRow(state, uid, attrs);
      emit('entry.create', tableOf(state, uid).schema, row);
      return row;
    },
    update(uid, target, attrs) {
      const { row, created } = updateRow(state, uid, target, attrs);
      emit(created ? 'entry.create' : 'entry.update', tableOf(state, uid).schema, row);
      return row;
    },
    remove(uid, id) {
      const row = removeRow(state, uid, id);
      if (row) emit('entry.delete', tableOf(state, uid).schema, row);
      return row;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function flatEntry(schema: ContentTypeSchema, row: StoredRow): Record<string, unknown> {
  const entry: Record<string, unknown> = { id: row.id };
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (isScalarAttribute(attribute)) entry[name] = row[name] ?? null;
  }
  Object.assign(entry, { createdAt: row.createdAt, updatedAt: row.updatedAt, publishedAt: row.publishedAt });
  if (schema.localized) entry.locale = row.locale;
  return entry;
}

function localizationsOf(table: Table, id: number): StoredRow[] {
  const entry = table.entryOf.get(id);
  if (entry === undefined) return [];
  return rowsOfEntry(table, entry).filter((row) => row.id !== id);
}

function localeOf(schema: ContentTypeSchema, given: unknown): string | undefined {
  if (!schema.localized) return undefined;
  if (given === undefined || given === null) return DEFAULT_LOCALE;
  if (!isLocale(given)) throw validationError("This locale doesn't exist");
  return given;
}

function createRow(state: StoreState, uid: string, attrs: AttributeValues): StoredRow {
  const table = tableOf(state, uid);
  if (table.schema.kind === 'singleType')
    throw new Error(`${uid} is a single type: use update(uid, locale, attrs)`);
  const data = validateWriteData(table.schema, attrs, 'create');
  const locale = localeOf(table.schema, data.locale);
  checkUnique(table, data.values, locale);
  return insertNewRow(state, table, newEntry(table), locale, data);
}

/** Strapi's unique attributes: a value another row (of the same locale) already has is a 400. */
function checkUnique(
  table: Table,
  values: Record<string, unknown>,
  locale: string | undefined,
  ownId?: number,
) {
  const taken = Object.entries(values).filter(([name, value]) => {
    const attribute = table.schema.attributes[name];
    if (!('unique' in attribute) || !attribute.unique || value === null || value === undefined) return false;
    const sameLocale = (row: StoredRow) => !table.schema.localized || row.locale === locale;
    return table.rows.some((row) => row.id !== ownId && sameLocale(row) && row[name] === value);
  });
  if (taken.length === 0) return;
  const errors = taken.map(([name]) => ({ path: [name], message: UNIQUE_MESSAGE, name: 'ValidationError' }));
  throw validationError(errors.length === 1 ? UNIQUE_MESSAGE : `${errors.length} errors occurred`, {
    errors,
  });
}

function insertNewRow(
  state: StoreState,
  table: Table,
  entry: number,
  locale: string | undefined,
  data: WriteData,
) {
  const { schema } = table;
  const ctx: ValueContext = { state, locale, mode: 'write' };
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.type !== 'relation')
      values[name] = resolveAttribute(ctx, attribute, data.values[name], name);
    else if (!attribute.mappedBy)
      values[name] = resolveRelation(ctx, attribute, data.values[name], undefined, name);
  }
  const time = state.now();
  const row: Record<string, unknown> = { id: table.ids.take(), ...values };
  Object.assign(row, { createdAt: time, updatedAt: time, publishedAt: data.publishedAt ?? time });
  if (schema.localized) row.locale = locale;
  insertRow(table, row as StoredRow, entry);
  writeInverseSides(state, table, row as StoredRow, data);
  return row as StoredRow;
}

function locateRow(table: Table, target: number | string): StoredRow | undefined {
  if (typeof target === 'number') return findRow(table, target);
  if (table.schema.kind !== 'singleType') throw new Error(`${table.schema.uid} rows are updated by id`);
  if (!table.schema.localized) return table.rows[0];
  return table.rows.find((row) => row.locale === localeOf(table.schema, target));
}

function updateRow(state: StoreState, uid: string, target: number | string, attrs: AttributeValues) {
  const table = tableOf(state, uid);
  const row = locateRow(table, target);
  if (!row) {
    if (typeof target === 'number') throw notFoundError();
    const data = validateWriteData(table.schema, attrs, 'create');
    const entry = table.rows.length > 0 ? (table.entryOf.get(table.rows[0].id) as number) : newEntry(table);
    return { row: insertNewRow(state, table, entry, localeOf(table.schema, target), data), created: true };
  }
  const data = validateWriteData(table.schema, attrs, 'update');
  checkUnique(table, data.values, row.locale, row.id);
  const updated = applyValues(state, table, row, data);
  syncNonLocalized(state, table, updated, Object.keys(data.values));
  return { row: updated, created: false };
}

function applyValues(state: StoreState, table: Table, row: StoredRow, data: WriteData): StoredRow {
  const ctx = (name: string): ValueContext => ({
    state,
    locale: row.locale,
    mode: 'write',
    keepComponentIds: collectComponentIds(table.schema.attributes[name], row[name]),
  });
  const next: Record<string, unknown> = { ...row };
  for (const [name, value] of Object.entries(data.values)) {
    const attribute = table.schema.attributes[name];
    if (attribute.type === 'relation') {
      if (attribute.mappedBy) continue; // Written on the owning side, by writeInverseSides.
      next[name] = resolveRelation(ctx(name), attribute, value, row[name], name);
    } else {
      next[name] = resolveAttribute(ctx(name), attribute, value, name);
    }
  }
  next.updatedAt = state.now();
  if (data.publishedAt !== undefined) next.publishedAt = data.publishedAt;
  replaceRow(table, next as StoredRow);
  writeInverseSides(state, table, next as StoredRow, data);
  return next as StoredRow;
}

/**
 * A write to the inverse side of a relation (a category's `projects`) is stored on the owning side
 * (each project's `category`), as Strapi's join table would hold it.
 */
function writeInverseSides(state: StoreState, table: Table, row: StoredRow, data: WriteData): void {
  for (const [name, attribute] of Object.entries(table.schema.attributes)) {
    if (attribute.type !== 'relation' || !attribute.mappedBy || data.values[name] === undefined) continue;
    const { mappedBy } = attribute;
    const target = tableOf(state, attribute.target);
    const current = target.rows.filter((other) => refersTo(other[mappedBy], row.id)).map((other) => other.id);
    const ctx: ValueContext = { state, locale: row.locale, mode: 'write' };
    const wanted = resolveRelation(
      ctx,
      { ...attribute, relation: 'oneToMany' },
      data.values[name],
      current,
      name,
    );
    for (const other of target.rows) {
      const linked = refersTo(other[mappedBy], row.id);
      if (linked === (wanted as number[]).includes(other.id)) continue;
      const value = linked ? withoutRef(other[mappedBy], row.id) : linkTo(target, mappedBy, other, row.id);
      replaceRow(target, { ...other, [mappedBy]: value });
    }
  }
}

function linkTo(table: Table, name: string, row: StoredRow, id: number): unknown {
  const attribute = table.schema.attributes[name];
  const isMany = attribute.type === 'relation' && attribute.relation === 'oneToMany';
  return isMany ? [...((row[name] as number[] | null) ?? []), id] : id;
}

/** Strapi's i18n copies non-localized attributes to the other locales of the entry. */
function syncNonLocalized(state: StoreState, table: Table, row: StoredRow, changed: string[]): void {
  const { schema } = table;
  const shared = changed.filter((name) => !isLocalizedAttribute(schema, schema.attributes[name]));
  if (!schema.localized || shared.length === 0) return;
  for (const sibling of localizationsOf(table, row.id)) {
    const ctx: ValueContext = { state, locale: sibling.locale, mode: 'write' };
    const next: Record<string, unknown> = { ...sibling, updatedAt: row.updatedAt };
    for (const name of shared) {
      const attribute = schema.attributes[name];
      // Components are copied as new components: each locale row owns its own.
      next[name] =
        attribute.type === 'component'
          ? resolveAttribute(ctx, attribute, stripIds(row[name]), name)
          : row[name];
    }
    replaceRow(table, next as StoredRow);
  }
}

function stripIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripIds);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => key !== 'id');
  return Object.fromEntries(entries.map(([key, nested]) => [key, stripIds(nested)]));
}

function removeRow(state: StoreState, uid: string, id: number): StoredRow | undefined {
  const table = tableOf(state, uid);
  const row = findRow(table, id);
  if (!row) return undefined;
  deleteRow(table, id);
  detachReferences(state, uid, id);
  return row;
}

/** Rows that pointed at a removed row lose the link (Strapi deletes the join rows). */
function detachReferences(state: StoreState, uid: string, id: number): void {
  for (const schema of Object.values(contentTypes)) {
    const table = tableOf(state, schema.uid);
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (attribute.type !== 'relation' || attribute.target !== uid || attribute.mappedBy) continue;
      for (const row of table.rows) {
        if (refersTo(row[name], id)) replaceRow(table, { ...row, [name]: withoutRef(row[name], id) });
      }
    }
  }
}

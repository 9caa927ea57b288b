import { createIdSequence, type IdSequence } from './id-sequence';
import { contentTypes, type ContentTypeSchema } from '@dkg/content-model';

/**
 * One row of a content type, as Strapi stores it: scalars as they are, media and relations (the owning
 * side) as ids, components as objects with their own id. A localized type has one row per locale.
 */
export interface StoredRow {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  readonly locale?: string;
  readonly [attribute: string]: unknown;
}

export interface StoredComponent {
  readonly id: number;
  readonly [attribute: string]: unknown;
}

/** A file of Strapi's media library, with the fields the content API shows. */
export interface StoredMedia {
  readonly id: number;
  readonly name: string;
  readonly alternativeText: string | null;
  readonly caption: string | null;
  readonly focalPoint: { readonly x: number; readonly y: number } | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly formats: Record<string, unknown> | null;
  readonly hash: string;
  readonly ext: string;
  readonly mime: string;
  readonly size: number;
  readonly url: string;
  readonly previewUrl: string | null;
  readonly provider: string;
  readonly provider_metadata: null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Table {
  readonly schema: ContentTypeSchema;
  /** Sorted by id. Rows are replaced, never changed in place, so a listed array stays as it was. */
  rows: StoredRow[];
  /** The entry a row belongs to: the locale rows of one entry share it (Strapi's localizations). */
  readonly entryOf: Map<number, number>;
  /** Seed-only identities (`$key`) of entries. */
  readonly entryByKey: Map<string, number>;
  readonly ids: IdSequence;
  nextEntry: number;
}

export interface MediaLibrary {
  files: StoredMedia[];
  readonly byKey: Map<string, number>;
  readonly ids: IdSequence;
}

export interface StoreState {
  readonly timestamp: string;
  readonly now: () => string;
  readonly tables: Map<string, Table>;
  readonly componentIds: Map<string, IdSequence>;
  readonly media: MediaLibrary;
}

export function createStoreState(timestamp: string, now: () => string): StoreState {
  const tables = new Map<string, Table>();
  for (const schema of Object.values(contentTypes)) {
    tables.set(schema.uid, {
      schema,
      rows: [],
      entryOf: new Map(),
      entryByKey: new Map(),
      ids: createIdSequence(schema.uid),
      nextEntry: 1,
    });
  }
  const media: MediaLibrary = { files: [], byKey: new Map(), ids: createIdSequence('media') };
  return { timestamp, now, tables, componentIds: new Map(), media };
}

export function tableOf(state: StoreState, uid: string): Table {
  const table = state.tables.get(uid);
  if (!table) throw new Error(`Unknown content type ${uid}`);
  return table;
}

export function componentSequence(state: StoreState, uid: string): IdSequence {
  let sequence = state.componentIds.get(uid);
  if (!sequence) {
    sequence = createIdSequence(uid);
    state.componentIds.set(uid, sequence);
  }
  return sequence;
}

export function findRow(table: Table, id: number): StoredRow | undefined {
  return table.rows.find((row) => row.id === id);
}

export function insertRow(table: Table, row: StoredRow, entry: number): void {
  const index = table.rows.findIndex((other) => other.id > row.id);
  table.rows = index === -1 ? [...table.rows, row] : table.rows.toSpliced(index, 0, row);
  table.entryOf.set(row.id, entry);
}

export function replaceRow(table: Table, row: StoredRow): void {
  table.rows = table.rows.map((other) => (other.id === row.id ? row : other));
}

export function deleteRow(table: Table, id: number): void {
  table.rows = table.rows.filter((row) => row.id !== id);
  table.entryOf.delete(id);
}

/** The rows of one entry (one per locale), by id. */
export function rowsOfEntry(table: Table, entry: number): StoredRow[] {
  return table.rows.filter((row) => table.entryOf.get(row.id) === entry);
}

export function newEntry(table: Table): number {
  const entry = table.nextEntry;
  table.nextEntry += 1;
  return entry;
}

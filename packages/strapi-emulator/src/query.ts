import { DEFAULT_LOCALE } from '@dkg/content-model';
import { notFoundError } from './errors';
import { parseFields } from './fields';
import { matchesFilter, parseFilters, type Filter } from './filters';
import { createContentGraph, type GraphNode } from './graph';
import { contentTypeModel } from './model';
import { paginate, parsePagination, type Pagination, type PaginationMeta } from './pagination';
import { parsePopulate, type Selection } from './populate';
import type { ContentTypeSchema } from '@dkg/content-model';
import { serializeEntry, type SerializedEntry } from './serialize';
import { parseSort, sortNodes, type SortKey } from './sort';
import type { ContentStore, StoredRow } from './store';

/** Which locale rows a query reads: one locale (an unknown code reads none), all, or any (not localized). */
export type LocaleChoice = { kind: 'one'; locale: string } | { kind: 'all' } | { kind: 'any' };

export interface ContentQuery {
  locale: LocaleChoice;
  /** `live` (default) hides rows without publishedAt; `preview` shows them. */
  publicationState: 'live' | 'preview';
  selection: Selection;
  filters: Filter | null;
  sort: SortKey[];
  pagination: Pagination;
}

export type QueryParams = Record<string, unknown>;

export interface CollectionBody {
  data: SerializedEntry[];
  meta: { pagination: PaginationMeta };
}

export interface EntryBody {
  data: SerializedEntry | SerializedEntry[];
  meta: Record<string, never>;
}

/** Parses and validates Strapi v4 query parameters (400 ValidationError for what Strapi rejects). */
export function parseQuery(schema: ContentTypeSchema, params: QueryParams): ContentQuery {
  const model = contentTypeModel(schema);
  return {
    locale: parseLocale(schema, params.locale),
    publicationState: params.publicationState === 'preview' ? 'preview' : 'live',
    selection: { fields: parseFields(model, params.fields), populate: parsePopulate(model, params.populate) },
    filters: parseFilters(model, params.filters),
    sort: parseSort(model, params.sort),
    pagination: parsePagination(params.pagination),
  };
}

/** Locale codes are case-sensitive; a non-localized type ignores the parameter. */
function parseLocale(schema: ContentTypeSchema, raw: unknown): LocaleChoice {
  if (!schema.localized) return { kind: 'any' };
  if (raw === undefined || raw === '') return { kind: 'one', locale: DEFAULT_LOCALE };
  if (raw === 'all') return { kind: 'all' };
  return { kind: 'one', locale: typeof raw === 'string' ? raw : '' };
}

function readableRows(store: ContentStore, schema: ContentTypeSchema, query: ContentQuery): StoredRow[] {
  const { locale, publicationState } = query;
  return store
    .list(schema.uid)
    .filter((row) => locale.kind !== 'one' || row.locale === locale.locale)
    .filter((row) => publicationState === 'preview' || row.publishedAt !== null);
}

function nodesOf(schema: ContentTypeSchema, rows: readonly StoredRow[]): GraphNode[] {
  const model = contentTypeModel(schema);
  return rows.map((record) => ({ model, record }));
}

/** `GET /api/{pluralName}`: filtered, sorted, paginated. An unknown locale gives an empty page. */
export function findMany(
  store: ContentStore,
  schema: ContentTypeSchema,
  params: QueryParams,
): CollectionBody {
  const query = parseQuery(schema, params);
  const graph = createContentGraph(store);
  const { filters } = query;
  let nodes = nodesOf(schema, readableRows(store, schema, query));
  if (filters) nodes = nodes.filter((node) => matchesFilter(graph, node, filters));
  const page = paginate(sortNodes(graph, nodes, query.sort), query.pagination);
  return {
    data: page.items.map((node) => serializeEntry(graph, node, query.selection)),
    meta: { pagination: page.meta },
  };
}

/** `GET /api/{pluralName}/{id}`: any locale, filters ignored (as Strapi's findOne). */
export function findOne(
  store: ContentStore,
  schema: ContentTypeSchema,
  id: number,
  params: QueryParams,
): EntryBody {
  const query = parseQuery(schema, params);
  const row = store.get(schema.uid, id);
  if (!row) throw notFoundError();
  return { data: serializeRow(store, schema, row, query.selection), meta: {} };
}

/** `GET /api/{singularName}`: the row of the locale (404 when none), or every row with `locale=all`. */
export function findSingle(store: ContentStore, schema: ContentTypeSchema, params: QueryParams): EntryBody {
  const query = parseQuery(schema, params);
  const rows = readableRows(store, schema, query);
  if (query.locale.kind === 'all') {
    return { data: rows.map((row) => serializeRow(store, schema, row, query.selection)), meta: {} };
  }
  if (rows.length === 0) throw notFoundError();
  return { data: serializeRow(store, schema, rows[0], query.selection), meta: {} };
}

/** An entry as the API shows it with the given `fields` and `populate` (the answer to a write). */
export function serializeRow(
  store: ContentStore,
  schema: ContentTypeSchema,
  row: StoredRow,
  selection: Selection,
) {
  const [node] = nodesOf(schema, [row]);
  return serializeEntry(createContentGraph(store), node, selection);
}

import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@dkg/content-model';
import {
  forbiddenError,
  invalidParameter,
  methodNotAllowedError,
  notFoundError,
  validationError,
} from './errors';
import { FOCAL_POINT_FIELD } from './model';
import type { Selection } from './populate';
import {
  findMany,
  findOne,
  findSingle,
  parseQuery,
  serializeRow,
  type LocaleChoice,
  type QueryParams,
} from './query';
import { contentTypeForRoute, type ContentTypeSchema } from '@dkg/content-model';
import type { ContentStore, StoredRow } from './store';
import { isPlainObject } from './store-values';

/** The names Strapi's i18n plugin gives the locales (`GET /api/i18n/locales`). */
const LOCALE_NAMES: Record<Locale, string> = { en: 'English (en)', ru: 'Russian (ru)', el: 'Greek (el)' };

/**
 * The published content and, beside it, the drafts: Strapi 5's `status=draft` reads (and writes) the
 * drafts; every other write changes both, as a publish does.
 */
export interface ContentStores {
  published: ContentStore;
  drafts?: ContentStore;
  /** False: a Strapi 5 from before the media library's focal points (default true). */
  focalPoints?: boolean;
}

/** The store a request reads or writes, by its `status` (Strapi 5: `draft` or `published`). */
function storeFor(stores: ContentStores, req: Request): ContentStore {
  const status = (req.query as QueryParams).status;
  if (status === undefined || status === 'published') return stores.published;
  if (status === 'draft') return stores.drafts ?? stores.published;
  throw validationError('Invalid status');
}

/** A store whose writes also reach the drafts (a write without `status=draft` publishes). */
function publishing(stores: ContentStores): ContentStore {
  const { published, drafts } = stores;
  if (!drafts || drafts === published) return published;
  return {
    ...published,
    create: (uid, attrs) => {
      const row = published.create(uid, attrs);
      drafts.create(uid, attrs);
      return row;
    },
    update: (uid, target, attrs) => {
      const row = published.update(uid, target, attrs);
      drafts.update(uid, target, attrs);
      return row;
    },
    remove: (uid, id) => {
      const row = published.remove(uid, id);
      drafts.remove(uid, id);
      return row;
    },
  };
}

/**
 * Strapi 5's documentId: 24 lowercase letters and digits, shared by the locale rows of an entry, stable
 * for the life of the entry (unlike numeric ids, which Strapi 5 renews on publish).
 */
function documentIdOf(uid: string, entry: number): string {
  const digest = createHash('sha256').update(`${uid}#${entry}`).digest();
  let id = '';
  for (let index = 0; id.length < 24; index += 1) id += (digest[index] % 36).toString(36);
  return id;
}

/** Whether a query's `fields`, at any depth of its populate, name a field. */
function namesField(value: unknown, field: string, key?: string): boolean {
  if (key === 'fields') {
    const listed = typeof value === 'object' && value !== null ? Object.values(value) : [value];
    return listed.some(
      (names) => typeof names === 'string' && names.split(',').some((name) => name.trim() === field),
    );
  }
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([name, nested]) => namesField(nested, field, name));
}

/**
 * A client that sends `Strapi-Response-Format: v4` talks to a Strapi 5: its answers keep the v4
 * shape and add each entry's documentId, and media files have their focal point (unless the service
 * plays a Strapi 5 from before it). Without the header the answers are Strapi 4's. A query that names
 * the focal point where it is not known is refused, as Strapi refuses any unknown field.
 */
function asAskedFor(store: ContentStore, req: Request, focalPoints: boolean): ContentStore {
  const strapi5 = req.get('strapi-response-format') === 'v4';
  if (!(strapi5 && focalPoints) && namesField(req.query, FOCAL_POINT_FIELD)) {
    throw invalidParameter(FOCAL_POINT_FIELD);
  }
  if (!strapi5) return store;
  return {
    ...store,
    focalPoints,
    documentId: (uid, id) => {
      const entry = uid === 'plugin::upload.file' ? id : store.entryOf(uid, id);
      return entry === undefined ? undefined : documentIdOf(uid, entry);
    },
  };
}

/** Strapi's content API (v4 answers) for the content model, mounted on /api. */
export function createContentRouter(stores: ContentStores): Router {
  const router = express.Router();
  const writer = publishing(stores);
  const storeOf = (req: Request) => {
    const store = storeFor(stores, req);
    const chosen =
      req.method === 'GET' || req.method === 'HEAD' || store !== stores.published ? store : writer;
    return asAskedFor(chosen, req, stores.focalPoints !== false);
  };
  router.all('/i18n/locales', (req, res) => {
    allowMethods(req, res, ['GET']);
    res.json(localesBody(stores.published));
  });
  router.all('/:segment', (req, res) => {
    const schema = contentTypeForRoute(String(req.params.segment));
    if (!schema) throw notFoundError();
    // The CMS's own records (its scheduled publications): the public neither reads nor writes them.
    if (schema.internal) throw forbiddenError();
    if (schema.kind === 'collectionType') handleCollection(storeOf(req), schema, req, res);
    else handleSingle(storeOf(req), schema, req, res);
  });
  router.all('/:segment/:id', (req, res) => {
    const schema = contentTypeForRoute(String(req.params.segment));
    const id = String(req.params.id);
    if (schema?.kind !== 'collectionType' || !/^\d+$/.test(id)) throw notFoundError();
    if (schema.internal) throw forbiddenError();
    handleCollectionEntry(storeOf(req), schema, Number(id), req, res);
  });
  return router;
}

function localesBody(store: ContentStore) {
  return LOCALES.map((code, index) => ({
    id: index + 1,
    name: LOCALE_NAMES[code],
    code,
    createdAt: store.timestamp,
    updatedAt: store.timestamp,
    isDefault: code === DEFAULT_LOCALE,
  }));
}

/** HEAD is answered as GET; any other method not listed is a 405. */
function allowMethods(req: Request, res: Response, methods: string[]): string {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (methods.includes(method)) return method;
  res.setHeader('Allow', methods.join(', '));
  throw methodNotAllowedError();
}

function queryOf(req: Request): QueryParams {
  return req.query as QueryParams;
}

function bodyData(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    throw validationError('Missing "data" payload in the request body');
  }
  return body.data;
}

function handleCollection(store: ContentStore, schema: ContentTypeSchema, req: Request, res: Response) {
  const method = allowMethods(req, res, ['GET', 'POST']);
  if (method === 'GET') {
    // The public role of the site may create contact requests, never read them.
    if (schema.writeOnly) throw forbiddenError();
    res.json(findMany(store, schema, queryOf(req)));
    return;
  }
  const query = parseQuery(schema, queryOf(req));
  const data = bodyData(req);
  const attrs =
    schema.localized && data.locale === undefined ? { ...data, locale: localeOf(query.locale) } : data;
  const row = store.create(schema.uid, attrs);
  res.json({ data: serializeRow(store, schema, row, query.selection), meta: {} });
}

function localeOf(choice: LocaleChoice): string {
  return choice.kind === 'one' ? choice.locale : DEFAULT_LOCALE;
}

function handleSingle(store: ContentStore, schema: ContentTypeSchema, req: Request, res: Response) {
  const method = allowMethods(req, res, ['GET', 'PUT', 'DELETE']);
  if (method === 'GET') {
    res.json(findSingle(store, schema, queryOf(req)));
    return;
  }
  const query = parseQuery(schema, queryOf(req));
  const locale = localeOf(query.locale);
  if (method === 'PUT') {
    const row = store.update(schema.uid, locale, bodyData(req));
    res.json({ data: serializeRow(store, schema, row, query.selection), meta: {} });
    return;
  }
  const row = store.list(schema.uid).find((candidate) => !schema.localized || candidate.locale === locale);
  if (!row) throw notFoundError();
  respondWithRemoved(store, schema, row, query.selection, res);
}

function handleCollectionEntry(
  store: ContentStore,
  schema: ContentTypeSchema,
  id: number,
  req: Request,
  res: Response,
) {
  const method = allowMethods(req, res, ['GET', 'PUT', 'DELETE']);
  if (schema.writeOnly) throw forbiddenError();
  if (method === 'GET') {
    res.json(findOne(store, schema, id, queryOf(req)));
    return;
  }
  const query = parseQuery(schema, queryOf(req));
  if (method === 'PUT') {
    const row = store.update(schema.uid, id, bodyData(req));
    res.json({ data: serializeRow(store, schema, row, query.selection), meta: {} });
    return;
  }
  const row = store.get(schema.uid, id);
  if (!row) throw notFoundError();
  respondWithRemoved(store, schema, row, query.selection, res);
}

/** Strapi answers a delete with the entry as it was. */
function respondWithRemoved(
  store: ContentStore,
  schema: ContentTypeSchema,
  row: StoredRow,
  selection: Selection,
  res: Response,
) {
  const body = { data: serializeRow(store, schema, row, selection), meta: {} };
  store.remove(schema.uid, row.id);
  res.json(body);
}

/**
 * Loads the demo content (the same dataset as the embedded emulator, pictures included) into a
 * Strapi 5 through its REST API, idempotently: media are found by file name, entries by their shared
 * key (or as the single of their type), and only what differs is written. A second run prints
 * "0 created, 0 updated".
 *
 *   CMS_URL=http://127.0.0.1:1337 CMS_TOKEN=<full-access token> npm run cms:seed
 *
 * UPLOADS_DIR names the drawn pictures (`npm run media`, default dist/uploads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pLimit from 'p-limit';
import qs from 'qs';
import {
  components as modelComponents,
  contentTypes as modelContentTypes,
  isLocalizedAttribute,
  type AttributeDef,
  type ContentTypeSchema,
} from '@dkg/content-model';
import { createDemoDataset } from '@dkg/demo-content';

type Values = Record<string, unknown>;
type Dataset = ReturnType<typeof createDemoDataset>;
type MediaAsset = Dataset['media'][number];
type EntrySeed = Dataset['collections'][string][number];

const LOCALES = ['en', 'ru', 'el'] as const;
const DEFAULT_LOCALE = 'en';
/** For types whose model names no key: fields that name an entry in every locale, in order of preference. */
const SHARED_KEYS = ['slug', 'reference', 'alias', 'url', 'key', 'name'];
/** For types without one: the default locale's value of the first of these. */
const LOCALIZED_NAMES = ['name', 'title'];
/** Uploads in parallel; entries one by one, in the dataset's order, so that ids follow it as in the emulator. */
const UPLOAD_CONCURRENCY = 4;

export interface SeedOptions {
  cmsUrl: string;
  token: string;
  uploadsDir: string;
  log?: (line: string) => void;
}

export interface SeedCounts {
  mediaCreated: number;
  mediaUpdated: number;
  entriesCreated: number;
  entriesUpdated: number;
}

class CmsError extends Error {}

function isObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strapi's bracketed query string (`populate[slides][populate][image]=true`). */
export function strapiQuery(params: Values): string {
  return qs.stringify(params, { encodeValuesOnly: true });
}

function createClient(cmsUrl: string, token: string) {
  const base = cmsUrl.replace(/\/+$/, '');
  return async function request<T = Values>(
    method: string,
    url: string,
    body?: Values | FormData,
    options: { allow404?: boolean } = {},
  ): Promise<T | undefined> {
    const isForm = body instanceof FormData;
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
    } catch (error) {
      throw new CmsError(
        `${method} ${url}: the CMS at ${base} cannot be reached (${(error as Error).message})`,
        { cause: error },
      );
    }
    if (response.status === 404 && options.allow404) return undefined;
    const text = await response.text();
    if (!response.ok) {
      let detail = text.slice(0, 2000);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string; details?: unknown } };
        detail = `${parsed.error?.message ?? ''} ${JSON.stringify(parsed.error?.details ?? {})}`;
      } catch {
        // not JSON
      }
      const hint =
        response.status === 401 || response.status === 403 ? ' (is CMS_TOKEN a full-access token?)' : '';
      throw new CmsError(`${method} ${url} answered ${response.status}${hint}: ${detail}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

type Request = ReturnType<typeof createClient>;

/** What a media file looks like in the CMS, for comparison with the dataset. */
interface StoredFile {
  id: number;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  focalPoint?: { x: number; y: number } | null;
}

async function seedMedia(
  request: Request,
  assets: readonly MediaAsset[],
  uploadsDir: string,
  counts: SeedCounts,
) {
  const files = ((await request<StoredFile[]>('GET', '/api/upload/files')) ?? []).reduce(
    (byName, file) => byName.set(file.name, file),
    new Map<string, StoredFile>(),
  );
  const idByKey = new Map<string, number>();
  const seedAsset = async (asset: MediaAsset) => {
    const fileInfo = {
      name: asset.name,
      alternativeText: asset.alternativeText ?? null,
      caption: asset.caption ?? null,
      // The media library's focal point (Strapi 5.54 has it); sent only for the pictures that have one.
      ...(asset.focalPoint ? { focalPoint: asset.focalPoint } : {}),
    };
    const existing = files.get(asset.name);
    if (existing) {
      idByKey.set(asset.key, existing.id);
      const focalPointChanged =
        asset.focalPoint && JSON.stringify(existing.focalPoint ?? null) !== JSON.stringify(asset.focalPoint);
      if (
        existing.alternativeText !== fileInfo.alternativeText ||
        existing.caption !== fileInfo.caption ||
        focalPointChanged
      ) {
        const form = new FormData();
        form.append('fileInfo', JSON.stringify(fileInfo));
        await request('POST', `/api/upload?id=${existing.id}`, form);
        counts.mediaUpdated += 1;
      }
      return;
    }
    const filePath = path.join(uploadsDir, path.basename(asset.url));
    if (!fs.existsSync(filePath)) {
      throw new CmsError(`${filePath} is missing: draw the demo pictures first (npm run media)`);
    }
    const form = new FormData();
    form.append('files', new Blob([fs.readFileSync(filePath)], { type: asset.mime }), asset.name);
    form.append('fileInfo', JSON.stringify(fileInfo));
    const [uploaded] = (await request<StoredFile[]>('POST', '/api/upload', form)) ?? [];
    if (!uploaded) throw new CmsError(`POST /api/upload gave no file for ${asset.name}`);
    idByKey.set(asset.key, uploaded.id);
    counts.mediaCreated += 1;
  };
  // Strapi creates its "API Uploads" folder with the first upload; parallel first uploads race to
  // create it (a unique-key error on PostgreSQL). One upload first, then the rest in parallel.
  const firstNew = assets.findIndex((asset) => !files.has(asset.name));
  if (firstNew >= 0) await seedAsset(assets[firstNew]);
  const limit = pLimit(UPLOAD_CONCURRENCY);
  await Promise.all(
    assets.filter((_, index) => index !== firstNew).map((asset) => limit(() => seedAsset(asset))),
  );
  return idByKey;
}

/** The REST populate that returns every component, media and relation of a type, however deep. */
function populateFor(attributes: Record<string, AttributeDef>): Values {
  const populate: Values = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media' || attribute.type === 'relation') populate[name] = true;
    if (attribute.type === 'component') {
      const nested = populateFor(modelComponents[attribute.component].attributes);
      populate[name] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    }
  }
  return populate;
}

/** The values of each locale of an entry: shared and common (non-localized) values go to every locale. */
function valuesPerLocale(
  type: ContentTypeSchema,
  entry: { shared?: Values; locales?: Values },
): Map<string, Values> {
  const shared = entry.shared ?? {};
  const locales = (entry.locales ?? {}) as Record<string, Values | undefined>;
  if (!type.localized)
    return new Map([[DEFAULT_LOCALE, Object.assign({}, ...Object.values(locales), shared)]]);
  const present = LOCALES.filter((locale) => locales[locale]);
  const common: Values = {};
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (isLocalizedAttribute(type, attribute)) continue;
    const given = present.map((locale) => locales[locale]!).filter((values) => name in values);
    if (name in shared) common[name] = shared[name];
    else if (given.length > 0) common[name] = given[0][name];
  }
  const result = new Map<string, Values>();
  for (const locale of present.length > 0 ? present : LOCALES) {
    result.set(locale, { ...shared, ...(locales[locale] ?? {}), ...common });
  }
  return result;
}

function singleAsEntry(seed: Values): EntrySeed {
  const { shared, ...locales } = seed as { shared?: Values } & Values;
  return {
    $key: '$single',
    shared,
    locales: Object.keys(locales).length > 0 ? locales : undefined,
  } as EntrySeed;
}

interface Resolver {
  mediaId(key: unknown, where: string): number;
  documentId(uid: string, key: unknown, where: string): string;
}

/** Seed values → Strapi 5 REST input: media by file id, relations by documentId, components without ids. */
function toInput(
  attributes: Record<string, AttributeDef>,
  values: Values,
  resolve: Resolver,
  where: string,
): Values {
  const input: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const attribute = attributes[name];
    if (!attribute) throw new CmsError(`${where}: the model has no attribute ${name}`);
    const at = `${where}.${name}`;
    if (value === null || value === undefined) {
      input[name] = attribute.type === 'media' && attribute.multiple ? [] : null;
      continue;
    }
    switch (attribute.type) {
      case 'media':
        input[name] = attribute.multiple
          ? (value as unknown[]).map((key) => resolve.mediaId(key, at))
          : resolve.mediaId(value, at);
        break;
      case 'relation':
        if (attribute.mappedBy) throw new CmsError(`${at}: give the relation on its owning side`);
        input[name] = Array.isArray(value)
          ? value.map((key) => resolve.documentId(attribute.target, key, at))
          : resolve.documentId(attribute.target, value, at);
        break;
      case 'component': {
        const component = modelComponents[attribute.component].attributes;
        const one = (item: unknown) => {
          const { id: _id, ...rest } = item as Values;
          return toInput(component, rest, resolve, at);
        };
        input[name] = attribute.repeatable ? (value as unknown[]).map(one) : one(value);
        break;
      }
      default:
        input[name] = value;
    }
  }
  return input;
}

/** An entry as the REST API answers it, in the form of toInput's output, for the attributes given. */
function comparable(
  attributes: Record<string, AttributeDef>,
  stored: Values,
  names: Iterable<string>,
): Values {
  const result: Values = {};
  for (const name of names) {
    const attribute = attributes[name];
    const value = stored[name];
    if (value === undefined || value === null) {
      result[name] = attribute.type === 'media' && attribute.multiple ? [] : null;
      continue;
    }
    switch (attribute.type) {
      case 'media':
        result[name] = Array.isArray(value) ? value.map((file) => (file as Values).id) : (value as Values).id;
        break;
      case 'relation':
        result[name] = Array.isArray(value)
          ? value.map((target) => (target as Values).documentId)
          : (value as Values).documentId;
        break;
      case 'component': {
        const component = modelComponents[attribute.component].attributes;
        const one = (item: unknown) => comparable(component, item as Values, Object.keys(component));
        result[name] = attribute.repeatable ? (value as unknown[]).map(one) : one(value);
        break;
      }
      case 'datetime':
        result[name] = new Date(value as string).toISOString();
        break;
      case 'decimal':
        result[name] = Number(value);
        break;
      default:
        result[name] = value;
    }
  }
  return result;
}

/** The input normalized the way `comparable` normalizes answers, component attributes all present. */
function normalizedInput(attributes: Record<string, AttributeDef>, input: Values): Values {
  const result: Values = {};
  for (const [name, value] of Object.entries(input)) {
    const attribute = attributes[name];
    if (attribute.type === 'component' && value !== null) {
      const component = modelComponents[attribute.component].attributes;
      const full = (item: unknown) =>
        normalizedInput(component, {
          ...Object.fromEntries(Object.keys(component).map((key) => [key, null])),
          ...(item as Values),
        });
      result[name] = attribute.repeatable ? (value as unknown[]).map(full) : full(value);
    } else if (attribute.type === 'component' || value === null) {
      result[name] = attribute.type === 'media' && attribute.multiple ? [] : null;
    } else if (attribute.type === 'datetime') {
      result[name] = new Date(value as string).toISOString();
    } else if (attribute.type === 'decimal') {
      result[name] = Number(value);
    } else {
      result[name] = value;
    }
  }
  return result;
}

function identityOf(
  type: ContentTypeSchema,
  perLocale: Map<string, Values>,
): { field: string; value: unknown; locale?: string } {
  const values = perLocale.get(DEFAULT_LOCALE) ?? [...perLocale.values()][0];
  if (type.key && values[type.key] !== undefined) return { field: type.key, value: values[type.key] };
  for (const field of SHARED_KEYS) {
    const attribute = type.attributes[field];
    if (attribute && !isLocalizedAttribute(type, attribute) && values[field] !== undefined) {
      return { field, value: values[field] };
    }
  }
  for (const field of LOCALIZED_NAMES) {
    if (type.attributes[field] && values[field] !== undefined) {
      return { field, value: values[field], locale: type.localized ? DEFAULT_LOCALE : undefined };
    }
  }
  throw new CmsError(`${type.uid}: an entry has none of ${[...SHARED_KEYS, ...LOCALIZED_NAMES].join(', ')}`);
}

/** Relation targets first: a type is written after the types its owning relations point to. */
export function writeOrder(dataset: Dataset): string[] {
  const uids = [...Object.keys(dataset.singles), ...Object.keys(dataset.collections)];
  const done: string[] = [];
  const visit = (uid: string, trail: string[]) => {
    if (done.includes(uid)) return;
    if (trail.includes(uid)) throw new CmsError(`Relations form a cycle: ${[...trail, uid].join(' → ')}`);
    const type = modelContentTypes[uid];
    if (!type) throw new CmsError(`The dataset names ${uid}, which the model does not have`);
    for (const attribute of Object.values(type.attributes)) {
      if (attribute.type === 'relation' && !attribute.mappedBy && uids.includes(attribute.target)) {
        visit(attribute.target, [...trail, uid]);
      }
    }
    done.push(uid);
  };
  for (const uid of uids) visit(uid, []);
  return done;
}

interface StoredVersions {
  draft?: Values;
  published?: Values;
}

/** Every stored entry of a collection in one locale, draft and published, by documentId. */
async function listCollection(request: Request, type: ContentTypeSchema, locale: string | undefined) {
  const byDocument = new Map<string, StoredVersions>();
  const statuses = type.writeOnly ? ['published'] : ['draft', 'published'];
  for (const status of statuses) {
    for (let page = 1; ; page += 1) {
      const query = strapiQuery({
        ...(type.localized ? { locale } : {}),
        status,
        populate: populateFor(type.attributes),
        pagination: { page, pageSize: 100 },
      });
      const answer = await request<{ data: Values[]; meta: { pagination: { pageCount: number } } }>(
        'GET',
        `/api/${type.pluralName}?${query}`,
      );
      for (const entry of answer?.data ?? []) {
        const versions = byDocument.get(entry.documentId as string) ?? {};
        versions[status as keyof StoredVersions] = entry;
        byDocument.set(entry.documentId as string, versions);
      }
      if (page >= (answer?.meta.pagination.pageCount ?? 1)) break;
    }
  }
  return byDocument;
}

async function getSingle(request: Request, type: ContentTypeSchema, locale: string | undefined) {
  const versions: StoredVersions = {};
  for (const status of ['draft', 'published'] as const) {
    const query = strapiQuery({
      ...(type.localized ? { locale } : {}),
      status,
      populate: populateFor(type.attributes),
    });
    const answer = await request<{ data: Values }>('GET', `/api/${type.singularName}?${query}`, undefined, {
      allow404: true,
    });
    if (answer?.data) versions[status] = answer.data;
  }
  return versions;
}

function upToDate(type: ContentTypeSchema, input: Values, versions: StoredVersions): boolean {
  const expected = normalizedInput(type.attributes, input);
  const names = Object.keys(input);
  const matches = (stored: Values | undefined) =>
    stored !== undefined && isDeepStrictEqual(comparable(type.attributes, stored, names), expected);
  return matches(versions.draft) && matches(versions.published);
}

/** Loads the dataset into the CMS; returns what was created and updated. */
export async function seedCms(dataset: Dataset, options: SeedOptions): Promise<SeedCounts> {
  const log = options.log ?? (() => undefined);
  const request = createClient(options.cmsUrl, options.token);
  const counts: SeedCounts = { mediaCreated: 0, mediaUpdated: 0, entriesCreated: 0, entriesUpdated: 0 };

  const locales = (await request<Array<{ code: string }>>('GET', '/api/i18n/locales')) ?? [];
  const missing = LOCALES.filter((code) => !locales.some((locale) => locale.code === code));
  if (missing.length > 0)
    throw new CmsError(`The CMS lacks the locales ${missing.join(', ')} (its bootstrap creates them)`);

  const started = Date.now();
  const mediaIds = await seedMedia(request, dataset.media, options.uploadsDir, counts);
  log(
    `media: ${dataset.media.length} files (${counts.mediaCreated} uploaded, ${counts.mediaUpdated} updated) in ${Date.now() - started} ms`,
  );

  const documentIds = new Map<string, Map<string, string>>();
  const resolver: Resolver = {
    mediaId(key, where) {
      const id = mediaIds.get(String(key));
      if (id === undefined) throw new CmsError(`${where}: unknown media ${JSON.stringify(key)}`);
      return id;
    },
    documentId(uid, key, where) {
      const id = documentIds.get(uid)?.get(String(key));
      if (id === undefined) throw new CmsError(`${where}: no ${uid} with the key ${JSON.stringify(key)}`);
      return id;
    },
  };

  for (const uid of writeOrder(dataset)) {
    const type = modelContentTypes[uid];
    const typeStarted = Date.now();
    const before = counts.entriesCreated + counts.entriesUpdated;
    const isSingle = type.kind === 'singleType';
    const entries = isSingle ? [singleAsEntry(dataset.singles[uid] as Values)] : dataset.collections[uid];
    const keys = new Map<string, string>();
    documentIds.set(uid, keys);

    const stored = new Map<string, Map<string, StoredVersions>>();
    if (!isSingle) {
      for (const locale of type.localized ? LOCALES : [undefined]) {
        stored.set(locale ?? DEFAULT_LOCALE, await listCollection(request, type, locale));
      }
    }
    const seen = new Set<string>();
    const write = async (entry: EntrySeed) => {
      const perLocale = valuesPerLocale(type, entry as { shared?: Values; locales?: Values });
      let documentId: string | undefined;
      if (!isSingle) {
        const identity = identityOf(type, perLocale);
        const label = `${identity.field}=${JSON.stringify(identity.value)}`;
        if (seen.has(label)) throw new CmsError(`${uid}: two entries share ${label}`);
        seen.add(label);
        const inLocale = stored.get(identity.locale ?? DEFAULT_LOCALE) ?? new Map<string, StoredVersions>();
        for (const [id, versions] of inLocale) {
          const version = versions.draft ?? versions.published;
          if (version && isDeepStrictEqual(version[identity.field], identity.value)) documentId = id;
        }
      }
      // The default locale first: it creates the document the other locales join.
      const order = [...perLocale.keys()].sort(
        (a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE),
      );
      for (const locale of order) {
        const where = `${uid} ${entry.$key}${type.localized ? ` (${locale})` : ''}`;
        const input = toInput(type.attributes, perLocale.get(locale)!, resolver, where);
        const localeQuery = type.localized ? `?locale=${locale}` : '';
        if (isSingle) {
          const versions = await getSingle(request, type, type.localized ? locale : undefined);
          if (upToDate(type, input, versions)) continue;
          await request('PUT', `/api/${type.singularName}${localeQuery}`, { data: input });
          if (versions.draft || versions.published) counts.entriesUpdated += 1;
          else counts.entriesCreated += 1;
          continue;
        }
        const versions = documentId ? stored.get(locale)?.get(documentId) : undefined;
        if (versions && upToDate(type, input, versions)) continue;
        if (!documentId) {
          const created = await request<{ data: Values }>('POST', `/api/${type.pluralName}${localeQuery}`, {
            data: input,
          });
          documentId = created!.data.documentId as string;
          counts.entriesCreated += 1;
        } else {
          await request('PUT', `/api/${type.pluralName}/${documentId}${localeQuery}`, { data: input });
          if (versions) counts.entriesUpdated += 1;
          else counts.entriesCreated += 1;
        }
      }
      if (documentId) keys.set(entry.$key, documentId);
    };
    for (const entry of entries) await write(entry);
    const changed = counts.entriesCreated + counts.entriesUpdated - before;
    log(
      `${uid}: ${entries.length} entries, ${changed} locale versions written in ${Date.now() - typeStarted} ms`,
    );
  }
  return counts;
}

async function main() {
  const cmsUrl = process.env.CMS_URL ?? '';
  const token = process.env.CMS_TOKEN ?? '';
  const problems = [
    ...(/^https?:\/\/[^/]+/.test(cmsUrl)
      ? []
      : [`CMS_URL must be the CMS's http(s) URL (got ${JSON.stringify(cmsUrl)})`]),
    ...(token ? [] : ['CMS_TOKEN must be a full-access API token of the CMS']),
  ];
  if (problems.length > 0) throw new CmsError(problems.join('\n'));
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? path.join(__dirname, '../../dist/uploads'));
  const started = Date.now();
  const counts = await seedCms(createDemoDataset(), {
    cmsUrl,
    token,
    uploadsDir,
    log: (line) => process.stdout.write(`cms:seed: ${line}\n`),
  });
  const created = counts.mediaCreated + counts.entriesCreated;
  const updated = counts.mediaUpdated + counts.entriesUpdated;
  process.stdout.write(
    `cms:seed: ${created} created, ${updated} updated in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(media ${counts.mediaCreated}/${counts.mediaUpdated}, entry locales ${counts.entriesCreated}/${counts.entriesUpdated})\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`cms:seed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

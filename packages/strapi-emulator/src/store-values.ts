import { DEFAULT_LOCALE } from '@dkg/content-model';
import { invalidParameter, validationError } from './errors';
import { isScalarAttribute } from './model';
import { components, type AttributeDef } from '@dkg/content-model';
import { componentSequence, findRow, tableOf, type StoreState, type StoredComponent } from './store-state';

type MediaDef = Extract<AttributeDef, { type: 'media' }>;
type ComponentDef = Extract<AttributeDef, { type: 'component' }>;
type RelationDef = Extract<AttributeDef, { type: 'relation' }>;

/** How values of one row are turned into stored values. */
export interface ValueContext {
  readonly state: StoreState;
  /** The locale of the row: relations given by `$key` resolve to the target row of this locale. */
  readonly locale: string | undefined;
  /** Seeding: a component `id` pins the id. Writes: a component `id` keeps it only when it is in `keep`. */
  readonly mode: 'seed' | 'write';
  readonly keepComponentIds?: ReadonlySet<string>;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function asId(ref: unknown): number | undefined {
  if (typeof ref === 'number' && Number.isInteger(ref)) return ref;
  if (typeof ref === 'string' && /^\d+$/.test(ref)) return Number(ref);
  if (isPlainObject(ref) && ref.id !== undefined) return asId(ref.id);
  return undefined;
}

/** A media reference: an id, or the `key` of a media asset of the dataset. */
function resolveMediaRef(ctx: ValueContext, ref: unknown, path: string): number {
  const { media } = ctx.state;
  const id = asId(ref) ?? (typeof ref === 'string' ? media.byKey.get(ref) : undefined);
  if (id === undefined || !media.files.some((file) => file.id === id)) {
    throw validationError(`${path}: unknown media ${JSON.stringify(ref)}`);
  }
  return id;
}

function resolveMedia(ctx: ValueContext, attribute: MediaDef, value: unknown, path: string) {
  const ids = asList(value).map((ref) => resolveMediaRef(ctx, ref, path));
  if (attribute.multiple) return ids;
  if (ids.length > 1) throw validationError(`${path} takes one media file`);
  return ids[0] ?? null;
}

function resolveComponents(
  ctx: ValueContext,
  attribute: ComponentDef,
  value: unknown,
  path: string,
): StoredComponent | StoredComponent[] | null {
  if (attribute.repeatable) {
    return asList(value).map((item, index) =>
      resolveComponent(ctx, attribute.component, item, `${path}.${index}`),
    );
  }
  if (value === undefined || value === null) return null;
  return resolveComponent(ctx, attribute.component, value, path);
}

function resolveComponent(ctx: ValueContext, uid: string, value: unknown, path: string): StoredComponent {
  const schema = components[uid];
  if (!schema) throw new Error(`Unknown component ${uid}`);
  if (!isPlainObject(value)) throw validationError(`${path} must be an object`);
  for (const key of Object.keys(value)) {
    if (key !== 'id' && !(key in schema.attributes)) throw invalidParameter(key);
  }
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    values[name] = resolveAttribute(ctx, attribute, value[name], `${path}.${name}`);
  }
  return { id: componentId(ctx, uid, value.id), ...values };
}

function componentId(ctx: ValueContext, uid: string, given: unknown): number {
  const sequence = componentSequence(ctx.state, uid);
  const id = asId(given);
  if (id === undefined) return sequence.take();
  if (ctx.mode === 'seed') return sequence.take(id);
  return ctx.keepComponentIds?.has(`${uid}:${id}`) ? id : sequence.take();
}

/** The stored value of a scalar, media or component attribute; relations inside components too. */
export function resolveAttribute(ctx: ValueContext, attribute: AttributeDef, value: unknown, path: string) {
  if (isScalarAttribute(attribute))
    return attribute.type === 'datetime' ? normalizeDatetime(value) : (value ?? null);
  if (attribute.type === 'media') return resolveMedia(ctx, attribute, value, path);
  if (attribute.type === 'component') return resolveComponents(ctx, attribute, value, path);
  return resolveRelation(ctx, attribute, value, undefined, path);
}

/** Datetimes are stored (and answered) as Strapi answers them: ISO strings with milliseconds, UTC. */
function normalizeDatetime(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** Component ids of a stored value, as `uid:id`, so that a write sending them back keeps them. */
export function collectComponentIds(attribute: AttributeDef, value: unknown, into = new Set<string>()) {
  if (attribute.type !== 'component') return into;
  const schema = components[attribute.component];
  for (const item of asList(value) as StoredComponent[]) {
    into.add(`${attribute.component}:${item.id}`);
    for (const [name, nested] of Object.entries(schema?.attributes ?? {})) {
      collectComponentIds(nested, item[name], into);
    }
  }
  return into;
}

/**
 * A relation reference: a row id, or the `$key` of a target entry (resolved to its row in the same
 * locale; `undefined` when that entry has no row in this locale).
 */
function resolveRelationRef(
  ctx: ValueContext,
  target: string,
  ref: unknown,
  path: string,
): number | undefined {
  const table = tableOf(ctx.state, target);
  const id = asId(ref);
  if (id !== undefined) {
    if (!findRow(table, id)) {
      throw validationError(`1 relation(s) of type ${target} associated with this entity do not exist`);
    }
    return id;
  }
  const entry = typeof ref === 'string' ? table.entryByKey.get(ref) : undefined;
  if (entry === undefined) throw validationError(`${path}: unknown ${target} entry ${JSON.stringify(ref)}`);
  const rows = table.rows.filter((row) => table.entryOf.get(row.id) === entry);
  if (!table.schema.localized) return rows[0]?.id;
  return rows.find((row) => row.locale === (ctx.locale ?? DEFAULT_LOCALE))?.id;
}

function resolveRefs(ctx: ValueContext, target: string, value: unknown, path: string): number[] {
  return asList(value)
    .map((ref) => resolveRelationRef(ctx, target, ref, path))
    .filter((id): id is number => id !== undefined);
}

/**
 * The stored ids of an owning relation. Accepts what Strapi's REST API accepts — an id, an array of
 * ids, `{ connect, disconnect, set }` — and seed `$key`s in place of ids.
 */
export function resolveRelation(
  ctx: ValueContext,
  attribute: RelationDef,
  value: unknown,
  current: unknown,
  path: string,
): number | number[] | null {
  const multiple = attribute.relation === 'oneToMany';
  let ids: number[];
  if (isPlainObject(value) && ('connect' in value || 'disconnect' in value || 'set' in value)) {
    ids = applyRelationOperations(ctx, attribute.target, value, asList(current) as number[], path);
  } else {
    ids = resolveRefs(ctx, attribute.target, value, path);
  }
  if (multiple) return [...new Set(ids)];
  if (ids.length > 1) throw validationError(`${path} takes one relation`);
  return ids[0] ?? null;
}

function applyRelationOperations(
  ctx: ValueContext,
  target: string,
  operations: Record<string, unknown>,
  current: number[],
  path: string,
): number[] {
  let ids = operations.set !== undefined ? resolveRefs(ctx, target, operations.set, path) : current;
  const disconnect = new Set(resolveRefs(ctx, target, operations.disconnect, path));
  ids = ids.filter((id) => !disconnect.has(id));
  return [...ids, ...resolveRefs(ctx, target, operations.connect, path)];
}

/** Whether a stored relation value points at `id`. */
export function refersTo(value: unknown, id: number): boolean {
  return Array.isArray(value) ? value.includes(id) : value === id;
}

/** Takes `id` out of a stored relation value (the row it pointed at is gone). */
export function withoutRef(value: unknown, id: number): unknown {
  if (Array.isArray(value)) return value.filter((other) => other !== id);
  return value === id ? null : value;
}

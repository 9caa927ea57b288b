import { parseFields } from './fields';
import { parseFilters, type Filter } from './filters';
import { attributesOf, isScalarAttribute, populatableAttributesOf, targetModelOf, type Model } from './model';
import { parseSort, type SortKey } from './sort';

/** What to show of a node: its fields and which relations, media and components to populate. */
export interface Selection {
  fields: string[] | null;
  populate: PopulateMap;
}

/** A populated attribute: a selection of the related nodes, which may be filtered and sorted. */
export interface PopulateEntry extends Selection {
  filters: Filter | null;
  sort: SortKey[];
}

export type PopulateMap = Record<string, PopulateEntry>;

function emptyEntry(): PopulateEntry {
  return { fields: null, populate: {}, filters: null, sort: [] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses Strapi's `populate` in all its forms: `*` (one level, localizations included), a comma
 * string or an array of dot paths (`populate[0]=menu&populate[1]=menu.menuInner`), and the object form
 * with nested `fields`, `populate`, `filters` and `sort`. Unknown keys are ignored, as Strapi does.
 */
export function parsePopulate(model: Model, raw: unknown): PopulateMap {
  const populate: PopulateMap = {};
  addPopulate(model, raw, populate);
  return populate;
}

function addPopulate(model: Model, raw: unknown, into: PopulateMap): void {
  if (typeof raw === 'string') {
    for (const path of raw.split(',')) addPath(model, path.trim().split('.'), into);
  } else if (Array.isArray(raw)) {
    for (const item of raw) addPopulate(model, item, into);
  } else if (isPlainObject(raw)) {
    for (const [key, value] of Object.entries(raw)) addKey(model, key, value, into);
  }
}

function addStar(model: Model, into: PopulateMap): void {
  for (const name of populatableAttributesOf(model)) into[name] ??= emptyEntry();
}

function addPath(model: Model, path: string[], into: PopulateMap): void {
  const [name, ...rest] = path;
  if (name === '*') return addStar(model, into);
  const attribute = attributesOf(model)[name];
  if (!attribute || isScalarAttribute(attribute)) return;
  const entry = (into[name] ??= emptyEntry());
  if (rest.length > 0) addPath(targetModelOf(attribute), rest, entry.populate);
}

function addKey(model: Model, name: string, value: unknown, into: PopulateMap): void {
  const attribute = attributesOf(model)[name];
  if (!attribute || isScalarAttribute(attribute)) return;
  if (value === false || value === 'false') return;
  const entry = (into[name] ??= emptyEntry());
  if (!isPlainObject(value)) return;
  const target = targetModelOf(attribute);
  if ('fields' in value) entry.fields = parseFields(target, value.fields);
  if ('populate' in value) addPopulate(target, value.populate, entry.populate);
  if ('filters' in value) entry.filters = parseFilters(target, value.filters);
  if ('sort' in value) entry.sort = parseSort(target, value.sort);
}

import { compareValues } from './compare';
import { invalidParameter, validationError } from './errors';
import type { ContentGraph, GraphNode } from './graph';
import { attributesOf, isMultipleAttribute, isScalarAttribute, targetModelOf, type Model } from './model';

export interface SortKey {
  /** An attribute, or a path through to-one relations and components (`category.title`). */
  readonly path: readonly string[];
  readonly order: 'asc' | 'desc';
}

/**
 * Parses Strapi's `sort`: `title`, `title:desc`, `price:asc,title:desc`, `sort[0]=title:asc`,
 * `sort[0][title]=desc`, `sort[category][title]=asc`. An unknown attribute is a 400.
 */
export function parseSort(model: Model, raw: unknown): SortKey[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') {
    return raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => parseSortText(model, part));
  }
  if (Array.isArray(raw)) return raw.flatMap((item) => parseSort(model, item));
  if (typeof raw === 'object') return parseSortObject(model, [], raw as Record<string, unknown>);
  throw invalidParameter('sort');
}

function parseSortText(model: Model, text: string): SortKey {
  const [path, order = 'asc'] = text.split(':');
  return sortKey(model, path.split('.'), order);
}

function parseSortObject(model: Model, prefix: string[], raw: Record<string, unknown>): SortKey[] {
  return Object.entries(raw).flatMap(([key, value]) => {
    const path = [...prefix, key];
    if (typeof value === 'string') return [sortKey(model, path, value)];
    if (typeof value === 'object' && value !== null)
      return parseSortObject(model, path, value as Record<string, unknown>);
    throw invalidParameter(key);
  });
}

function sortKey(model: Model, path: string[], order: string): SortKey {
  const normalized = order.trim().toLowerCase();
  if (normalized !== 'asc' && normalized !== 'desc') {
    throw validationError('Invalid order. order can only be one of asc|desc|ASC|DESC');
  }
  checkPath(model, path);
  return { path, order: normalized };
}

function checkPath(model: Model, path: string[]): void {
  let current = model;
  path.forEach((name, index) => {
    const attribute = attributesOf(current)[name];
    const isLast = index === path.length - 1;
    if (!attribute || isScalarAttribute(attribute) !== isLast || isMultipleAttribute(attribute)) {
      throw invalidParameter(name);
    }
    if (!isLast) current = targetModelOf(attribute);
  });
}

function valueAt(graph: ContentGraph, node: GraphNode, path: readonly string[]): unknown {
  let current: GraphNode | undefined = node;
  for (const name of path.slice(0, -1)) {
    current = current && graph.related(current, name).nodes[0];
  }
  return current ? graph.scalar(current, path[path.length - 1]) : null;
}

/** Sorts by the keys (NULL first when ascending, as SQLite does), then by id. */
export function sortNodes(
  graph: ContentGraph,
  nodes: readonly GraphNode[],
  keys: readonly SortKey[],
): GraphNode[] {
  return [...nodes].sort((a, b) => {
    for (const key of keys) {
      const order = compareValues(valueAt(graph, a, key.path), valueAt(graph, b, key.path));
      if (order !== 0) return key.order === 'asc' ? order : -order;
    }
    return compareValues(a.record.id, b.record.id);
  });
}

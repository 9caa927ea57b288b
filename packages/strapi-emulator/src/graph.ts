import { attributesOf, isMultipleAttribute, modelKey, targetModelOf, type Model } from './model';
import type { ContentStore } from './store';
import { refersTo } from './store-values';

/** A thing the API reads: a row, a component value or a media file, with its model. */
export interface GraphNode {
  readonly model: Model;
  readonly record: Readonly<Record<string, unknown>>;
}

export interface Related {
  readonly target: Model;
  readonly multiple: boolean;
  readonly nodes: GraphNode[];
}

/** Reads scalars and follows relations, media and components of stored rows. */
export interface ContentGraph {
  /** Answers are Strapi 5's in the v4 format (the client asked with `Strapi-Response-Format: v4`). */
  readonly strapi5: boolean;
  /** Media files show their focal point (a recent Strapi 5). */
  readonly focalPoints: boolean;
  scalar(node: GraphNode, name: string): unknown;
  /** Strapi 5's documentId of an entry or a file, when the store's view has them. */
  documentId(node: GraphNode): string | undefined;
  related(node: GraphNode, name: string): Related;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function createContentGraph(store: ContentStore): ContentGraph {
  const rowsFor = (node: GraphNode, name: string, target: Model): GraphNode[] => {
    if (node.model.kind !== 'contentType' || target.kind !== 'contentType') return [];
    const id = node.record.id;
    if (typeof id !== 'number') return [];
    const { uid } = node.model.schema;
    if (name === 'localizations' && !(name in node.model.schema.attributes)) {
      return store.localizations(uid, id).map((record) => ({ model: target, record }));
    }
    const attribute = node.model.schema.attributes[name];
    if (attribute.type === 'relation' && attribute.mappedBy) {
      const { mappedBy } = attribute;
      const rows = store.list(target.schema.uid).filter((row) => refersTo(row[mappedBy], id));
      return rows.map((record) => ({ model: target, record }));
    }
    return idsToNodes(node.record[name], target, (ref) => store.get(target.schema.uid, ref));
  };

  return {
    strapi5: Boolean(store.documentId),
    focalPoints: store.focalPoints === true,
    scalar(node, name) {
      const value = node.record[name] ?? null;
      // Strapi 5 gives each responsive format its size in bytes too.
      if (store.documentId && node.model.kind === 'media' && name === 'formats' && value) {
        return Object.fromEntries(
          Object.entries(value as Record<string, { size: number }>).map(([format, file]) => [
            format,
            { ...file, sizeInBytes: Math.round(file.size * 1000) },
          ]),
        );
      }
      return value;
    },
    documentId(node) {
      const id = node.record.id;
      if (!store.documentId || typeof id !== 'number' || node.model.kind === 'component') return undefined;
      return store.documentId(modelKey(node.model), id);
    },
    related(node, name) {
      const attribute = attributesOf(node.model)[name];
      const target = targetModelOf(attribute);
      const multiple = isMultipleAttribute(attribute);
      if (attribute.type === 'component') {
        const nodes = asList(node.record[name]).map((record) => ({
          model: target,
          record: record as object,
        }));
        return { target, multiple, nodes: nodes as GraphNode[] };
      }
      if (attribute.type === 'media') {
        return { target, multiple, nodes: idsToNodes(node.record[name], target, (id) => store.media(id)) };
      }
      return { target, multiple, nodes: rowsFor(node, name, target) };
    },
  };
}

function idsToNodes(value: unknown, model: Model, find: (id: number) => object | undefined): GraphNode[] {
  return asList(value)
    .map((id) => find(id as number))
    .filter((record): record is object => record !== undefined)
    .map((record) => ({ model, record: record as Record<string, unknown> }));
}

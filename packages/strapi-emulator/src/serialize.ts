import { matchesFilter } from './filters';
import type { ContentGraph, GraphNode } from './graph';
import { defaultFieldsOf, FOCAL_POINT_FIELD } from './model';
import type { PopulateEntry, Selection } from './populate';
import { sortNodes } from './sort';

/** An entry as Strapi v4's REST API shows it (Strapi 5 adds the documentId when asked for v4 answers). */
export interface SerializedEntry {
  id: number;
  documentId?: string;
  attributes: Record<string, unknown>;
}

export function serializeEntry(graph: ContentGraph, node: GraphNode, selection: Selection): SerializedEntry {
  const id = node.record.id as number;
  const attributes = serializeAttributes(graph, node, selection);
  const documentId = graph.documentId(node);
  return documentId ? { id, documentId, attributes } : { id, attributes };
}

/** Components are plain objects: `id` beside their fields, no `attributes` wrapper. */
function serializeComponent(graph: ContentGraph, node: GraphNode, selection: Selection) {
  return { id: node.record.id, ...serializeAttributes(graph, node, selection) };
}

function serializeAttributes(graph: ContentGraph, node: GraphNode, selection: Selection) {
  const attributes: Record<string, unknown> = {};
  const fields =
    selection.fields ??
    defaultFieldsOf(node.model).filter((name) => graph.focalPoints || name !== FOCAL_POINT_FIELD);
  for (const name of fields) {
    attributes[name] = graph.scalar(node, name);
  }
  for (const [name, entry] of Object.entries(selection.populate)) {
    attributes[name] = serializePopulated(graph, node, name, entry);
  }
  return attributes;
}

function serializePopulated(
  graph: ContentGraph,
  node: GraphNode,
  name: string,
  entry: PopulateEntry,
): unknown {
  const related = graph.related(node, name);
  const { filters } = entry;
  let nodes = filters ? related.nodes.filter((item) => matchesFilter(graph, item, filters)) : related.nodes;
  if (entry.sort.length > 0) nodes = sortNodes(graph, nodes, entry.sort);
  if (related.target.kind === 'component') {
    const components = nodes.map((item) => serializeComponent(graph, item, entry));
    return related.multiple ? components : (components[0] ?? null);
  }
  const entries = nodes.map((item) => serializeEntry(graph, item, entry));
  if (!related.multiple) return { data: entries[0] ?? null };
  // An empty multiple media field: Strapi 4 answers `{ data: null }` — its media populate goes through
  // the polymorphic `related` join, which yields null when there is no file — and Strapi 5 `[]`, as for
  // any empty to-many relation (recorded: tests/fixtures/strapi4 and strapi5).
  if (related.target.kind === 'media' && entries.length === 0) return { data: graph.strapi5 ? [] : null };
  return { data: entries };
}

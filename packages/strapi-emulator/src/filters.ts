import { asText, compareValues, lowerAscii } from './compare';
import { invalidParameter, validationError } from './errors';
import type { ContentGraph, GraphNode } from './graph';
import { attributesOf, isScalarAttribute, targetModelOf, type Model, type ScalarAttributeDef } from './model';

const OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$between',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$null',
  '$notNull',
] as const;

export type Operator = (typeof OPERATORS)[number];

/** A parsed, validated `filters` parameter. */
export type Filter =
  | { kind: 'and'; filters: Filter[] }
  | { kind: 'or'; filters: Filter[] }
  | { kind: 'not'; filter: Filter }
  | { kind: 'field'; name: string; operator: Operator; value: unknown }
  | { kind: 'related'; name: string; filter: Filter };

/** Operators whose value Strapi casts to the attribute's type (the others compare text). */
const CAST_OPERATORS = new Set<Operator>([
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$between',
]);
const LIST_OPERATORS = new Set<Operator>(['$in', '$notIn', '$between']);
const ID: ScalarAttributeDef = { type: 'integer' };

function isOperator(key: string): key is Operator {
  return (OPERATORS as readonly string[]).includes(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return Object.values(value);
  return [value];
}

const and = (filters: Filter[]): Filter => (filters.length === 1 ? filters[0] : { kind: 'and', filters });
const or = (filters: Filter[]): Filter => (filters.length === 1 ? filters[0] : { kind: 'or', filters });

/**
 * Parses Strapi's `filters`: implicit equality, attribute operators, `$and`/`$or`/`$not`, and filters
 * through relations, components and media. An unknown attribute is a 400 "Invalid parameter"; an
 * unknown operator is ignored, as Strapi 4.26 does.
 */
export function parseFilters(model: Model, raw: unknown): Filter | null {
  if (raw === undefined || raw === null || raw === '') return null;
  return parseWhere(model, raw);
}

function parseWhere(model: Model, raw: unknown): Filter {
  if (Array.isArray(raw)) return and(raw.map((item) => parseWhere(model, item)));
  if (!isPlainObject(raw)) throw invalidParameter('filters');
  const filters = Object.entries(raw).flatMap(([key, value]) => parseKey(model, key, value) ?? []);
  return and(filters);
}

function parseKey(model: Model, key: string, value: unknown): Filter | null {
  if (key === '$and' || key === '$or') {
    const filters = listOf(value).map((item) => parseWhere(model, item));
    return key === '$and' ? and(filters) : or(filters);
  }
  if (key === '$not') return { kind: 'not', filter: parseWhere(model, value) };
  // An operator beside attributes filters on the id: `filters[category][$null]=true`.
  if (isOperator(key)) return parseCondition('id', ID, key, value);
  if (key.startsWith('$')) return null;
  const attribute = attributesOf(model)[key];
  if (!attribute) throw invalidParameter(key);
  if (isScalarAttribute(attribute)) return parseAttributeWhere(key, attribute, value);
  const target = targetModelOf(attribute);
  const filter = isPlainObject(value) ? parseWhere(target, value) : parseAttributeWhere('id', ID, value);
  return { kind: 'related', name: key, filter };
}

function parseAttributeWhere(name: string, attribute: ScalarAttributeDef, value: unknown): Filter {
  if (Array.isArray(value)) return parseCondition(name, attribute, '$in', value);
  if (!isPlainObject(value)) return parseCondition(name, attribute, '$eq', value);
  const filters: Filter[] = [];
  for (const [key, operand] of Object.entries(value)) {
    if (key === '$not') filters.push({ kind: 'not', filter: parseAttributeWhere(name, attribute, operand) });
    else if (isOperator(key)) filters.push(parseCondition(name, attribute, key, operand));
  }
  return and(filters);
}

function parseCondition(
  name: string,
  attribute: ScalarAttributeDef,
  operator: Operator,
  operand: unknown,
): Filter {
  if (LIST_OPERATORS.has(operator)) {
    const values = listOf(operand).map((value) => castValue(name, attribute, value));
    if (operator === '$between' && values.length !== 2)
      throw validationError(`$between on ${name} takes two values`);
    return { kind: 'field', name, operator, value: values };
  }
  // Several values for a one-value operator: any of them (Strapi's OR).
  if (Array.isArray(operand))
    return or(operand.map((value) => parseCondition(name, attribute, operator, value)));
  if (isPlainObject(operand)) throw invalidParameter(name);
  if (operator === '$null' || operator === '$notNull') {
    return { kind: 'field', name, operator, value: isTruthyFlag(operand) };
  }
  const value = CAST_OPERATORS.has(operator) ? castValue(name, attribute, operand) : asText(operand);
  return { kind: 'field', name, operator, value };
}

/** `$null=false`, `$null=0` mean false (Strapi would treat any non-empty string as true). */
function isTruthyFlag(operand: unknown): boolean {
  return !['false', 'f', '0', '', false, 0, null].includes(operand as string);
}

/** Query values arrive as strings: cast them to the stored representation of the attribute. */
function castValue(name: string, attribute: ScalarAttributeDef, value: unknown): unknown {
  if (value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw invalidParameter(name);
  }
  const text = String(value).trim();
  const invalid = () => validationError(`Invalid value ${JSON.stringify(value)} for ${name}`);
  switch (attribute.type) {
    case 'integer':
    case 'decimal': {
      const number = Number(text);
      if (text === '' || !Number.isFinite(number)) throw invalid();
      return number;
    }
    case 'boolean':
      if (['true', 't', '1'].includes(text.toLowerCase())) return true;
      if (['false', 'f', '0'].includes(text.toLowerCase())) return false;
      throw invalid();
    case 'date':
    case 'datetime': {
      const time = Date.parse(text);
      if (Number.isNaN(time)) throw invalid();
      const iso = new Date(time).toISOString();
      return attribute.type === 'date' ? iso.slice(0, 10) : iso;
    }
    default:
      return String(value);
  }
}

type Truth = boolean | null;

/** Whether a node passes a filter. SQL's three-valued logic: a comparison with NULL is unknown. */
export function matchesFilter(graph: ContentGraph, node: GraphNode, filter: Filter): boolean {
  return evaluate(graph, node, filter) === true;
}

function evaluate(graph: ContentGraph, node: GraphNode, filter: Filter): Truth {
  switch (filter.kind) {
    case 'and':
      return allOf(filter.filters.map((nested) => evaluate(graph, node, nested)));
    case 'or':
      return anyOf(filter.filters.map((nested) => evaluate(graph, node, nested)));
    case 'not': {
      const truth = evaluate(graph, node, filter.filter);
      return truth === null ? null : !truth;
    }
    case 'field':
      return test(filter.operator, graph.scalar(node, filter.name), filter.value);
    case 'related': {
      // Like Strapi's LEFT JOIN: a node without related items is seen with one all-NULL item.
      const related = graph.related(node, filter.name);
      const nodes = related.nodes.length > 0 ? related.nodes : [{ model: related.target, record: {} }];
      return anyOf(nodes.map((nested) => evaluate(graph, nested, filter.filter)));
    }
  }
}

function allOf(truths: Truth[]): Truth {
  if (truths.includes(false)) return false;
  return truths.includes(null) ? null : true;
}

function anyOf(truths: Truth[]): Truth {
  if (truths.includes(true)) return true;
  return truths.includes(null) ? null : false;
}

function test(operator: Operator, actual: unknown, expected: unknown): Truth {
  if (operator === '$null') return (actual === null) === expected;
  if (operator === '$notNull') return (actual !== null) === expected;
  if (expected === null && (operator === '$eq' || operator === '$eqi')) return actual === null;
  if (expected === null && (operator === '$ne' || operator === '$nei')) return actual !== null;
  if (actual === null || actual === undefined) return null;
  return compareOperators[operator](actual, expected);
}

const textOf = (value: unknown) => asText(value);
const foldedOf = (value: unknown) => lowerAscii(asText(value));

const compareOperators: Record<
  Exclude<Operator, '$null' | '$notNull'>,
  (a: unknown, e: unknown) => boolean
> = {
  $eq: (a, e) => compareValues(a, e) === 0,
  $ne: (a, e) => compareValues(a, e) !== 0,
  $eqi: (a, e) => foldedOf(a) === foldedOf(e),
  $nei: (a, e) => foldedOf(a) !== foldedOf(e),
  $lt: (a, e) => compareValues(a, e) < 0,
  $lte: (a, e) => compareValues(a, e) <= 0,
  $gt: (a, e) => compareValues(a, e) > 0,
  $gte: (a, e) => compareValues(a, e) >= 0,
  $in: (a, e) => (e as unknown[]).some((value) => compareValues(a, value) === 0),
  $notIn: (a, e) => !(e as unknown[]).some((value) => compareValues(a, value) === 0),
  $between: (a, e) => {
    const [low, high] = e as unknown[];
    return compareValues(a, low) >= 0 && compareValues(a, high) <= 0;
  },
  $contains: (a, e) => textOf(a).includes(textOf(e)),
  $notContains: (a, e) => !textOf(a).includes(textOf(e)),
  $containsi: (a, e) => foldedOf(a).includes(foldedOf(e)),
  $notContainsi: (a, e) => !foldedOf(a).includes(foldedOf(e)),
  $startsWith: (a, e) => textOf(a).startsWith(textOf(e)),
  $startsWithi: (a, e) => foldedOf(a).startsWith(foldedOf(e)),
  $endsWith: (a, e) => textOf(a).endsWith(textOf(e)),
  $endsWithi: (a, e) => foldedOf(a).endsWith(foldedOf(e)),
};

import { invalidParameter } from './errors';
import { attributesOf, isScalarAttribute, type Model } from './model';

/**
 * Strapi's `fields` parameter: `fields[0]=title&fields[1]=slug` or `fields=title,slug`. Returns the
 * fields to show beside `id` (which always stands beside `attributes`), or null for the default (all
 * scalars). An unknown or non-scalar field is a 400 "Invalid parameter".
 */
export function parseFields(model: Model, raw: unknown): string[] | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const names = listOf(raw)
    .flatMap((item) => {
      if (typeof item !== 'string') throw invalidParameter('fields');
      return item.split(',').map((name) => name.trim());
    })
    .filter((name) => name !== '');
  if (names.includes('*')) return null;
  const attributes = attributesOf(model);
  for (const name of names) {
    const attribute = attributes[name];
    if (!attribute || !isScalarAttribute(attribute)) throw invalidParameter(name);
  }
  return [...new Set(names)].filter((name) => name !== 'id');
}

/** qs gives an array, or an object when indexes were sparse or above its array limit. */
function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object' && raw !== null) return Object.values(raw);
  return [raw];
}

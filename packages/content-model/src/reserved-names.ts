/**
 * Names an attribute of the model must not take: Strapi 5 keeps them for itself (its content-type
 * builder refuses them, its document service, draft and publish, i18n and the REST answers use them)
 * or its admin panel hands them to React, which gives them a meaning of its own.
 */

/** Compared with the attribute's snake_case form, as Strapi's content-type builder does. */
export const STRAPI_RESERVED_ATTRIBUTES = [
  // the content-type builder's list (@strapi/content-type-builder, getReservedNames)
  'id',
  'document_id',
  'created_at',
  'updated_at',
  'published_at',
  'created_by_id',
  'updated_by_id',
  'created_by',
  'updated_by',
  'locale',
  // draft and publish, i18n, history and the answers' wrapper
  'status',
  'localizations',
  'meta',
  'entry_id',
  'document',
  // dynamic zones and populate
  '__component',
  '__content_type',
] as const;

/** Any attribute starting so is Strapi's own. */
export const STRAPI_RESERVED_PREFIXES = ['strapi', '_strapi', '__strapi'] as const;

/**
 * React's own prop names. The admin's list view passes a row's fields to React elements: a field
 * named `ref` makes it throw (minified React error #284) and the whole list view fails.
 */
export const REACT_RESERVED_PROPS = ['ref'] as const;

/** Model names Strapi refuses (kebab-case). */
export const STRAPI_RESERVED_MODELS = [
  'boolean',
  'date',
  'date-time',
  'time',
  'upload',
  'then',
  'rest',
  'document',
] as const;

function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/** Why a name cannot be an attribute, or undefined when it can. */
export function reservedAttributeReason(name: string): string | undefined {
  const snake = snakeCase(name);
  if ((STRAPI_RESERVED_ATTRIBUTES as readonly string[]).includes(snake)) return 'reserved by Strapi 5';
  if (STRAPI_RESERVED_PREFIXES.some((prefix) => snake.startsWith(prefix))) return 'a prefix Strapi 5 keeps';
  if ((REACT_RESERVED_PROPS as readonly string[]).includes(name)) return 'a prop name React reserves';
  return undefined;
}

import { invalidParameter, validationError } from './errors';
import { isScalarAttribute, type ScalarAttributeDef } from './model';
import { isPlainObject } from './store-values';
import { components, type AttributeDef, type ContentTypeSchema } from '@dkg/content-model';

/** The attributes of a create or update, checked like Strapi's entity validator (yup) would. */
export interface WriteData {
  readonly values: Record<string, unknown>;
  readonly locale?: unknown;
  readonly publishedAt?: string | null;
}

interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/** Keys Strapi accepts in a body and drops: they are not writable. */
const IGNORED_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'localizations']);
const UID_PATTERN = /^[A-Za-z0-9-_.~]*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateWriteData(
  schema: ContentTypeSchema,
  data: unknown,
  mode: 'create' | 'update',
): WriteData {
  if (!isPlainObject(data)) throw validationError('Missing "data" payload in the request body');
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  let locale: unknown;
  let publishedAt: string | null | undefined;
  for (const [key, value] of Object.entries(data)) {
    if (IGNORED_KEYS.has(key)) continue;
    if (key === 'locale' && schema.localized) {
      locale = value;
    } else if (key === 'publishedAt') {
      publishedAt = checkPublishedAt(value, errors);
    } else {
      if (!(key in schema.attributes)) throw invalidParameter(key);
      values[key] = checkAttribute(schema.attributes[key], value, [key], errors);
    }
  }
  if (mode === 'create') checkRequired(schema.attributes, values, [], errors);
  if (errors.length > 0) throw yupError(errors);
  return { values, locale, publishedAt };
}

function yupError(errors: FieldError[]) {
  const message = errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`;
  return validationError(message, { errors });
}

function checkPublishedAt(value: unknown, errors: FieldError[]): string | null {
  if (value === null) return null;
  const checked = checkScalar({ type: 'datetime' }, value, 'publishedAt');
  if (checked instanceof ScalarProblem) {
    errors.push({ path: ['publishedAt'], message: checked.message, name: 'ValidationError' });
    return null;
  }
  return checked as string;
}

function checkRequired(
  attributes: Record<string, AttributeDef>,
  values: Record<string, unknown>,
  path: string[],
  errors: FieldError[],
) {
  for (const [name, attribute] of Object.entries(attributes)) {
    const required = 'required' in attribute && attribute.required === true;
    if (required && (values[name] === undefined || values[name] === null)) {
      const at = [...path, name];
      errors.push({ path: at, message: `${at.join('.')} must be defined.`, name: 'ValidationError' });
    }
  }
}

function checkAttribute(
  attribute: AttributeDef,
  value: unknown,
  path: string[],
  errors: FieldError[],
): unknown {
  if (attribute.type === 'component') return checkComponents(attribute, value, path, errors);
  if (!isScalarAttribute(attribute)) return value;
  if (value === null || value === undefined) return null;
  const checked = checkScalar(attribute, value, path.join('.'));
  if (checked instanceof ScalarProblem) {
    errors.push({ path, message: checked.message, name: 'ValidationError' });
    return value;
  }
  return checked;
}

function checkComponents(
  attribute: Extract<AttributeDef, { type: 'component' }>,
  value: unknown,
  path: string[],
  errors: FieldError[],
): unknown {
  if (value === null || value === undefined) return value;
  if (!attribute.repeatable) return checkComponent(attribute.component, value, path, errors);
  if (!Array.isArray(value)) throw validationError(`${path.join('.')} must be an array`);
  return value.map((item, index) =>
    checkComponent(attribute.component, item, [...path, String(index)], errors),
  );
}

function checkComponent(uid: string, item: unknown, path: string[], errors: FieldError[]) {
  const attributes = components[uid]?.attributes ?? {};
  if (!isPlainObject(item)) throw validationError(`${path.join('.')} must be an object`);
  const checked: Record<string, unknown> = {};
  for (const [key, nested] of Object.entries(item)) {
    if (key !== 'id' && !(key in attributes)) throw invalidParameter(key);
    checked[key] = key === 'id' ? nested : checkAttribute(attributes[key], nested, [...path, key], errors);
  }
  checkRequired(attributes, checked, path, errors);
  return checked;
}

/** What is wrong with a scalar (a class, so that no `json` value can pass for one). */
class ScalarProblem {
  constructor(readonly message: string) {}
}

function typeError(path: string, type: string, value: unknown): ScalarProblem {
  const shown = JSON.stringify(value);
  return new ScalarProblem(`${path} must be a \`${type}\` type, but the final value was: \`${shown}\`.`);
}

/**
 * A scalar checked and normalized (numbers from numeric strings, datetimes as ISO strings), or the
 * problem with it.
 */
function checkScalar(attribute: ScalarAttributeDef, value: unknown, path: string): unknown {
  switch (attribute.type) {
    case 'integer':
    case 'decimal':
      return checkNumber(attribute.type, value, path);
    case 'boolean':
      return checkBoolean(value, path);
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? value : typeError(path, 'date', value);
    case 'datetime':
      return checkDatetime(value, path);
    case 'json':
      return value;
    default:
      return checkText(attribute, value, path);
  }
}

function checkNumber(type: 'integer' | 'decimal', value: unknown, path: string): unknown {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return typeError(path, 'number', value);
  if (type === 'integer' && !Number.isInteger(number)) return new ScalarProblem(`${path} must be an integer`);
  return number;
}

function checkBoolean(value: unknown, path: string): unknown {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return typeError(path, 'boolean', value);
}

function isValidDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

function checkDatetime(value: unknown, path: string): unknown {
  const time = typeof value === 'string' || typeof value === 'number' ? Date.parse(String(value)) : NaN;
  return Number.isNaN(time) ? typeError(path, 'date', value) : new Date(time).toISOString();
}

function checkText(attribute: ScalarAttributeDef, value: unknown, path: string): unknown {
  if (typeof value !== 'string') return typeError(path, 'string', value);
  if (attribute.type === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) {
    return new ScalarProblem(`${path} must be a valid email`);
  }
  if (attribute.type === 'uid' && !UID_PATTERN.test(value)) {
    return new ScalarProblem(`${path} must match the following: "${UID_PATTERN}"`);
  }
  if (attribute.type === 'enumeration' && !attribute.enum.includes(value)) {
    return new ScalarProblem(`${path} must be one of the following values: ${attribute.enum.join(', ')}`);
  }
  return value;
}

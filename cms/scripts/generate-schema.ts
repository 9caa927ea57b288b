/**
 * Writes the Strapi 5 content types and components of cms/src from the site's content model
 * (@dkg/content-model), so that the CMS and the site cannot drift apart. `npm run cms:schema` writes
 * them; tests/cms-schema checks that what is committed is what this renders.
 *
 *   ts-node -P tsconfig.node.json cms/scripts/generate-schema.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  components as modelComponents,
  contentTypes as modelContentTypes,
  isLocalizedAttribute,
  type AttributeDef,
  type ComponentSchema,
  isDrafted,
  type ContentTypeSchema,
} from '@dkg/content-model';

export const cmsDir = path.resolve(__dirname, '..');

/** The folders this script owns: everything in them is rendered, nothing else may be there. */
export const GENERATED_ROOTS = ['src/api', 'src/components'];

/** The admin's list of the numbers it writes as plain digits (cms/src/admin/app.js reads it). */
export const PLAIN_NUMBERS_FILE = 'src/admin/plain-numbers.json';

export interface ContentModel {
  contentTypes: Record<string, ContentTypeSchema>;
  components: Record<string, ComponentSchema>;
  isLocalizedAttribute: (type: ContentTypeSchema, attribute: AttributeDef) => boolean;
}

const HEADER = '// Written by `npm run cms:schema` from @dkg/content-model: change the model, not this file.';

type Json = Record<string, unknown>;

function titleCase(kebab: string): string {
  return kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function snakeCase(kebab: string): string {
  return kebab.replace(/-/g, '_');
}

const PRINT_WIDTH = 110;

/**
 * JSON as the repository's prettier prints it (2 spaces, objects expanded, an array of plain values on
 * one line when it fits in the print width), so that the files pass `prettier --check` as written.
 */
export function formatJson(value: unknown, indent = '', lineStart = 0, trailing = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (lineStart + flat.length + trailing <= PRINT_WIDTH) return flat;
    }
    const items = value.map(
      (item, index) => `${inner}${formatJson(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
    );
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return `${prefix}${formatJson(item, inner, prefix.length, index < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

function parseTypeUid(uid: string): { api: string; name: string } {
  const match = /^api::([a-z0-9-]+)\.([a-z0-9-]+)$/.exec(uid);
  if (!match) throw new Error(`Content type uid ${uid} is not of the form api::<api>.<name>`);
  return { api: match[1], name: match[2] };
}

function parseComponentUid(uid: string): { category: string; name: string } {
  const match = /^([a-z0-9-]+)\.([a-z0-9-]+)$/.exec(uid);
  if (!match) throw new Error(`Component uid ${uid} is not of the form <category>.<name>`);
  return { category: match[1], name: match[2] };
}

/**
 * The model's scalar types in Strapi's words. Strapi's `decimal` is a fixed-point column of 10 digits
 * with 2 decimals on PostgreSQL (coordinates would lose their precision); the model's decimals are
 * plain non-integer numbers, Strapi's `float`.
 */
function strapiScalarType(type: string): string {
  return type === 'decimal' ? 'float' : type;
}

/** One attribute in Strapi's schema.json form (without the i18n option, which the caller adds). */
function strapiAttribute(name: string, attribute: AttributeDef, model: ContentModel, owner: string): Json {
  switch (attribute.type) {
    case 'enumeration':
      return {
        type: 'enumeration',
        enum: [...attribute.enum],
        ...(attribute.required ? { required: true } : {}),
      };
    case 'media':
      return {
        type: 'media',
        multiple: attribute.multiple === true,
        allowedTypes: ['images', 'files'],
      };
    case 'relation': {
      if (!model.contentTypes[attribute.target]) {
        throw new Error(`${owner}.${name} relates to ${attribute.target}, which the model does not have`);
      }
      return {
        type: 'relation',
        relation: attribute.relation,
        target: attribute.target,
        ...(attribute.mappedBy ? { mappedBy: attribute.mappedBy } : {}),
        ...(attribute.inversedBy ? { inversedBy: attribute.inversedBy } : {}),
      };
    }
    case 'component':
      if (!model.components[attribute.component]) {
        throw new Error(
          `${owner}.${name} uses the component ${attribute.component}, which the model does not have`,
        );
      }
      return { type: 'component', component: attribute.component, repeatable: attribute.repeatable };
    default:
      return {
        type: strapiScalarType(attribute.type),
        ...(attribute.required ? { required: true } : {}),
        ...(attribute.unique ? { unique: true } : {}),
      };
  }
}

function contentTypeSchema(type: ContentTypeSchema, model: ContentModel): Json {
  const attributes: Json = {};
  for (const [name, attribute] of Object.entries(type.attributes)) {
    const rendered = strapiAttribute(name, attribute, model, type.uid);
    // Strapi 5 localizes relations with their types; the option is only for the other kinds.
    if (type.localized && attribute.type !== 'relation') {
      rendered.pluginOptions = { i18n: { localized: model.isLocalizedAttribute(type, attribute) } };
    }
    attributes[name] = rendered;
  }
  return {
    kind: type.kind,
    collectionName: snakeCase(type.pluralName),
    info: {
      singularName: type.singularName,
      pluralName: type.pluralName,
      displayName: titleCase(type.singularName),
    },
    // Editors draft and publish everything the site shows; enquiries are stored as they arrive, and
    // redirects and scheduled publications are live as they are saved.
    options: { draftAndPublish: isDrafted(type) },
    pluginOptions: type.localized ? { i18n: { localized: true } } : {},
    attributes,
  };
}

function componentSchema(component: ComponentSchema, model: ContentModel): Json {
  const { category, name } = parseComponentUid(component.uid);
  const attributes: Json = {};
  for (const [attributeName, attribute] of Object.entries(component.attributes)) {
    if (attribute.type === 'relation') {
      throw new Error(`${component.uid}.${attributeName}: relations inside components are not supported`);
    }
    attributes[attributeName] = strapiAttribute(attributeName, attribute, model, component.uid);
  }
  return {
    collectionName: `components_${snakeCase(category)}_${snakeCase(name)}s`,
    info: { displayName: titleCase(name) },
    options: {},
    attributes,
  };
}

function coreFactoryModule(
  factory: 'createCoreRouter' | 'createCoreController' | 'createCoreService',
  uid: string,
) {
  return `${HEADER}\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.${factory}('${uid}');\n`;
}

/**
 * The integers the model marks `plain` (references, years), by type and component uid: the admin
 * writes them as digits, 2024 and not 2,024. Only what the editor sees; the stored value is the number.
 */
export function plainNumbers(model: ContentModel): Record<string, string[]> {
  const plain: Record<string, string[]> = {};
  for (const schema of [...Object.values(model.contentTypes), ...Object.values(model.components)]) {
    const names = Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'integer' && 'plain' in attribute && attribute.plain)
      .map(([name]) => name);
    if (names.length > 0) plain[schema.uid] = names;
  }
  return plain;
}

/** Every generated file, by its path relative to cms/, formatted as committed. */
export function renderSchemaFiles(model: ContentModel): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: Json) => `${formatJson(value)}\n`;
  for (const type of Object.values(model.contentTypes)) {
    const { api, name } = parseTypeUid(type.uid);
    if (name !== type.singularName) {
      throw new Error(`${type.uid}: the uid's name must be the singular name ${type.singularName}`);
    }
    const base = `src/api/${api}`;
    files.set(`${base}/content-types/${name}/schema.json`, json(contentTypeSchema(type, model)));
    files.set(`${base}/routes/${name}.js`, coreFactoryModule('createCoreRouter', type.uid));
    files.set(`${base}/controllers/${name}.js`, coreFactoryModule('createCoreController', type.uid));
    files.set(`${base}/services/${name}.js`, coreFactoryModule('createCoreService', type.uid));
  }
  for (const component of Object.values(model.components)) {
    const { category, name } = parseComponentUid(component.uid);
    files.set(`src/components/${category}/${name}.json`, json(componentSchema(component, model)));
  }
  files.set(PLAIN_NUMBERS_FILE, json(plainNumbers(model)));
  return files;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Files on disk under the generated folders, relative to cms/. */
export function existingSchemaFiles(): string[] {
  return GENERATED_ROOTS.flatMap((root) => listFiles(path.join(cmsDir, root))).map((file) =>
    path.relative(cmsDir, file).split(path.sep).join('/'),
  );
}

/** What differs between the rendered files and cms/src: missing, changed and extra files. */
export function schemaDrift(expected: Map<string, string>): {
  missing: string[];
  changed: string[];
  extra: string[];
} {
  const onDisk = new Set(existingSchemaFiles());
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [file, content] of expected) {
    if (!fs.existsSync(path.join(cmsDir, file))) missing.push(file);
    else if (fs.readFileSync(path.join(cmsDir, file), 'utf8') !== content) changed.push(file);
  }
  const extra = [...onDisk].filter((file) => !expected.has(file));
  return { missing, changed, extra };
}

export const contentModel: ContentModel = {
  contentTypes: modelContentTypes,
  components: modelComponents,
  isLocalizedAttribute,
};

function main() {
  const check = process.argv.includes('--check');
  const files = renderSchemaFiles(contentModel);
  const drift = schemaDrift(files);
  const stale = [...drift.missing, ...drift.changed, ...drift.extra];
  if (check) {
    if (stale.length === 0) {
      process.stdout.write(`cms:schema: ${files.size} files up to date\n`);
      return;
    }
    process.stderr.write(`cms:schema: out of date (run npm run cms:schema):\n  ${stale.join('\n  ')}\n`);
    process.exitCode = 1;
    return;
  }
  for (const file of drift.extra) fs.rmSync(path.join(cmsDir, file));
  for (const file of [...drift.missing, ...drift.changed]) {
    fs.mkdirSync(path.dirname(path.join(cmsDir, file)), { recursive: true });
    fs.writeFileSync(path.join(cmsDir, file), files.get(file)!);
  }
  process.stdout.write(
    `cms:schema: ${files.size} files; ${drift.missing.length} added, ${drift.changed.length} updated, ${drift.extra.length} removed\n`,
  );
}

/** Runs a `cms:schema` step as a script: its failure is one line and a non-zero exit. */
export function runSchemaStep(step: () => void): void {
  try {
    step();
  } catch (error) {
    process.stderr.write(`cms:schema: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (require.main === module) runSchemaStep(main);

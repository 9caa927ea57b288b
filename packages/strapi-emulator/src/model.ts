import {
  components,
  contentTypes,
  type AttributeDef,
  type ComponentSchema,
  type ContentTypeSchema,
} from '@dkg/content-model';

/** Something the content API can read: an entry of a content type, a component or a media file. */
export type Model =
  | { kind: 'contentType'; schema: ContentTypeSchema }
  | { kind: 'component'; schema: ComponentSchema }
  | { kind: 'media' };

export type ScalarAttributeDef = Exclude<AttributeDef, { type: 'media' | 'relation' | 'component' }>;

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const json = { type: 'json' } as const;
const datetime = { type: 'datetime' } as const;

/** The fields of Strapi's upload file that the content API shows (`related` and `folder` are private). */
const MEDIA_ATTRIBUTES: Readonly<Record<string, AttributeDef>> = {
  name: string,
  alternativeText: string,
  caption: string,
  focalPoint: json,
  width: integer,
  height: integer,
  formats: json,
  hash: string,
  ext: string,
  mime: string,
  size: { type: 'decimal' },
  url: string,
  previewUrl: string,
  provider: string,
  provider_metadata: json,
  createdAt: datetime,
  updatedAt: datetime,
};

export const MEDIA_MODEL: Model = { kind: 'media' };

/**
 * The media field of recent Strapi 5 versions only: Strapi 4 (the answers without the v4 header) and
 * a Strapi 5 before it (the service started with `focalPoints: false`) neither show it nor accept it.
 */
export const FOCAL_POINT_FIELD = 'focalPoint';

const attributeCache = new Map<string, Record<string, AttributeDef>>();

export function contentTypeModel(schema: ContentTypeSchema): Model {
  return { kind: 'contentType', schema };
}

export function modelKey(model: Model): string {
  return model.kind === 'media' ? 'plugin::upload.file' : model.schema.uid;
}

/** Every attribute the API knows on a model, system ones included (id, timestamps, locale, localizations). */
export function attributesOf(model: Model): Record<string, AttributeDef> {
  const key = modelKey(model);
  let attributes = attributeCache.get(key);
  if (!attributes) {
    attributes = buildAttributes(model);
    attributeCache.set(key, attributes);
  }
  return attributes;
}

function buildAttributes(model: Model): Record<string, AttributeDef> {
  if (model.kind === 'media') return { id: integer, ...MEDIA_ATTRIBUTES };
  if (model.kind === 'component') return { id: integer, ...model.schema.attributes };
  const { schema } = model;
  const i18n: Record<string, AttributeDef> = schema.localized
    ? { locale: string, localizations: { type: 'relation', relation: 'oneToMany', target: schema.uid } }
    : {};
  return {
    id: integer,
    ...schema.attributes,
    createdAt: datetime,
    updatedAt: datetime,
    publishedAt: datetime,
    ...i18n,
  };
}

export function isScalarAttribute(attribute: AttributeDef): attribute is ScalarAttributeDef {
  return attribute.type !== 'media' && attribute.type !== 'relation' && attribute.type !== 'component';
}

/** The fields an answer shows when the query names none: every scalar, `id` aside. */
export function defaultFieldsOf(model: Model): string[] {
  return Object.entries(attributesOf(model))
    .filter(([name, attribute]) => name !== 'id' && isScalarAttribute(attribute))
    .map(([name]) => name);
}

export function populatableAttributesOf(model: Model): string[] {
  return Object.entries(attributesOf(model))
    .filter(([, attribute]) => !isScalarAttribute(attribute))
    .map(([name]) => name);
}

/** The model a relation, media or component attribute points to. */
export function targetModelOf(attribute: AttributeDef): Model {
  if (attribute.type === 'media') return MEDIA_MODEL;
  if (attribute.type === 'relation') {
    const schema = contentTypes[attribute.target];
    if (!schema) throw new Error(`Unknown relation target ${attribute.target}`);
    return { kind: 'contentType', schema };
  }
  if (attribute.type === 'component') {
    const schema = components[attribute.component];
    if (!schema) throw new Error(`Unknown component ${attribute.component}`);
    return { kind: 'component', schema };
  }
  throw new Error(`A ${attribute.type} attribute has no target`);
}

export function isMultipleAttribute(attribute: AttributeDef): boolean {
  if (attribute.type === 'relation') return attribute.relation === 'oneToMany';
  if (attribute.type === 'media') return attribute.multiple === true;
  if (attribute.type === 'component') return attribute.repeatable;
  return false;
}

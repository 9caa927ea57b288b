/**
 * Validation of the schema.org JSON-LD the site writes: every object's type is a schema.org type the
 * site uses, and each type has the properties search engines require of it (Google's rich result
 * requirements where it has them, schema.org's expected value types otherwise).
 */

type Json = Record<string, unknown>;
type Rule = (node: Json, path: string) => string[];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
const typesOf = (node: Json) => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).map(String);

function need(node: Json, path: string, property: string, check: (value: unknown) => boolean, what: string) {
  return check(node[property])
    ? []
    : [`${path}.${property} must be ${what} (is ${JSON.stringify(node[property])})`];
}

const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((name) => `https://schema.org/${name}`);

/** The company's own document carries its head office; a mention of it (an organizer) its name. */
const organization: Rule = (node, path) => [
  ...need(node, path, 'name', isText, 'text'),
  ...need(node, path, 'url', isAbsoluteUrl, 'an absolute URL'),
  ...(path.startsWith('$(')
    ? [
        ...need(node, path, 'telephone', isText, 'text (the head office)'),
        ...need(node, path, 'address', isObject, 'a PostalAddress (the head office)'),
      ]
    : []),
];

const RULES: Record<string, Rule> = {
  Organization: organization,
  RealEstateAgent: organization,
  PostalAddress: (node, path) =>
    isText(node.streetAddress) || isText(node.addressLocality)
      ? []
      : [`${path} needs streetAddress or addressLocality`],
  Place: (node, path) => (isText(node.name) || node.address ? [] : [`${path} needs a name or an address`]),
  Country: (node, path) => need(node, path, 'name', isText, 'text'),
  RealEstateListing: (node, path) => [
    ...need(node, path, 'name', isText, 'text'),
    ...need(node, path, 'url', isAbsoluteUrl, 'an absolute URL'),
    ...need(node, path, 'offers', isObject, 'an Offer'),
  ],
  Offer: (node, path) => [
    ...need(node, path, 'price', (value) => typeof value === 'number' && value >= 0, 'a number'),
    ...need(
      node,
      path,
      'priceCurrency',
      (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
      'an ISO 4217 code',
    ),
    ...(node.availability === undefined
      ? []
      : need(
          node,
          path,
          'availability',
          (value) => ITEM_AVAILABILITY.includes(String(value)),
          'an ItemAvailability',
        )),
  ],
  Accommodation: (node, path) => need(node, path, 'address', isObject, 'a PostalAddress'),
  SingleFamilyResidence: (node, path) => need(node, path, 'address', isObject, 'a PostalAddress'),
  QuantitativeValue: (node, path) =>
    need(node, path, 'value', (value) => typeof value === 'number', 'a number'),
  GeoCoordinates: (node, path) => [
    ...need(
      node,
      path,
      'latitude',
      (value) => typeof value === 'number' && Math.abs(value) <= 90,
      'a latitude',
    ),
    ...need(
      node,
      path,
      'longitude',
      (value) => typeof value === 'number' && Math.abs(value) <= 180,
      'a longitude',
    ),
  ],
  Event: (node, path) => [
    ...need(node, path, 'name', isText, 'text'),
    ...need(node, path, 'startDate', isIsoDate, 'an ISO 8601 date'),
    ...need(node, path, 'location', isObject, 'a Place'),
  ],
  BreadcrumbList: (node, path) => {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length === 0) return [`${path}.itemListElement must list ListItems`];
    return items.flatMap((item: unknown, index) => {
      const at = `${path}.itemListElement[${index}]`;
      if (!isObject(item)) return [`${at} must be a ListItem`];
      return [
        ...(item.position === index + 1 ? [] : [`${at}.position must be ${index + 1}`]),
        // The last crumb may leave out its URL (it is the page itself).
        ...(index < items.length - 1 || item.item !== undefined
          ? need(item, at, 'item', isAbsoluteUrl, 'an absolute URL')
          : []),
      ];
    });
  },
  ListItem: (node, path) => need(node, path, 'name', isText, 'text'),
  FAQPage: (node, path) =>
    Array.isArray(node.mainEntity) && node.mainEntity.length > 0
      ? node.mainEntity.flatMap((entry: unknown, index) =>
          isObject(entry) && typesOf(entry).includes('Question')
            ? []
            : [`${path}.mainEntity[${index}] must be a Question`],
        )
      : [`${path}.mainEntity must list Questions`],
  Question: (node, path) => [
    ...need(node, path, 'name', isText, 'text'),
    ...need(node, path, 'acceptedAnswer', isObject, 'an Answer'),
  ],
  Answer: (node, path) => need(node, path, 'text', isText, 'text'),
};

function validateNode(node: Json, path: string): string[] {
  const errors: string[] = [];
  if (node['@type'] !== undefined) {
    for (const type of typesOf(node)) {
      const rule = RULES[type];
      if (rule) errors.push(...rule(node, `${path}(${type})`));
      else errors.push(`${path}: ${type} is not a type the site writes`);
    }
  } else if (node['@id'] === undefined) {
    errors.push(`${path} has neither @type nor @id`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const values = Array.isArray(value) ? value : [value];
    values.forEach((entry, index) => {
      if (isObject(entry))
        errors.push(...validateNode(entry, `${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`));
    });
  }
  return errors;
}

/** The problems of one JSON-LD document (empty when it is valid). */
export function validateJsonLd(document: unknown): string[] {
  if (!isObject(document)) return ['is not an object'];
  const context = document['@context'];
  if (context !== 'https://schema.org' && context !== 'http://schema.org')
    return [`@context is ${JSON.stringify(context)}, not https://schema.org`];
  if (document['@type'] === undefined) return ['has no @type'];
  return validateNode(document, '$');
}

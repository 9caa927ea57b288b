import { reservedAttributeReason, STRAPI_RESERVED_MODELS } from './reserved-names';
import { components, contentTypes } from './schema';

function reservedAttributes(attributes: Record<string, unknown>, owner: string): string[] {
  return Object.keys(attributes).flatMap((name) => {
    const reason = reservedAttributeReason(name);
    return reason ? [`${owner}.${name}: ${reason}`] : [];
  });
}

describe('reserved names', () => {
  it('when the model is read, then no content type or component has an attribute Strapi 5 or React keeps', () => {
    const found = [
      ...Object.values(contentTypes).flatMap((type) => reservedAttributes(type.attributes, type.uid)),
      ...Object.values(components).flatMap((component) =>
        reservedAttributes(component.attributes, component.uid),
      ),
    ];
    expect(found).toEqual([]);
  });

  it('when the model is read, then no content type has a name Strapi 5 refuses', () => {
    const names = Object.values(contentTypes).flatMap((type) => [type.singularName, type.pluralName]);
    expect(names.filter((name) => (STRAPI_RESERVED_MODELS as readonly string[]).includes(name))).toEqual([]);
  });

  it.each([
    ['status', 'reserved by Strapi 5'],
    ['locale', 'reserved by Strapi 5'],
    ['meta', 'reserved by Strapi 5'],
    ['documentId', 'reserved by Strapi 5'],
    ['publishedAt', 'reserved by Strapi 5'],
    ['strapiStage', 'a prefix Strapi 5 keeps'],
    ['ref', 'a prop name React reserves'],
  ])('when an attribute is named %s, then it is refused (%s)', (name, reason) => {
    expect(reservedAttributeReason(name)).toBe(reason);
  });

  it.each(['availability', 'stage', 'reference', 'language', 'title', 'yearBuilt'])(
    'when an attribute is named %s, then it is allowed',
    (name) => {
      expect(reservedAttributeReason(name)).toBeUndefined();
    },
  );
});

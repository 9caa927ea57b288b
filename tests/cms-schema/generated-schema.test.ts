import {
  contentModel,
  existingSchemaFiles,
  PLAIN_NUMBERS_FILE,
  renderSchemaFiles,
  schemaDrift,
} from '../../cms/scripts/generate-schema';

/** cms/src/api and cms/src/components are written from @dkg/content-model; they must not drift from it. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function file(files: Map<string, string>, name: string): Json {
  const content = files.get(name);
  if (!content) throw new Error(`${name} is not rendered`);
  return JSON.parse(content) as Json;
}

describe('the CMS schema', () => {
  it('when the model is rendered, then cms/src holds exactly those files (else run npm run cms:schema)', () => {
    const drift = schemaDrift(renderSchemaFiles(contentModel));
    expect(drift).toEqual({ missing: [], changed: [], extra: [] });
    expect(existingSchemaFiles().length).toBeGreaterThan(100);
  });

  it('when a type is localized, then its shared keys and the fields the model shares are not', () => {
    const files = renderSchemaFiles(contentModel);
    const property = file(files, 'src/api/property/content-types/property/schema.json');
    expect(property.pluginOptions).toEqual({ i18n: { localized: true } });
    expect(property.attributes.reference.pluginOptions.i18n.localized).toBe(false);
    expect(property.attributes.price.pluginOptions.i18n.localized).toBe(false);
    expect(property.attributes.title.pluginOptions.i18n.localized).toBe(true);
    for (const [name, type, key] of [
      ['service', 'service', 'slug'],
      ['event', 'event', 'alias'],
      ['guide-article', 'guide-article', 'url'],
      ['project-category', 'project-category', 'key'],
      ['project', 'project', 'reference'],
    ]) {
      const schema = file(files, `src/api/${name}/content-types/${type}/schema.json`);
      expect([name, schema.attributes[key].pluginOptions.i18n.localized]).toEqual([name, false]);
    }
  });

  it('when a category is rendered, then its slugId is a uid localized per locale, related to its projects', () => {
    const files = renderSchemaFiles(contentModel);
    const category = file(files, 'src/api/project-category/content-types/project-category/schema.json');
    expect(category.attributes.slugId).toEqual({ type: 'uid', pluginOptions: { i18n: { localized: true } } });
    expect(category.attributes.projects).toMatchObject({
      type: 'relation',
      relation: 'oneToMany',
      target: 'api::project.project',
      mappedBy: 'category',
    });
    const project = file(files, 'src/api/project/content-types/project/schema.json');
    expect(project.attributes.category).toMatchObject({ relation: 'manyToOne', inversedBy: 'projects' });
  });

  it('when draft and publish is set, then editorial types have it and contact requests, redirects and schedules do not', () => {
    const files = renderSchemaFiles(contentModel);
    for (const [name, content] of files) {
      if (!name.endsWith('schema.json')) continue;
      const schema = JSON.parse(content) as Json;
      const liveAsSaved = ['contact-request', 'redirect', 'scheduled-publication'].includes(
        schema.info.singularName,
      );
      expect([name, schema.options.draftAndPublish]).toEqual([name, !liveAsSaved]);
    }
    const enquiry = file(files, 'src/api/contact-request/content-types/contact-request/schema.json');
    expect(enquiry.pluginOptions).toEqual({});
    expect(enquiry.attributes.requestId).toEqual({ type: 'string', unique: true });
  });

  it('when a decimal is rendered, then it is a float (Strapi decimals keep 2 decimals on PostgreSQL)', () => {
    const location = file(renderSchemaFiles(contentModel), 'src/components/shared/location.json');
    expect(location.attributes).toEqual({ lat: { type: 'float' }, lng: { type: 'float' } });
  });

  it('when every type is rendered, then each has its route, controller and service', () => {
    const files = renderSchemaFiles(contentModel);
    const types = Object.values(contentModel.contentTypes);
    for (const type of types) {
      for (const part of ['routes', 'controllers', 'services']) {
        expect(files.get(`src/api/${type.singularName}/${part}/${type.singularName}.js`)).toContain(
          `'${type.uid}'`,
        );
      }
    }
    expect([...files.keys()].filter((name) => name.startsWith('src/components/'))).toHaveLength(
      Object.keys(contentModel.components).length,
    );
  });

  it('when the admin writes numbers, then references and years are digits and prices and counts are not', () => {
    const plain = file(renderSchemaFiles(contentModel), PLAIN_NUMBERS_FILE) as Record<string, string[]>;
    expect(plain['api::property.property']).toEqual(['reference', 'yearBuilt']);
    expect(plain['api::project.project']).toEqual(['reference', 'year']);
    // Every integer that addresses an entry (its key) is written as digits.
    for (const type of Object.values(contentModel.contentTypes)) {
      if (type.key && type.attributes[type.key].type === 'integer')
        expect([type.uid, plain[type.uid]]).toEqual([type.uid, expect.arrayContaining([type.key])]);
    }
    // Only integers are listed.
    for (const [uid, names] of Object.entries(plain)) {
      const schema = contentModel.contentTypes[uid] ?? contentModel.components[uid];
      for (const name of names)
        expect([uid, name, schema.attributes[name].type]).toEqual([uid, name, 'integer']);
    }
  });
});

import enumLabels from '../../cms/src/admin/enum-labels.json';
import {
  fieldText,
  LISTS,
  wantedComponentConfiguration,
  wantedConfiguration,
} from '../../cms/src/lib/admin-views';
import {
  components,
  contentTypes,
  PROJECT_STAGES,
  PROPERTY_AVAILABILITIES,
  REGIONS,
  SEO_LIMITS,
  SHARE_IMAGE_SIZE,
} from '@dkg/content-model';
import enProperties from '../../src/i18n/locales/en/properties.json';
import ruProperties from '../../src/i18n/locales/ru/properties.json';
import enProjects from '../../src/i18n/locales/en/projects.json';
import ruProjects from '../../src/i18n/locales/ru/projects.json';

/** The admin panel's views (cms/src/lib/admin-views.js) and enumeration labels (cms/src/admin). */
describe('the admin views', () => {
  it('when any field of any type or component is shown, then it has a label, not its attribute name', () => {
    const unlabelled = [
      ...Object.values(contentTypes).flatMap((type) =>
        Object.keys(type.attributes)
          .filter((name) => !fieldText(type.uid, name).label)
          .map((name) => `${type.uid}.${name}`),
      ),
      ...Object.values(components).flatMap((component) =>
        Object.keys(component.attributes)
          .filter((name) => !fieldText(component.uid, name).label)
          .map((name) => `${component.uid}.${name}`),
      ),
    ];
    expect(unlabelled).toEqual([]);
  });

  it('when an enumeration is edited, then every value reads as words in English and Russian', () => {
    const values = Object.values(contentTypes).flatMap((type) =>
      Object.values(type.attributes).flatMap((attribute) =>
        attribute.type === 'enumeration' ? [...attribute.enum] : [],
      ),
    );
    for (const locale of ['en', 'ru'] as const) {
      const labels = enumLabels[locale] as Record<string, string>;
      expect(values.filter((value) => !labels[value] || labels[value] === value)).toEqual([]);
    }
  });

  it('when the site and the admin name a region, an availability or a stage, then they name it alike', () => {
    for (const [labels, properties, projects] of [
      [enumLabels.en, enProperties, enProjects],
      [enumLabels.ru, ruProperties, ruProjects],
    ] as const) {
      const admin = labels as Record<string, string>;
      for (const region of REGIONS) expect(admin[region]).toBe(properties.regions[region]);
      for (const value of PROPERTY_AVAILABILITIES) expect(admin[value]).toBe(properties.statuses[value]);
      for (const stage of PROJECT_STAGES) expect(admin[stage]).toBe(projects.status[stage]);
    }
  });

  it('when a list view is configured, then its columns and sort are attributes of the type', () => {
    for (const [uid, list] of Object.entries(LISTS)) {
      const attributes = new Set([...Object.keys(contentTypes[uid].attributes), 'createdAt', 'updatedAt']);
      expect([uid, list.columns.filter((column) => !attributes.has(column))]).toEqual([uid, []]);
      expect(attributes.has(list.sort[0])).toBe(true);
    }
    expect(LISTS['api::contact-request.contact-request'].columns).toEqual(
      expect.arrayContaining(['createdAt', 'language', 'page', 'message']),
    );
  });

  it('when the configuration is applied, then labels, help texts, the title and the columns replace the defaults', () => {
    const uid = 'api::property.property';
    const current = {
      settings: { mainField: 'address', pageSize: 10 },
      metadatas: {
        goldenVisaEligible: {
          edit: { label: 'goldenVisaEligible', description: '', visible: true, editable: true },
          list: { label: 'goldenVisaEligible', searchable: true, sortable: true },
        },
      },
      layouts: { list: ['id', 'address'], edit: [[{ name: 'title', size: 6 }]] },
    };
    const wanted = wantedConfiguration(uid, contentTypes[uid], current);
    expect(wanted.settings).toEqual({
      mainField: 'title',
      pageSize: 10,
      defaultSortBy: 'reference',
      defaultSortOrder: 'ASC',
    });
    expect(wanted.metadatas.goldenVisaEligible).toEqual({
      edit: {
        label: 'Golden Visa eligible',
        description: expect.stringContaining('Golden Visa'),
        visible: true,
        editable: true,
      },
      list: { label: 'Golden Visa eligible', searchable: true, sortable: true },
    });
    expect(wanted.layouts).toEqual({ list: LISTS[uid].columns, edit: current.layouts.edit });
  });

  it('when a component’s fields are shown in an entry, then they get the labels and help texts, the rest as it was', () => {
    const uid = 'shared.seo';
    const current = {
      settings: { mainField: 'metaTitle', pageSize: 10 },
      metadatas: {
        metaTitle: {
          edit: { label: 'metaTitle', description: '', visible: true, editable: true },
          list: { label: 'metaTitle', searchable: true, sortable: true },
        },
      },
      layouts: { list: ['id'], edit: [[{ name: 'metaTitle', size: 6 }]] },
    };
    const wanted = wantedComponentConfiguration(uid, components[uid], current);
    expect(wanted.settings).toEqual(current.settings);
    expect(wanted.layouts).toEqual(current.layouts);
    expect(wanted.metadatas.metaTitle.edit).toMatchObject({
      label: 'Title for search engines',
      visible: true,
    });
  });

  it('when an editor reads the SEO fields’ help, then it says what an empty field falls back to and the limits', () => {
    const help = (name: string) => fieldText('shared.seo', name).description ?? '';
    expect(help('metaTitle')).toMatch(/Empty: the title of the entry/);
    expect(help('metaTitle')).toContain(`${SEO_LIMITS.title} characters`);
    expect(help('metaDescription')).toMatch(/Empty: the first sentences/);
    expect(help('metaDescription')).toContain(`${SEO_LIMITS.description} characters`);
    expect(help('shareImage')).toMatch(/Empty: the cover picture/);
    expect(help('shareImage')).toContain(`${SHARE_IMAGE_SIZE.width} × ${SHARE_IMAGE_SIZE.height}`);
  });
});

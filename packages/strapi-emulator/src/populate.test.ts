import { parseQueryString } from './app';
import { contentTypeModel } from './model';
import { parsePopulate, type PopulateMap } from './populate';
import { contentTypes } from '@dkg/content-model';

const footer = contentTypeModel(contentTypes['api::footer.footer']);
const project = contentTypeModel(contentTypes['api::project.project']);

function populate(query: string, model = footer): PopulateMap {
  return parsePopulate(model, parseQueryString(query).populate);
}

/** The populate tree as nested names, to compare forms. */
function shape(map: PopulateMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, shape(entry.populate)]));
}

describe('populate', () => {
  it('when populate uses the array form with dot paths, then nested components are populated', () => {
    expect(shape(populate('populate[0]=menu&populate[1]=menu.menuInner'))).toEqual({
      menu: { menuInner: {} },
    });
  });

  it('when populate uses a comma string, then each name (or dot path) is populated', () => {
    expect(shape(populate('populate=category,cover.nope,gallery', project))).toEqual({
      category: {},
      cover: {},
      gallery: {},
    });
  });

  it('when the object form nests populate as a string, then it is read like the other forms', () => {
    const map = populate('populate[menu][fields][0]=title&populate[menu][populate]=menuInner');
    expect(shape(map)).toEqual({ menu: { menuInner: {} } });
    expect(map.menu.fields).toEqual(['title']);
  });

  it('when the object form gives fields, filters and sort, then they are parsed against the target', () => {
    const map = populate(
      'populate[category][fields][0]=slugId&populate[category][filters][key]=homes',
      project,
    );
    expect(map.category.fields).toEqual(['slugId']);
    expect(map.category.filters).toEqual({ kind: 'field', name: 'key', operator: '$eq', value: 'homes' });
    const sorted = populate(
      'populate[projects][sort]=title:desc',
      contentTypeModel(contentTypes['api::project-category.project-category']),
    );
    expect(sorted.projects.sort).toEqual([{ path: ['title'], order: 'desc' }]);
  });

  it('when populate is *, then every relation, media, component and localizations is populated one level deep', () => {
    expect(shape(populate('populate=*'))).toEqual({ menu: {}, localizations: {} });
    expect(Object.keys(populate('populate=*', project))).toEqual([
      'category',
      'coordinates',
      'cover',
      'gallery',
      'seo',
      'localizations',
    ]);
  });

  it('when a key is unknown, a scalar or false, then it is ignored', () => {
    expect(populate('populate[nope][fields][0]=id&populate[officesTitle]=true&populate[menu]=false')).toEqual(
      {},
    );
    expect(populate('populate[0]=nope.deeper')).toEqual({});
  });

  it('when a nested field is unknown, then it is a 400', () => {
    expect(() => populate('populate[menu][fields][0]=nope')).toThrow('Invalid parameter nope');
  });
});

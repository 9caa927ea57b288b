import { parseQueryString } from './app';
import { createContentGraph, type GraphNode } from './graph';
import { contentTypeModel } from './model';
import { contentTypes } from '@dkg/content-model';
import { parseSort, sortNodes } from './sort';
import { createContentStore } from './store';
import { createTestDataset } from './test-dataset';

const projectSchema = contentTypes['api::project.project'];
const project = contentTypeModel(projectSchema);

function sort(query: string) {
  return parseSort(project, parseQueryString(query).sort);
}

describe('sort parsing', () => {
  it('when sort is a string, then ascending is the default and :desc turns it', () => {
    expect(sort('sort=title')).toEqual([{ path: ['title'], order: 'asc' }]);
    expect(sort('sort=title:DESC')).toEqual([{ path: ['title'], order: 'desc' }]);
  });

  it('when several keys are given, then comma strings, arrays (encoded colon or not) and objects agree', () => {
    const expected = [
      { path: ['year'], order: 'asc' },
      { path: ['title'], order: 'desc' },
    ];
    expect(sort('sort=year:asc,title:desc')).toEqual(expected);
    expect(sort('sort[0]=year%3Aasc&sort[1]=title:desc')).toEqual(expected);
    expect(sort('sort[0][year]=asc&sort[1][title]=desc')).toEqual(expected);
  });

  it('when a key goes through a to-one relation, then the path is kept', () => {
    expect(sort('sort=category.title:desc')).toEqual([{ path: ['category', 'title'], order: 'desc' }]);
    expect(sort('sort[category][order]=asc')).toEqual([{ path: ['category', 'order'], order: 'asc' }]);
  });

  it('when an attribute is unknown or not sortable, then it is a 400 Invalid parameter', () => {
    expect(() => sort('sort=nope')).toThrow('Invalid parameter nope');
    expect(() => sort('sort=category')).toThrow('Invalid parameter category');
    expect(() => sort('sort=gallery.url')).toThrow('Invalid parameter gallery');
  });

  it('when the order is neither asc nor desc, then it is a 400', () => {
    expect(() => sort('sort=title:up')).toThrow('Invalid order. order can only be one of asc|desc|ASC|DESC');
  });
});

describe('sorting', () => {
  const store = createContentStore(createTestDataset());
  const graph = createContentGraph(store);
  const english: GraphNode[] = store
    .list(projectSchema.uid)
    .filter((record) => record.locale === 'en')
    .map((record) => ({ model: project, record }));
  const order = (query: string) => sortNodes(graph, english, sort(query)).map((node) => node.record.id);

  it('when no key is given, then rows come by id', () => {
    expect(order('')).toEqual([1, 4, 40]);
  });

  it('when text is sorted, then it is by code unit like SQLite BINARY (upper case before lower case)', () => {
    expect(order('sort=title')).toEqual([1, 40, 4]);
  });

  it('when a value is NULL, then it comes first ascending and last descending', () => {
    expect(order('sort=year')).toEqual([40, 1, 4]);
    expect(order('sort=year:desc')).toEqual([4, 1, 40]);
    expect(order('sort=category.order:desc')).toEqual([4, 1, 40]);
  });
});

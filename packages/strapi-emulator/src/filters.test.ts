import type { ContentServiceError } from './errors';
import { matchesFilter, parseFilters } from './filters';
import { createContentGraph } from './graph';
import { contentTypeModel } from './model';
import { parseQueryString } from './app';
import { contentTypes } from '@dkg/content-model';
import { createContentStore } from './store';
import { createTestDataset } from './test-dataset';

const store = createContentStore(createTestDataset());
const graph = createContentGraph(store);
const projectSchema = contentTypes['api::project.project'];
const categorySchema = contentTypes['api::project-category.project-category'];

/** Ids of the rows (of one locale unless told) that pass `filters` given as a query string. */
function idsMatching(query: string, schema = projectSchema, locale: string | null = 'en'): number[] {
  const model = contentTypeModel(schema);
  const filter = parseFilters(model, parseQueryString(query).filters);
  return store
    .list(schema.uid)
    .filter((record) => locale === null || record.locale === locale)
    .filter((record) => filter === null || matchesFilter(graph, { model, record }, filter))
    .map((record) => record.id);
}

function parseError(query: string, schema = projectSchema): ContentServiceError {
  try {
    parseFilters(contentTypeModel(schema), parseQueryString(query).filters);
  } catch (error) {
    return error as ContentServiceError;
  }
  throw new Error('expected a parse error');
}

describe('filters', () => {
  it('when a value is given without operator, then it is an equality', () => {
    expect(idsMatching('filters[title]=Gamma')).toEqual([40]);
  });

  it('when values are given as a list without operator, then any of them matches', () => {
    expect(idsMatching('filters[reference][0]=1&filters[reference][1]=3')).toEqual([1, 40]);
  });

  it('when numbers arrive as strings, then they compare as numbers', () => {
    expect(idsMatching('filters[year][$gt]=2021')).toEqual([4]);
    expect(idsMatching('filters[year][$gte]=2021')).toEqual([1, 4]);
    expect(idsMatching('filters[year][$lt]=2023&filters[year][$lte]=2023')).toEqual([1]);
    expect(idsMatching('filters[year][$between][0]=2020&filters[year][$between][1]=2022')).toEqual([1]);
  });

  it('when a value is compared with NULL, then the row does not match either way (SQL logic)', () => {
    expect(idsMatching('filters[year][$ne]=2021')).toEqual([4]);
    expect(idsMatching('filters[$not][year][$eq]=2021')).toEqual([4]);
    expect(idsMatching('filters[year][$null]=true')).toEqual([40]);
    expect(idsMatching('filters[year][$notNull]=true')).toEqual([1, 4]);
    expect(idsMatching('filters[year][$null]=false')).toEqual([1, 4]);
  });

  it('when $in and $notIn are given, then lists are matched', () => {
    expect(idsMatching('filters[id][$in][0]=1&filters[id][$in][1]=40')).toEqual([1, 40]);
    expect(idsMatching('filters[id][$notIn][0]=1')).toEqual([4, 40]);
  });

  it('when text operators are given, then $contains is case-sensitive and $containsi is not', () => {
    expect(idsMatching('filters[title][$contains]=Villa')).toEqual([1]);
    expect(idsMatching('filters[title][$contains]=villa')).toEqual([]);
    expect(idsMatching('filters[title][$containsi]=VILLA')).toEqual([1]);
    expect(idsMatching('filters[title][$notContainsi]=VILLA')).toEqual([4, 40]);
    expect(idsMatching('filters[title][$startsWith]=beta')).toEqual([4]);
    expect(idsMatching('filters[title][$startsWithi]=BETA')).toEqual([4]);
    expect(idsMatching('filters[title][$endsWith]=Villa')).toEqual([1]);
    expect(idsMatching('filters[title][$endsWithi]=TOWER')).toEqual([4]);
    expect(idsMatching('filters[title][$notContains]=Villa')).toEqual([4, 40]);
  });

  it('when $eqi or $containsi meet Cyrillic or Greek, then only ASCII letters fold (SQLite LOWER)', () => {
    expect(idsMatching('filters[title][$eqi]=GAMMA')).toEqual([40]);
    expect(idsMatching('filters[title][$nei]=GAMMA')).toEqual([1, 4]);
    expect(idsMatching('filters[title][$containsi]=альфа', projectSchema, 'ru')).toEqual([]);
    expect(idsMatching('filters[title][$containsi]=Альфа', projectSchema, 'ru')).toEqual([2]);
    expect(idsMatching('filters[title][$containsi]=βίλα', projectSchema, 'el')).toEqual([]);
    expect(idsMatching('filters[title][$containsi]=Βίλα', projectSchema, 'el')).toEqual([3]);
  });

  it('when $or, $and and $not are combined, then they nest', () => {
    expect(idsMatching('filters[$or][0][reference]=1&filters[$or][1][reference]=3')).toEqual([1, 40]);
    expect(
      idsMatching('filters[$and][0][reference][$gte]=2&filters[$and][1][title][$containsi]=gamma'),
    ).toEqual([40]);
    expect(idsMatching('filters[$not][$or][0][reference]=1&filters[$not][$or][1][reference]=3')).toEqual([4]);
    expect(idsMatching('filters[title][$not][$containsi]=gamma')).toEqual([1, 4]);
  });

  it('when several values are given to a one-value operator, then any of them matches', () => {
    expect(idsMatching('filters[title][$containsi][0]=alpha&filters[title][$containsi][1]=gamma')).toEqual([
      1, 40,
    ]);
  });

  it('when a relation is filtered by a field, then rows whose related row matches pass', () => {
    expect(idsMatching('filters[category][slugId][$eq]=homes-ru', projectSchema, 'ru')).toEqual([2]);
    expect(idsMatching('filters[category][key]=offices', projectSchema, null)).toEqual([4, 6]);
  });

  it('when a relation is given a plain value or an operator, then it filters on the related id', () => {
    expect(idsMatching('filters[category]=4')).toEqual([4]);
    expect(idsMatching('filters[category][$null]=true')).toEqual([40]);
    expect(idsMatching('filters[category][id][$in][0]=1&filters[category][id][$in][1]=4')).toEqual([1, 4]);
  });

  it('when a to-many relation is filtered, then one matching related row is enough', () => {
    expect(idsMatching('filters[projects][title][$containsi]=beta', categorySchema)).toEqual([4]);
    expect(idsMatching('filters[localizations][locale]=ru', categorySchema)).toEqual([1]);
  });

  it('when booleans and dates arrive as strings, then they are cast', () => {
    const offices = contentTypes['api::office.office'];
    const office = store.create(offices.uid, { name: 'HQ', headOffice: true });
    store.create(offices.uid, { name: 'Branch', headOffice: false });
    expect(idsMatching('filters[headOffice][$eq]=true', offices)).toEqual([office.id]);
    expect(idsMatching('filters[createdAt][$gt]=2000-01-01', offices).length).toBe(2);
  });

  it('when the attribute is unknown, then it is a 400 Invalid parameter (at any depth)', () => {
    expect(parseError('filters[nope][$eq]=1').message).toBe('Invalid parameter nope');
    expect(parseError('filters[category][nope]=1').message).toBe('Invalid parameter nope');
    expect(parseError('filters[$or][0][nope]=1').status).toBe(400);
  });

  it('when an operator is unknown, then it is ignored', () => {
    expect(idsMatching('filters[title][$like]=x')).toEqual([1, 4, 40]);
    expect(idsMatching('filters[$whatever]=x')).toEqual([1, 4, 40]);
  });

  it('when a value cannot be cast to the attribute type, then it is a 400', () => {
    expect(parseError('filters[year][$gt]=abc').message).toBe('Invalid value "abc" for year');
    expect(parseError('filters[year][$between]=1').status).toBe(400);
  });
});

import { parseQueryString } from './app';
import { parseFields } from './fields';
import { contentTypeModel, MEDIA_MODEL } from './model';
import { contentTypes } from '@dkg/content-model';

const project = contentTypeModel(contentTypes['api::project.project']);

function fields(query: string, model = project) {
  return parseFields(model, parseQueryString(query).fields);
}

describe('fields', () => {
  it('when fields are not given, then the default is used (null)', () => {
    expect(fields('')).toBeNull();
  });

  it('when fields are an array or a comma string, then both give the same list', () => {
    expect(fields('fields[0]=title&fields[1]=year')).toEqual(['title', 'year']);
    expect(fields('fields=title,year')).toEqual(['title', 'year']);
    expect(fields('fields=title, year,')).toEqual(['title', 'year']);
  });

  it('when id is asked, then it is accepted and left out (id always stands beside attributes)', () => {
    expect(fields('fields[0]=id')).toEqual([]);
    expect(fields('fields[0]=title&fields[1]=id&fields[2]=title')).toEqual(['title']);
  });

  it('when system fields are asked, then timestamps and locale are accepted', () => {
    expect(fields('fields=locale,createdAt,publishedAt')).toEqual(['locale', 'createdAt', 'publishedAt']);
  });

  it('when a field is unknown or not a scalar, then it is a 400 Invalid parameter', () => {
    expect(() => fields('fields[0]=nope')).toThrow('Invalid parameter nope');
    expect(() => fields('fields[0]=category')).toThrow('Invalid parameter category');
  });

  it('when fields of a media file are asked, then its Strapi fields are known', () => {
    expect(fields('fields[0]=url&fields[1]=formats', MEDIA_MODEL)).toEqual(['url', 'formats']);
    expect(() => fields('fields[0]=related', MEDIA_MODEL)).toThrow('Invalid parameter related');
  });
});

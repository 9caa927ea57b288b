import { parseQueryString } from './app';
import { paginate, parsePagination } from './pagination';

function pagination(query: string) {
  return parsePagination(parseQueryString(query).pagination);
}

const items = Array.from({ length: 6 }, (_, index) => index + 1);

describe('pagination', () => {
  it('when nothing is given, then it is page 1 of 25 with a count', () => {
    expect(paginate(items, pagination(''))).toEqual({
      items,
      meta: { page: 1, pageSize: 25, pageCount: 1, total: 6 },
    });
  });

  it('when a page is asked, then it slices and counts pages', () => {
    expect(paginate(items, pagination('pagination[page]=3&pagination[pageSize]=2'))).toEqual({
      items: [5, 6],
      meta: { page: 3, pageSize: 2, pageCount: 3, total: 6 },
    });
    expect(paginate(items, pagination('pagination[page]=9&pagination[pageSize]=4')).items).toEqual([]);
  });

  it('when start and limit are given, then the meta says start, limit and total', () => {
    expect(paginate(items, pagination('pagination[start]=4&pagination[limit]=5'))).toEqual({
      items: [5, 6],
      meta: { start: 4, limit: 5, total: 6 },
    });
  });

  it('when sizes are out of range, then they are clamped like Strapi (max 100, min 1, page ≥ 1)', () => {
    expect(pagination('pagination[pageSize]=500')).toMatchObject({ page: 1, pageSize: 100 });
    expect(pagination('pagination[pageSize]=0&pagination[page]=-2')).toMatchObject({ page: 1, pageSize: 1 });
    expect(pagination('pagination[limit]=-1&pagination[start]=-5')).toMatchObject({ start: 0, limit: 100 });
  });

  it('when withCount is false, then pageCount and total are left out', () => {
    expect(paginate(items, pagination('pagination[pageSize]=500&pagination[withCount]=false')).meta).toEqual({
      page: 1,
      pageSize: 100,
    });
    expect(paginate(items, pagination('pagination[limit]=2&pagination[withCount]=f')).meta).toEqual({
      start: 0,
      limit: 2,
    });
  });

  it('when a value is not an integer, then it is a 400 (real Strapi answers 500)', () => {
    expect(() => pagination('pagination[pageSize]=abc')).toThrow(
      'Invalid parameter pagination[pageSize]: expected an integer',
    );
    expect(() => pagination('pagination[page]=1.5')).toThrow(/pagination\[page\]/);
    expect(() => pagination('pagination[withCount]=maybe')).toThrow(/withCount/);
  });

  it('when page and offset parameters are mixed, then it is a 400', () => {
    expect(() => pagination('pagination[page]=1&pagination[limit]=2')).toThrow(
      /Expected either start\/limit or page\/pageSize/,
    );
  });
});

import {
  hasFilters,
  invertedRanges,
  LISTING_RANGES,
  listingHref,
  listingSearch,
  parseListingQuery,
  withoutFilters,
} from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('parseListingQuery', () => {
  it('when every parameter is valid, then the listing state has them all', () => {
    expect(
      parse(
        'type=villa&region=crete&status=available&priceMin=100000&priceMax=900000&bedrooms=3&sort=area&page=2',
      ),
    ).toEqual({
      type: 'villa',
      region: 'crete',
      status: 'available',
      priceMin: 100_000,
      priceMax: 900_000,
      bedrooms: 3,
      sort: 'area',
      page: 2,
    });
  });

  it('when values are unknown or malformed, then they are left out as if not given', () => {
    expect(
      parse(
        'type=castle&region=mars&status=gone&priceMin=-5&priceMax=1e6&bedrooms=two&sort=cheapest&page=abc',
      ),
    ).toEqual({ sort: '', page: 1 });
    expect(parse('page=0')).toEqual({ sort: '', page: 1 });
    expect(parse('priceMin=&type=')).toEqual({ sort: '', page: 1 });
  });

  it('when an area range is given in square metres, then it is kept, written after the price', () => {
    const query = parse('areaMax=400&areaMin=120&priceMax=900000');
    expect(query).toEqual({ priceMax: 900_000, areaMin: 120, areaMax: 400, sort: '', page: 1 });
    expect(listingSearch(query)).toBe('priceMax=900000&areaMin=120&areaMax=400');
    expect(hasFilters(parse('areaMin=50'))).toBe(true);
    expect(parse('areaMin=-1&areaMax=2e3')).toEqual({ sort: '', page: 1 });
  });
});

describe('listing links', () => {
  const query = parse('type=house&bedrooms=2&sort=price-asc&page=2');

  it('when a link changes the page, then the other parameters are kept', () => {
    expect(listingSearch(query, { page: 3 })).toBe('type=house&bedrooms=2&sort=price-asc&page=3');
  });

  it('when a link goes to the first page with the default sort, then neither is written', () => {
    expect(listingSearch({ ...query, sort: '' }, { page: 1 })).toBe('type=house&bedrooms=2');
    expect(listingHref({ sort: '', page: 1 }, 'ru')).toBe('/ru/properties');
  });

  it('when filters are cleared, then only the sort stays', () => {
    expect(hasFilters(query)).toBe(true);
    expect(listingHref(withoutFilters(query), 'el')).toBe('/el/properties?sort=price-asc');
    expect(hasFilters(withoutFilters(query))).toBe(false);
  });
});

describe('invertedRanges', () => {
  const ranges = [
    { name: 'price', min: 'priceMin', max: 'priceMax' },
    { name: 'area', min: 'areaMin', max: 'areaMax' },
  ] as const;
  type Query = Partial<Record<'priceMin' | 'priceMax' | 'areaMin' | 'areaMax', number>>;
  const inverted = (query: Query) => invertedRanges<Query>(query, [...ranges]).map(({ name }) => name);

  it('when a minimum is above its maximum, then that range is named, whichever range it is', () => {
    expect(inverted({ priceMin: 900_000, priceMax: 300_000, areaMin: 50, areaMax: 200 })).toEqual(['price']);
    expect(inverted({ areaMin: 300, areaMax: 200 })).toEqual(['area']);
    expect(inverted({ priceMin: 2, priceMax: 1, areaMin: 2, areaMax: 1 })).toEqual(['price', 'area']);
  });

  it('when the bounds are equal, in order, or one is missing, then no range is inverted', () => {
    expect(inverted({ priceMin: 5, priceMax: 5 })).toEqual([]);
    expect(inverted({ priceMin: 0, priceMax: 1 })).toEqual([]);
    expect(inverted({ priceMin: 900_000, areaMax: 0 })).toEqual([]);
  });

  it('when the listing query has its price range inverted, then the listing ranges name it', () => {
    expect(invertedRanges(parse('priceMin=900000&priceMax=300000'), LISTING_RANGES)).toEqual([
      { name: 'price', min: 'priceMin', max: 'priceMax' },
    ]);
  });
});

import { propertiesRequest, similarPropertiesRequest } from './properties.server';
import { propertyRequest } from './property.server';

const context = { mediaUrl: 'http://cms.test' };
const decoded = (url: string) => decodeURIComponent(url);

describe('the property listing request', () => {
  it('when filters, a sort and a page are given, then the content service is asked to do the work', () => {
    const url = propertiesRequest('ru', {
      type: 'villa',
      region: 'crete',
      status: 'available',
      priceMin: 500_000,
      priceMax: 2_000_000,
      bedrooms: 3,
      sort: 'price-desc',
      page: 2,
    }).url;
    expect(decoded(url)).toContain('locale=ru');
    expect(decoded(url)).toContain(
      'filters[type][$eq]=villa&filters[region][$eq]=crete&filters[availability][$eq]=available' +
        '&filters[price][$gte]=500000&filters[price][$lte]=2000000&filters[bedrooms][$gte]=3',
    );
    expect(decoded(url)).toContain('sort[0]=price:desc&sort[1]=reference:asc');
    expect(decoded(url)).toContain('pagination[page]=2&pagination[pageSize]=9');
  });

  it('when nothing is chosen, then featured properties come first, then the newest', () => {
    const url = decoded(propertiesRequest('en', { sort: '', page: 1 }).url);
    expect(url).not.toContain('filters');
    expect(url).toContain('sort[0]=featured:desc&sort[1]=listedAt:desc&sort[2]=reference:asc');
  });

  it('when the answer has a page of entries, then the cards and the page count come from it', () => {
    const listing = propertiesRequest('en', { sort: '', page: 3 }).parse(
      {
        data: [
          {
            id: 7,
            attributes: {
              reference: 1003,
              title: 'Apartment',
              type: 'apartment',
              availability: 'reserved',
              region: 'athens-riviera',
              price: 1_150_000,
              area: 165,
              bedrooms: null,
              goldenVisaEligible: true,
              cover: { data: { id: 1, attributes: { url: '/uploads/a.webp', width: 10, height: 5 } } },
            },
          },
        ],
        meta: { pagination: { page: 3, pageSize: 9, pageCount: 3, total: 19 } },
      },
      context,
    );
    expect(listing).toMatchObject({ page: 3, pageCount: 3, total: 19 });
    expect(listing.items[0]).toMatchObject({
      reference: 1003,
      bedrooms: 0,
      cover: { url: 'http://cms.test/uploads/a.webp' },
    });
  });
});

describe('the property requests', () => {
  it('when similar properties are asked for, then the same type or region is wanted, not the property itself', () => {
    const url = decoded(
      similarPropertiesRequest('el', { reference: 1001, type: 'villa', region: 'crete' }).url,
    );
    expect(url).toContain('filters[reference][$ne]=1001&filters[availability][$ne]=sold');
    expect(url).toContain('filters[$or][0][type][$eq]=villa&filters[$or][1][region][$eq]=crete');
    expect(url).toContain('pagination[pageSize]=3');
  });

  it('when a property is asked for, then it is found by its reference and tagged with it', () => {
    const request = propertyRequest('en', 1001);
    expect(decoded(request.url)).toContain('filters[reference][$eq]=1001');
    expect(request.tags).toEqual(['api::property.property#1001@en']);
    expect(request.parse({ data: [], meta: {} }, context)).toBeNull();
  });

  it('when coordinates come as decimal strings (PostgreSQL), then they are numbers', () => {
    const property = propertyRequest('en', 1).parse(
      {
        data: [
          {
            id: 1,
            attributes: {
              reference: 1,
              title: 'Plot',
              type: 'land',
              availability: 'available',
              region: 'crete',
              price: 1,
              area: 1,
              location: { id: 3, lat: '35.3400', lng: '25.1300' },
            },
          },
        ],
      },
      context,
    );
    expect(property?.location).toEqual({ lat: 35.34, lng: 25.13 });
    expect(property?.gallery).toEqual([]);
    expect(property?.bathrooms).toBeNull();
  });
});

import { parseQueryString } from './app';
import type { ContentServiceError } from './errors';
import { findMany, findOne, findSingle } from './query';
import { contentTypes } from '@dkg/content-model';
import { createContentStore } from './store';
import { createTestDataset } from './test-dataset';

const projects = contentTypes['api::project.project'];
const categories = contentTypes['api::project-category.project-category'];
const header = contentTypes['api::header.header'];
const footer = contentTypes['api::footer.footer'];
const logo = contentTypes['api::logo.logo'];
const TIME = '2025-05-05T10:00:00.000Z';

const store = createContentStore(createTestDataset());
const q = parseQueryString;

function statusOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    return (error as ContentServiceError).status;
  }
  return 200;
}

describe('findMany', () => {
  it('when no locale is given, then the default locale is read, with all scalars and timestamps', () => {
    const body = findMany(store, categories, q(''));
    expect(body.data.map((entry) => entry.id)).toEqual([1, 4]);
    expect(body.data[0]).toEqual({
      id: 1,
      attributes: {
        title: 'Homes',
        slugId: 'homes-en',
        key: 'homes',
        order: 1,
        createdAt: TIME,
        updatedAt: TIME,
        publishedAt: TIME,
        locale: 'en',
      },
    });
  });

  it('when locale is all, then every locale row is listed', () => {
    expect(findMany(store, categories, q('locale=all&fields=locale')).meta.pagination).toMatchObject({
      total: 5,
    });
  });

  it('when the locale is unknown or of another case, then the page is empty with normal meta', () => {
    for (const locale of ['xx', 'EN']) {
      expect(findMany(store, categories, q(`locale=${locale}`))).toEqual({
        data: [],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
      });
    }
  });

  it('when filters, sort and pagination are combined, then filtering comes first', () => {
    const body = findMany(
      store,
      projects,
      q('fields=title&filters[reference][$gte]=2&sort=title:asc&pagination[pageSize]=1'),
    );
    expect(body).toEqual({
      data: [{ id: 40, attributes: { title: 'Gamma' } }],
      meta: { pagination: { page: 1, pageSize: 1, pageCount: 2, total: 2 } },
    });
  });

  it('when media are populated, then single media is {data} and multiple media a list, or null when empty', () => {
    const body = findMany(
      store,
      projects,
      q('fields=title&populate[cover][fields]=url&populate[gallery][fields]=url'),
    );
    expect(body.data.map((entry) => [entry.attributes.cover, entry.attributes.gallery])).toEqual([
      [
        { data: { id: 1, attributes: { url: '/uploads/cover-a_0a1b2c3d4e.webp' } } },
        {
          data: [
            { id: 2, attributes: { url: '/uploads/gallery-1_0a1b2c3d4e.webp' } },
            { id: 7, attributes: { url: '/uploads/cover-b_0a1b2c3d4e.webp' } },
          ],
        },
      ],
      [{ data: null }, { data: null }],
      [{ data: null }, { data: null }],
    ]);
  });

  it('when a media file is populated without fields, then all its Strapi fields are shown', () => {
    const [first] = findMany(store, projects, q('fields=title&populate=cover')).data;
    expect(first.attributes.cover).toEqual({
      data: {
        id: 1,
        attributes: {
          name: 'cover-a.webp',
          alternativeText: 'Alt cover-a',
          caption: null,
          width: 800,
          height: 600,
          formats: null,
          hash: 'cover-a_0a1b2c3d4e',
          ext: '.webp',
          mime: 'image/webp',
          size: 12.5,
          url: '/uploads/cover-a_0a1b2c3d4e.webp',
          previewUrl: null,
          provider: 'local',
          provider_metadata: null,
          createdAt: TIME,
          updatedAt: TIME,
        },
      },
    });
  });

  it('when relations are populated, then to-one is {data} or {data: null} and to-many a list', () => {
    const body = findMany(store, projects, q('locale=ru&fields=title&populate[category][fields]=slugId'));
    expect(body.data.map((entry) => entry.attributes.category)).toEqual([
      { data: { id: 2, attributes: { slugId: 'homes-ru' } } },
      { data: null },
      { data: null },
    ]);
    const many = findMany(store, categories, q('fields=title&populate[projects][fields][0]=id'));
    expect(many.data.map((entry) => entry.attributes.projects)).toEqual([
      { data: [{ id: 1, attributes: {} }] },
      { data: [{ id: 4, attributes: {} }] },
    ]);
  });

  it('when a populated relation has filters and sort, then they apply to the related rows', () => {
    const store2 = createContentStore(createTestDataset());
    store2.update(projects.uid, 40, { category: 1 });
    const body = findMany(
      store2,
      categories,
      q('fields=title&populate[projects][fields]=title&populate[projects][sort]=title:desc&filters[id]=1'),
    );
    expect(body.data[0].attributes.projects).toEqual({
      data: [
        { id: 40, attributes: { title: 'Gamma' } },
        { id: 1, attributes: { title: 'Alpha Villa' } },
      ],
    });
    const filtered = findMany(
      store2,
      categories,
      q(
        'fields=title&populate[projects][filters][title][$eq]=Gamma&populate[projects][fields]=id&filters[id]=1',
      ),
    );
    expect(filtered.data[0].attributes.projects).toEqual({ data: [{ id: 40, attributes: {} }] });
  });

  it('when relations, media and components are not populated, then they are left out', () => {
    const [entry] = findMany(store, projects, q('')).data;
    expect(Object.keys(entry.attributes)).not.toEqual(expect.arrayContaining(['category']));
    expect(entry.attributes).not.toHaveProperty('cover');
    expect(entry.attributes).not.toHaveProperty('gallery');
  });

  it('when a row is a draft, then it shows only with publicationState=preview', () => {
    const store2 = createContentStore(createTestDataset());
    store2.update(projects.uid, 40, { publishedAt: null });
    expect(findMany(store2, projects, q('fields=title')).data.map((entry) => entry.id)).toEqual([1, 4]);
    expect(findMany(store2, projects, q('fields=title&publicationState=preview')).data).toHaveLength(3);
  });

  it('when a parameter is invalid, then it is a 400 even for an unknown locale', () => {
    expect(statusOf(() => findMany(store, projects, q('locale=xx&fields=nope')))).toBe(400);
    expect(statusOf(() => findMany(store, projects, q('sort=nope')))).toBe(400);
  });
});

describe('findSingle', () => {
  it('when components are populated, then they are plain objects with id; nested ones only when asked', () => {
    const body = findSingle(store, footer, q('fields=officesTitle&populate[0]=menu'));
    expect(body).toEqual({
      data: {
        id: 1,
        attributes: { officesTitle: 'Offices', menu: [{ id: 1, title: 'Company', href: '/en/company' }] },
      },
      meta: {},
    });
    const nested = findSingle(
      store,
      footer,
      q('fields=officesTitle&populate[menu][populate][menuInner][fields]=title'),
    );
    expect(nested.data).toMatchObject({
      attributes: {
        menu: [{ id: 1, title: 'Company', href: '/en/company', menuInner: [{ id: 3, title: 'About' }] }],
      },
    });
  });

  it('when populate is *, then localizations come with their scalars, timestamps and locale', () => {
    const body = findSingle(store, header, q('fields=contactUsText&populate=*'));
    expect(body.data).toEqual({
      id: 1,
      attributes: {
        contactUsText: 'Contact',
        menu: [{ id: 1, title: 'Home', href: '/en' }],
        localizations: {
          data: [
            {
              id: 2,
              attributes: {
                contactUsHref: null,
                contactUsText: 'Επικοινωνία',
                createdAt: TIME,
                updatedAt: TIME,
                publishedAt: TIME,
                locale: 'el',
              },
            },
          ],
        },
      },
    });
  });

  it('when the locale has no row, then it is a 404; an unknown locale too', () => {
    expect(statusOf(() => findSingle(store, header, q('locale=ru')))).toBe(404);
    expect(statusOf(() => findSingle(store, header, q('locale=xx')))).toBe(404);
  });

  it('when locale is all, then the rows of every locale are a list', () => {
    const body = findSingle(store, header, q('locale=all&fields=contactUsText'));
    expect(body.data).toEqual([
      { id: 1, attributes: { contactUsText: 'Contact' } },
      { id: 2, attributes: { contactUsText: 'Επικοινωνία' } },
    ]);
  });

  it('when the type is not localized, then the locale parameter is ignored and no locale is shown', () => {
    const body = findSingle(store, logo, q('locale=xx'));
    expect(body.data).toEqual({ id: 1, attributes: { createdAt: TIME, updatedAt: TIME, publishedAt: TIME } });
  });
});

describe('findOne', () => {
  it('when an id of another locale is asked, then the row is found anyway (locale and filters are ignored)', () => {
    expect(findOne(store, projects, 2, q('fields=title&locale=en&filters[id]=1')).data).toEqual({
      id: 2,
      attributes: { title: 'Альфа Вилла' },
    });
  });

  it('when the id is unknown, then it is a 404', () => {
    expect(statusOf(() => findOne(store, projects, 999, q('')))).toBe(404);
  });
});

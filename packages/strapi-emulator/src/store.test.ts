import type { Dataset } from '@dkg/content-model';
import { ContentServiceError } from './errors';
import { createContentStore, DEFAULT_TIMESTAMP, type ContentChange } from './store';
import { createTestDataset } from './test-dataset';

const PROJECT = 'api::project.project';
const CATEGORY = 'api::project-category.project-category';
const HEADER = 'api::header.header';
const CONTACT = 'api::contact-request.contact-request';

function ids(rows: readonly { id: number; locale?: string }[]) {
  return rows.map((row) => `${row.locale ?? '-'}:${row.id}`);
}

function expectContentError(run: () => unknown, status: number, message?: string | RegExp) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentServiceError);
    expect((error as ContentServiceError).status).toBe(status);
    if (message) expect((error as ContentServiceError).message).toMatch(message);
    return error as ContentServiceError;
  }
  throw new Error('expected a ContentServiceError');
}

describe('content store seeding', () => {
  it('when localized entries are seeded, then each locale is a row and ids interleave en, ru, el', () => {
    const store = createContentStore(createTestDataset());
    expect(ids(store.list(CATEGORY))).toEqual(['en:1', 'ru:2', 'el:3', 'en:4', 'el:5']);
  });

  it('when an entry pins an id, then automatic ids skip it and later writes follow the highest', () => {
    const store = createContentStore(createTestDataset());
    expect(ids(store.list(PROJECT))).toEqual([
      'en:1',
      'ru:2',
      'el:3',
      'en:4',
      'ru:5',
      'el:6',
      'ru:7',
      'el:8',
      'en:40',
    ]);
    expect(store.create(PROJECT, { title: 'New' }).id).toBe(41);
  });

  it('when two entries pin the same id, then seeding fails naming the type', () => {
    const dataset = createTestDataset();
    dataset.collections[PROJECT][1].ids = { en: 40 };
    expect(() => createContentStore(dataset)).toThrow(/api::project\.project: id 40 is given twice/);
  });

  it('when media are seeded, then ids follow the list and a pinned id is kept', () => {
    const store = createContentStore(createTestDataset());
    expect(store.listMedia().map((file) => [file.name, file.id])).toEqual([
      ['cover-a.webp', 1],
      ['gallery-1.webp', 2],
      ['cover-b.webp', 7],
    ]);
    expect(store.media(1)).toMatchObject({ hash: 'cover-a_0a1b2c3d4e', provider: 'local', previewUrl: null });
  });

  it('when components are seeded, then each component uid has its own sequence in creation order', () => {
    const store = createContentStore(createTestDataset());
    const [headerEn, headerEl] = store.list(HEADER);
    expect(headerEn.menu).toEqual([{ id: 1, title: 'Home', href: '/en' }]);
    expect(headerEl.menu).toEqual([{ id: 2, title: 'Αρχική', href: '/el' }]);
    const [footer] = store.list('api::footer.footer');
    expect(footer.menu).toEqual([
      {
        id: 1,
        title: 'Company',
        href: '/en/company',
        menuInner: [{ id: 3, title: 'About', href: '/en/about' }],
      },
    ]);
  });

  it('when dataset.order puts a type first, then its components take the first ids', () => {
    const dataset = createTestDataset();
    dataset.order = ['api::footer.footer'];
    const store = createContentStore(dataset);
    const [footer] = store.list('api::footer.footer');
    expect((footer.menu as Array<{ menuInner: Array<{ id: number }> }>)[0].menuInner[0].id).toBe(1);
    expect((store.list(HEADER)[0].menu as Array<{ id: number }>)[0].id).toBe(2);
  });

  it('when a component value gives an id, then that id is pinned', () => {
    const dataset = createTestDataset();
    dataset.singles[HEADER] = {
      en: {
        menu: [
          { id: 9, title: 'A', href: '/a' },
          { title: 'B', href: '/b' },
        ],
      },
    };
    const store = createContentStore(dataset);
    expect((store.list(HEADER)[0].menu as Array<{ id: number }>).map((item) => item.id)).toEqual([9, 1]);
  });

  it('when a relation names a $key, then each locale row points to the target row of its own locale', () => {
    const store = createContentStore(createTestDataset());
    const projects = store.list(PROJECT);
    expect(projects.filter((row) => row.reference === 1).map((row) => [row.locale, row.category])).toEqual([
      ['en', 1],
      ['ru', 2],
      ['el', 3],
    ]);
    // "offices" has no Russian row: the Russian project row has no category.
    expect(projects.filter((row) => row.reference === 2).map((row) => row.category)).toEqual([4, null, 5]);
  });

  it('when non-localized attributes are seeded, then every locale row has the same value', () => {
    const store = createContentStore(createTestDataset());
    const alpha = store.list(PROJECT).filter((row) => row.reference === 1);
    expect(alpha.map((row) => [row.year, row.gallery])).toEqual([
      [2021, [2, 7]],
      [2021, [2, 7]],
      [2021, [2, 7]],
    ]);
  });

  it('when a non-localized attribute differs between locales, then seeding fails', () => {
    const dataset = createTestDataset();
    dataset.collections[PROJECT].push({ $key: 'delta', locales: { en: { year: 1 }, ru: { year: 2 } } });
    expect(() => createContentStore(dataset)).toThrow(/delta: year is not localized/);
  });

  it('when the seed names an unknown attribute, media or relation key, then seeding fails clearly', () => {
    const unknownAttribute = createTestDataset();
    unknownAttribute.collections[PROJECT].push({ $key: 'x', shared: { colour: 'red' } });
    expect(() => createContentStore(unknownAttribute)).toThrow(/x: unknown attribute colour/);
    const unknownMedia = createTestDataset();
    unknownMedia.collections[PROJECT].push({ $key: 'x', shared: { cover: 'nope' } });
    expect(() => createContentStore(unknownMedia)).toThrow(/unknown media "nope"/);
    const unknownKey = createTestDataset();
    unknownKey.collections[PROJECT].push({ $key: 'x', shared: { category: 'nope' } });
    expect(() => createContentStore(unknownKey)).toThrow(
      /unknown api::project-category.project-category entry "nope"/,
    );
  });

  it('when rows are seeded, then they carry the dataset timestamp, or a fixed default', () => {
    const [row] = createContentStore(createTestDataset()).list(PROJECT);
    expect(row).toMatchObject({
      createdAt: '2025-05-05T10:00:00.000Z',
      updatedAt: '2025-05-05T10:00:00.000Z',
      publishedAt: '2025-05-05T10:00:00.000Z',
    });
    const bare: Dataset = {
      media: [],
      singles: { 'api::aside.aside': { en: { title: 'A' } } },
      collections: {},
    };
    expect(createContentStore(bare).list('api::aside.aside')[0].createdAt).toBe(DEFAULT_TIMESTAMP);
  });

  it('when localizations are asked, then they are the other locale rows of the same entry', () => {
    const store = createContentStore(createTestDataset());
    expect(ids(store.localizations(CATEGORY, 3))).toEqual(['en:1', 'ru:2']);
    expect(ids(store.localizations(CATEGORY, 4))).toEqual(['el:5']);
  });

  it('when a non-localized single is seeded, then it is one row without locale', () => {
    const [logo] = createContentStore(createTestDataset()).list('api::logo.logo');
    expect(logo).toEqual({
      id: 1,
      logo: 1,
      createdAt: '2025-05-05T10:00:00.000Z',
      updatedAt: '2025-05-05T10:00:00.000Z',
      publishedAt: '2025-05-05T10:00:00.000Z',
    });
  });

  it('when an entry has shared values only, then it has a row in every locale', () => {
    const dataset: Dataset = {
      media: [],
      singles: {},
      collections: { [CATEGORY]: [{ $key: 'a', shared: { key: 'a' } }] },
    };
    expect(ids(createContentStore(dataset).list(CATEGORY))).toEqual(['en:1', 'ru:2', 'el:3']);
  });

  it('when a collection is put among singles, then seeding says where it belongs', () => {
    const dataset: Dataset = { media: [], singles: { [PROJECT]: { en: {} } }, collections: {} };
    expect(() => createContentStore(dataset)).toThrow(
      /api::project.project is a collectionType: put it in collections/,
    );
  });
});

describe('content store writes', () => {
  const clock = () => '2030-01-01T00:00:00.000Z';

  it('when a contact request is created, then list shows it with all attributes and timestamps', () => {
    const store = createContentStore(createTestDataset(), { now: clock });
    const row = store.create(CONTACT, {
      name: 'Ann',
      email: 'ann@example.test',
      language: 'el',
      message: 'Hi',
    });
    expect(store.list(CONTACT)).toEqual([
      {
        id: 1,
        name: 'Ann',
        email: 'ann@example.test',
        phone: null,
        message: 'Hi',
        language: 'el',
        page: null,
        subject: null,
        propertyRef: null,
        viewing: null,
        requestId: null,
        createdAt: clock(),
        updatedAt: clock(),
        publishedAt: clock(),
      },
    ]);
    expect(row.id).toBe(1);
  });

  it('when a unique attribute repeats a value, then it is a 400 and nothing is stored', () => {
    const store = createContentStore(createTestDataset());
    store.create(CONTACT, { name: 'Ann', requestId: 'r-1' });
    const error = expectContentError(
      () => store.create(CONTACT, { name: 'Ann again', requestId: 'r-1' }),
      400,
      'This attribute must be unique',
    );
    expect(error.details).toEqual({
      errors: [{ path: ['requestId'], message: 'This attribute must be unique', name: 'ValidationError' }],
    });
    expect(store.list(CONTACT)).toHaveLength(1);
    const other = store.create(CONTACT, { name: 'Bob', requestId: 'r-2' });
    expectContentError(
      () => store.update(CONTACT, other.id, { requestId: 'r-1' }),
      400,
      'This attribute must be unique',
    );
    expect(store.update(CONTACT, other.id, { requestId: 'r-2', name: 'Bob B' }).name).toBe('Bob B');
  });

  it('when an entry is created with a locale, then it is a row of that locale with its own entry', () => {
    const store = createContentStore(createTestDataset());
    const row = store.create(CATEGORY, { title: 'Новое', slugId: 'new-ru', locale: 'ru' });
    expect(row).toMatchObject({ id: 6, locale: 'ru', title: 'Новое' });
    expect(store.localizations(CATEGORY, row.id)).toEqual([]);
  });

  it('when a write names an unknown attribute, then it is a 400 Invalid parameter', () => {
    const store = createContentStore(createTestDataset());
    expectContentError(
      () => store.create(CONTACT, { name: 'A', colour: 'red' }),
      400,
      'Invalid parameter colour',
    );
  });

  it('when a write has values of the wrong type, then it is a 400 with one error per field', () => {
    const store = createContentStore(createTestDataset());
    const error = expectContentError(
      () => store.create(CONTACT, { name: 5, email: 'nope' }),
      400,
      '2 errors occurred',
    );
    expect(error.details).toEqual({
      errors: [
        {
          path: ['name'],
          message: 'name must be a `string` type, but the final value was: `5`.',
          name: 'ValidationError',
        },
        { path: ['email'], message: 'email must be a valid email', name: 'ValidationError' },
      ],
    });
  });

  it('when a write gives an unknown locale, then it is a 400', () => {
    const store = createContentStore(createTestDataset());
    expectContentError(
      () => store.create(CATEGORY, { title: 'x', locale: 'de' }),
      400,
      "This locale doesn't exist",
    );
  });

  it('when a row is updated, then only the given attributes change and updatedAt moves', () => {
    const store = createContentStore(createTestDataset(), { now: clock });
    const row = store.update(PROJECT, 1, { title: 'Alpha Renamed' });
    expect(row).toMatchObject({ id: 1, title: 'Alpha Renamed', year: 2021, category: 1, updatedAt: clock() });
    expect(row.createdAt).toBe('2025-05-05T10:00:00.000Z');
  });

  it('when a non-localized attribute is updated, then the other locale rows get it too', () => {
    const store = createContentStore(createTestDataset());
    store.update(PROJECT, 2, { year: 1999, title: 'Только по-русски' });
    const alpha = store.list(PROJECT).filter((row) => row.reference === 1);
    expect(alpha.map((row) => [row.locale, row.year, row.title])).toEqual([
      ['en', 1999, 'Alpha Villa'],
      ['ru', 1999, 'Только по-русски'],
      ['el', 1999, 'Άλφα Βίλα'],
    ]);
  });

  it('when relations are written by id or with connect/disconnect, then the owning side changes', () => {
    const store = createContentStore(createTestDataset());
    expect(store.update(PROJECT, 7, { category: 2 }).category).toBe(2);
    expect(store.update(PROJECT, 7, { category: { disconnect: [2] } }).category).toBeNull();
    expect(store.update(PROJECT, 7, { category: { connect: [{ id: 2 }] } }).category).toBe(2);
    expectContentError(() => store.update(PROJECT, 7, { category: 999 }), 400, /do not exist/);
  });

  it('when the inverse side of a relation is written, then the owning side follows', () => {
    const store = createContentStore(createTestDataset());
    store.update(CATEGORY, 4, { projects: [1, 40] });
    expect(store.list(PROJECT).map((row) => [row.id, row.category])).toEqual([
      [1, 4],
      [2, 2],
      [3, 3],
      [4, null],
      [5, null],
      [6, 5],
      [7, null],
      [8, null],
      [40, 4],
    ]);
    const created = store.create(CATEGORY, { title: 'New', projects: { connect: [4] } });
    expect(store.get(PROJECT, 4)?.category).toBe(created.id);
  });

  it('when a create fails validation, then no id is used up', () => {
    const store = createContentStore(createTestDataset());
    expect(() => store.create(PROJECT, { title: 'x', cover: 999 })).toThrow(/unknown media 999/);
    expect(store.create(PROJECT, { title: 'y' }).id).toBe(41);
  });

  it('when a single type is updated by locale, then that row changes, and a missing locale is created', () => {
    const store = createContentStore(createTestDataset());
    expect(store.update(HEADER, 'el', { contactUsText: 'Γεια' })).toMatchObject({ id: 2, locale: 'el' });
    const created = store.update(HEADER, 'ru', { contactUsText: 'Связь' });
    expect(created).toMatchObject({ id: 3, locale: 'ru', contactUsText: 'Связь' });
    expect(ids(store.localizations(HEADER, 3))).toEqual(['en:1', 'el:2']);
  });

  it('when repeatable components are written back with their ids, then the ids are kept', () => {
    const store = createContentStore(createTestDataset());
    const row = store.update(HEADER, 'en', {
      menu: [
        { id: 1, title: 'Home!', href: '/en' },
        { title: 'New', href: '/en/new' },
      ],
    });
    expect(row.menu).toEqual([
      { id: 1, title: 'Home!', href: '/en' },
      { id: 4, title: 'New', href: '/en/new' },
    ]);
  });

  it('when a row id is unknown, then update is a 404', () => {
    const store = createContentStore(createTestDataset());
    expectContentError(() => store.update(PROJECT, 999, { title: 'x' }), 404);
  });

  it('when a row is removed, then it is gone and rows pointing at it lose the link', () => {
    const store = createContentStore(createTestDataset());
    expect(store.remove(CATEGORY, 1)?.id).toBe(1);
    expect(store.get(CATEGORY, 1)).toBeUndefined();
    expect(store.get(PROJECT, 1)?.category).toBeNull();
    expect(ids(store.localizations(CATEGORY, 2))).toEqual(['el:3']);
    expect(store.remove(CATEGORY, 1)).toBeUndefined();
  });

  it('when a list was taken before a write, then it does not change', () => {
    const store = createContentStore(createTestDataset());
    const before = store.list(PROJECT);
    store.update(PROJECT, 1, { title: 'Changed' });
    expect(before[0].title).toBe('Alpha Villa');
  });
});

describe('content store change events', () => {
  it('when entries are created, updated and removed, then listeners get Strapi-like events', () => {
    const store = createContentStore(createTestDataset(), { now: () => '2030-01-01T00:00:00.000Z' });
    const changes: ContentChange[] = [];
    store.onChange((change) => changes.push(change));
    store.create(CONTACT, { name: 'Ann' });
    store.update(PROJECT, 4, { title: 'Beta Tower' });
    store.remove(PROJECT, 4);
    expect(changes.map(({ event, uid, model }) => [event, uid, model])).toEqual([
      ['entry.create', CONTACT, 'contact-request'],
      ['entry.update', PROJECT, 'project'],
      ['entry.delete', PROJECT, 'project'],
    ]);
    expect(changes[1].entry).toEqual({
      id: 4,
      reference: 2,
      title: 'Beta Tower',
      location: null,
      year: 2023,
      stage: null,
      summary: null,
      description: null,
      createdAt: '2025-05-05T10:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
      publishedAt: '2025-05-05T10:00:00.000Z',
      locale: 'en',
    });
  });

  it('when a single type locale is created through update, then the event is entry.create', () => {
    const store = createContentStore(createTestDataset());
    const events: string[] = [];
    store.onChange((change) => events.push(`${change.event} ${change.entry.locale}`));
    store.update(HEADER, 'ru', { contactUsText: 'Связь' });
    expect(events).toEqual(['entry.create ru']);
  });

  it('when a listener unsubscribes, then it hears nothing more', () => {
    const store = createContentStore(createTestDataset());
    const listener = jest.fn();
    const unsubscribe = store.onChange(listener);
    unsubscribe();
    store.create(CONTACT, { name: 'Ann' });
    expect(listener).not.toHaveBeenCalled();
  });
});

import committedMap from '../../cms/config/preview-paths.json';
import {
  documentQueryFor,
  entryPath,
  localizedPath,
  previewUrl,
  templateFields,
} from '../../cms/src/lib/preview-url';
import { previewPathsUpToDate } from '../../cms/scripts/generate-preview-paths';
import { contentModel } from '../../cms/scripts/generate-schema';
import { previewPaths } from '../../src/routes/preview-paths';
import { pageRoutes } from '../../src/routes/route-table';

/** The preview handler's map (cms/config/preview-paths.json) and how it builds the site URL. */

describe('preview paths', () => {
  it('when the route table is rendered, then cms/config/preview-paths.json is what it gives (else run npm run cms:schema)', () => {
    expect(previewPathsUpToDate()).toBe(true);
    expect(previewPaths(pageRoutes)).toEqual(committedMap);
  });

  it('when an entry has its fields, then its path is filled in and localized', () => {
    const template = committedMap['api::project.project'];
    expect(templateFields(template)).toEqual(['category.slugId', 'reference']);
    expect(documentQueryFor(template)).toEqual({
      fields: ['reference'],
      populate: { category: { fields: ['slugId'] } },
    });
    const path = entryPath(template, { reference: 204, category: { slugId: 'zhilye-kompleksy' } });
    expect(localizedPath(path, 'ru')).toBe('/ru/dkg-projects/zhilye-kompleksy/204');
    expect(localizedPath(entryPath('/', {}), 'el')).toBe('/el');
    expect(localizedPath(entryPath('/about', {}), 'en')).toBe('/about');
  });

  it('when a value is missing, then the path stops at the nearest index page', () => {
    expect(entryPath('/dkg-projects/{category.slugId}/{reference}', { reference: 7, category: null })).toBe(
      '/dkg-projects',
    );
    expect(entryPath('/events/{alias}', { alias: '' })).toBe('/events');
  });

  it('when a value has reserved characters, then it is encoded', () => {
    expect(entryPath('/events/{alias}', { alias: 'a b/c' })).toBe('/events/a%20b%2Fc');
  });

  it('when the preview URL is built, then it carries the secret, the site path and the status', () => {
    const url = new URL(
      previewUrl({ siteUrl: 'https://www.example.gr', secret: 's&1', path: '/ru/events/x', status: 'draft' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.example.gr/api/preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 's&1',
      url: '/ru/events/x',
      status: 'draft',
    });
    expect(
      new URL(
        previewUrl({ siteUrl: 'https://s', secret: 'x', path: '/', status: undefined }),
      ).searchParams.get('status'),
    ).toBe('published');
  });

  it('when the map is read, then it names existing content types', () => {
    for (const uid of Object.keys(committedMap)) {
      expect([uid, uid in contentModel.contentTypes]).toEqual([uid, true]);
    }
  });
});

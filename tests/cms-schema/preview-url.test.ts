import previewPaths from '../../cms/config/preview-paths.json';
import {
  documentQueryFor,
  entryPath,
  localizedPath,
  previewUrl,
  templateFields,
} from '../../cms/src/lib/preview-url';
import { contentModel } from '../../cms/scripts/generate-schema';
import { pageRoutes } from '../../src/routes/route-table';

/** The preview handler's map (cms/config/preview-paths.js) and how it builds the site URL. */

describe('preview paths', () => {
  it('when an entry has its fields, then its path is filled in and localized', () => {
    const template = previewPaths['api::project.project'];
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

  it('when the map is read, then it names existing types and pages of the route table', () => {
    const routePaths = new Set(pageRoutes.map((route) => `/${route.path}`.replace(/\/:.*$/, '')));
    for (const [uid, template] of Object.entries(previewPaths)) {
      expect([uid, uid in contentModel.contentTypes]).toEqual([uid, true]);
      const index = template.replace(/\/\{.*$/, '') || '/';
      expect([uid, routePaths.has(index === '/' ? '/' : index)]).toEqual([uid, true]);
    }
  });
});

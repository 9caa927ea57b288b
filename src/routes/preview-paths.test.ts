import { previewPaths } from './preview-paths';
import { pageRoutes, type PageRoute } from './route-table';

const about = pageRoutes.find((entry) => entry.name === 'about')!;
const entry = (name: string, path: string, extra: Partial<PageRoute>): PageRoute => ({
  ...about,
  name,
  path,
  preview: undefined,
  ...extra,
});

describe('the preview map of a route table', () => {
  it("when routes declare previews, then each type's path is its route's, with the entry's fields as parameters", () => {
    const map = previewPaths(pageRoutes);
    expect(map['api::home-page.home-page']).toBe('/');
    expect(map['api::page-about.page-about']).toBe('/about');
    expect(map['api::property.property']).toBe('/properties/{reference}');
    expect(map['api::project.project']).toBe('/dkg-projects/{category.slugId}/{reference}');
    // An optional parameter without a field is left out.
    expect(map['api::project-category.project-category']).toBe('/dkg-projects/{slugId}');
    // A fixed parameter is a parameter of the preview.
    expect(map['api::service.service']).toBe('/services/{slug}');
  });

  it('when a parameter of the route has no field, or a field names no parameter, then the map is refused', () => {
    expect(() =>
      previewPaths([entry('news-slug', 'news/:slug', { preview: { 'api::news.news': {} } })]),
    ).toThrow('The preview of api::news.news on the route news-slug names no field for :slug');
    expect(() =>
      previewPaths([entry('news', 'news', { preview: { 'api::news.news': { slug: 'slug' } } })]),
    ).toThrow('The route news has no parameter slug');
  });

  it('when two routes preview one type on different paths, then the map is refused', () => {
    const routes = [
      entry('news', 'news', { preview: { 'api::news.news': {} } }),
      entry('news-slug', 'news/:slug', { preview: { 'api::news.news': { slug: 'slug' } } }),
    ];
    expect(() => previewPaths(routes)).toThrow(
      'api::news.news previews on two paths: /news and /news/{slug}',
    );
  });
});

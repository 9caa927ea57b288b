import { parse } from 'qs';
import { projectCategoriesRequest } from './project-categories.server';
import { projectCategoryLocalesRequest } from './project-category-locales.server';
import { projectsRequest } from './projects.server';
import { siteIndexRequest } from './site-index.server';

/**
 * The specification's fields of a project category. A CMS may have nothing more: a query that names
 * another field (in `fields`, `sort` or `filters`) would be refused with a 400, and the page with it.
 */
const CATEGORY_FIELDS = new Set(['id', 'title', 'slugId', 'projects', 'locale', 'localizations']);

/** Every attribute a query names for the entries it asks for, and for those of a populated relation. */
function namedFields(url: string, relation?: string): string[] {
  const query = parse(url.split('?')[1] ?? '', { depth: 10 }) as Record<string, unknown>;
  const scope =
    (relation ? (query.populate as Record<string, Record<string, unknown>>)?.[relation] : query) ?? {};
  const fields = Object.values((scope.fields as Record<string, string>) ?? {});
  const sort = Object.values((scope.sort as Record<string, string>) ?? {}).map(
    (entry) => entry.split(':')[0],
  );
  const filters = Object.keys((scope.filters as Record<string, unknown>) ?? {});
  return [...fields, ...sort, ...filters];
}

describe('queries about project categories', () => {
  it.each([
    ['the projects menu', projectCategoriesRequest('ru').url, undefined],
    ['the category slugs of every locale', projectCategoryLocalesRequest('el').url, undefined],
    ['the sitemap index of categories', siteIndexRequest('project-categories', 'en').url, undefined],
    ['the sitemap index of projects', siteIndexRequest('projects', 'en').url, 'category'],
    ['the projects listing', projectsRequest('en').url, 'category'],
  ])('when %s is asked for, then it names only the fields every category has', (_what, url, relation) => {
    for (const field of namedFields(url, relation)) expect(CATEGORY_FIELDS).toContain(field);
  });
});

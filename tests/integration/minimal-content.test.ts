import request from 'supertest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { href } from '../../src/navigation/href';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

/**
 * A CMS whose project categories hold only the specification's fields (id, title, slugId, projects):
 * what a Strapi without i18n on that type, or a stricter token, answers. The content service here is
 * the demo one; the answers of /api/project-categories lose every other attribute on the way.
 */
const SPECIFIED = new Set(['title', 'slugId', 'projects']);

type Row = { id: number; attributes: Record<string, unknown> };

function onlySpecified(body: unknown): unknown {
  const answer = body as { data?: Row[] };
  if (!Array.isArray(answer.data)) return body;
  return {
    ...answer,
    data: answer.data.map((row) => ({
      id: row.id,
      attributes: Object.fromEntries(Object.entries(row.attributes).filter(([name]) => SPECIFIED.has(name))),
    })),
  };
}

const categories = demoDataset().collections['api::project-category.project-category'];
const slugOf = (locale: Locale) => String(categories[0].locales?.[locale]?.slugId);

let site: TestSite;
let stripped = 0;

beforeAll(async () => {
  site = await startTestSite({
    wrapContentFetch: (upstream) => async (url, options) => {
      const body = await upstream(url, options);
      if (!url.startsWith('/api/project-categories')) return body;
      stripped += 1;
      return onlySpecified(body);
    },
  });
});

afterAll(() => site.close());

describe.each(LOCALES)('project categories with only their specified fields, in %s', (locale) => {
  it('when a category page is asked for, then it is served in the request’s locale, never a 503', async () => {
    const before = stripped;
    const response = await request(site.app).get(
      href('dkg-projects-category-id', { category: slugOf(locale) }, locale),
    );
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<html lang="${locale}"`);
    expect(response.text).toContain(String(categories[0].locales?.[locale]?.title));
    expect(stripped).toBeGreaterThan(before);
  });
});

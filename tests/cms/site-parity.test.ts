import { LOCALES } from '../../src/i18n/locales';
import { httpFetch } from './support/cms';
import { fetchPage, sitemapPaths } from './support/page-text';
import { stack } from './support/stack';

/** The site on Strapi 5 shows what the site on the embedded emulator shows, page by page. */

const CONCURRENCY = 4;

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

/** Where two texts part, with a little context, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  let index = 0;
  while (index < expected.length && expected[index] === actual[index]) index += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 80));
  return `at ${index}: emulator ${around(expected)} / strapi ${around(actual)}`;
}

describe('the site on Strapi 5', () => {
  let emulatorPaths: string[];

  beforeAll(async () => {
    const { emulatorSiteUrl } = stack();
    const sitemap = await httpFetch(`${emulatorSiteUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    emulatorPaths = sitemapPaths(await sitemap.text());
  });

  it('when the sitemaps are compared, then the site on Strapi lists the same pages in all three locales', async () => {
    const { siteUrl } = stack();
    const response = await httpFetch(`${siteUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const strapiPaths = sitemapPaths(await response.text());
    expect([...strapiPaths].sort()).toEqual([...emulatorPaths].sort());
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      expect(
        emulatorPaths.filter((path) => path.startsWith(`/${locale}/`) || path === `/${locale}`).length,
      ).toBeGreaterThan(20);
    }
  });

  it('when every sitemap page is fetched, then each answers 200 with the visible text of the emulator site', async () => {
    const { siteUrl, emulatorSiteUrl } = stack();
    const problems = (
      await mapLimited(emulatorPaths, CONCURRENCY, async (path) => {
        const [reference, page] = await Promise.all([
          fetchPage(`${emulatorSiteUrl}${path}`),
          fetchPage(`${siteUrl}${path}`),
        ]);
        if (reference.status !== 200) return `${path}: the emulator site answered ${reference.status}`;
        if (page.status !== 200) return `${path}: answered ${page.status}`;
        if (!reference.text) return `${path}: the emulator page has no <main> text`;
        if (page.text !== reference.text)
          return `${path}: text differs ${firstDifference(reference.text, page.text)}`;
        return undefined;
      })
    ).filter((problem): problem is string => problem !== undefined);
    expect(emulatorPaths.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

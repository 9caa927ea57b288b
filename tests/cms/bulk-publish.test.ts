import { createDemoDataset } from '@dkg/demo-content';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localizePath, paths } from '../../src/navigation/paths';
import { waitFor } from '../support/wait-for';
import { cmsRequest, httpFetch } from './support/cms';
import { fetchPage } from './support/page-text';
import { stack } from './support/stack';

/**
 * Several entries published together from the admin's list (its bulk Publish, the content manager's
 * bulkPublish with every locale): each entry's page in each locale and the listings show the new
 * texts, and the page cache renders each affected page once for them.
 */

type Values = Record<string, unknown>;
const DEADLINE_MS = 20_000;
const COUNT = 3;

async function renders(): Promise<number> {
  const metrics = await (await httpFetch(`${stack().siteUrl}/metrics`)).text();
  return [...metrics.matchAll(/^page_renders_total\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

/** The renders the site has queued in the background and not done yet. */
async function pendingRenders(): Promise<number> {
  const metrics = await (await httpFetch(`${stack().siteUrl}/metrics`)).text();
  return Number(/^background_renders_pending (\d+)/m.exec(metrics)?.[1] ?? NaN);
}

async function pageText(path: string): Promise<string> {
  const page = await fetchPage(`${stack().siteUrl}${path}`);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return page.text;
}

describe('publishing several entries at once', () => {
  const events = createDemoDataset().collections['api::event.event'].slice(0, COUNT);
  const aliases = events.map((event) => String(event.shared?.alias));
  const titleOf = (index: number, locale: Locale) =>
    String((events[index].locales?.[locale] as Values).title);
  let documentIds: string[];

  beforeAll(async () => {
    const { cmsUrl, access } = stack();
    documentIds = [];
    for (const alias of aliases) {
      const answer = await cmsRequest<{ data: Values[] }>(
        cmsUrl,
        access.fullToken,
        'GET',
        `/api/events?filters[alias][$eq]=${alias}&locale=en&fields[0]=alias`,
      );
      documentIds.push(String(answer.data[0].documentId));
    }
  });

  afterAll(async () => {
    const { cmsUrl, access } = stack();
    for (const [index, documentId] of documentIds.entries()) {
      for (const locale of LOCALES) {
        await cmsRequest(cmsUrl, access.fullToken, 'PUT', `/api/events/${documentId}?locale=${locale}`, {
          data: { title: titleOf(index, locale) },
        });
      }
    }
  });

  it('when three events are published together in every locale, then every page shows them, and once the background renders are done nothing is rendered again', async () => {
    const { cmsUrl, access } = stack();
    const mark = `bulk ${Date.now()}`;
    const pages = [
      ...LOCALES.flatMap((locale) => aliases.map((alias) => localizePath(paths.event(alias), locale))),
      ...LOCALES.map((locale) => localizePath('/events', locale)),
    ];
    // Every page in the page cache, so that only the publication can change them.
    for (const path of pages) await pageText(path);
    for (const [index, documentId] of documentIds.entries()) {
      for (const locale of LOCALES) {
        await cmsRequest(
          cmsUrl,
          access.fullToken,
          'PUT',
          `/api/events/${documentId}?locale=${locale}&status=draft`,
          { data: { title: `${titleOf(index, locale)} (${mark})` } },
        );
      }
    }
    for (const path of pages) expect(await pageText(path)).not.toContain(mark);
    const rendersBefore = await renders();

    const started = Date.now();
    await cmsRequest(
      cmsUrl,
      access.adminJwt,
      'POST',
      '/content-manager/collection-types/api::event.event/actions/bulkPublish',
      { documentIds, locale: [...LOCALES] },
    );
    const latencies: number[] = [];
    await Promise.all(
      LOCALES.flatMap((locale) =>
        aliases.map(async (alias, index) => {
          const expected = `${titleOf(index, locale)} (${mark})`;
          await waitFor(
            `${locale} ${alias} showing the bulk publication`,
            async () =>
              (await pageText(localizePath(paths.event(alias), locale))).includes(expected) &&
              (await pageText(localizePath('/events', locale))).includes(expected),
            { timeoutMs: DEADLINE_MS, intervalMs: 50 },
          );
          latencies.push(Date.now() - started);
        }),
      ),
    );
    const rendered = (await renders()) - rendersBefore;
    process.stdout.write(
      `[cms suite] bulk publish of ${COUNT} events × ${LOCALES.length} locales: live in max ${Math.max(...latencies)} ms; ` +
        `${rendered} renders for ${pages.length} pages\n`,
    );
    expect(latencies).toHaveLength(COUNT * LOCALES.length);
    // Once every page is live and the background renders the publication queued (other pages that
    // list events too) are done, asking again renders nothing more: no page was left outdated.
    await waitFor('the background renders done', async () => (await pendingRenders()) === 0, {
      timeoutMs: DEADLINE_MS,
      intervalMs: 50,
    });
    const settled = await renders();
    for (const path of pages) await pageText(path);
    expect((await renders()) - settled).toBe(0);
  });
});

import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { waitFor } from '../support/wait-for';
import { adminNotice, editorsShot, logIn } from './support/admin-panel';
import { cmsRequest, httpFetch } from './support/cms';
import { fetchPage, mainText, sitemapPaths } from './support/page-text';
import { adminPanelBuilt, stack } from './support/stack';

/**
 * Old addresses, as an editor meets them in the admin panel: an event renamed in Russian keeps its
 * old Russian address working (a redirect recorded by the publication, shown in the Redirect list),
 * a redirect that would loop is refused as it is saved, one added by hand works and goes when it is
 * removed, and an entry taken off the site answers 410. Screenshots for docs/editors.md.
 */

type Values = Record<string, unknown>;

/** The bar is 2 s from the publication (reported below); the wait is generous for a loaded machine. */
const LIVE_WITHIN_MS = 20_000;

let browser: Browser;
let page: Page;
const latencies: Record<string, number> = {};

const shot = (name: string) => editorsShot(page, name);

const confirmation = (text: RegExp) => adminNotice(page, text);

/** What the site answers for a path, without following a redirect. */
async function answerOf(pagePath: string): Promise<{ status: number; location: string | null }> {
  const answer = await httpFetch(`${stack().siteUrl}${pagePath}`, { redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get('location') };
}

async function untilAnswered(
  what: string,
  pagePath: string,
  check: (answer: { status: number; location: string | null }) => boolean,
  since: number,
) {
  await waitFor(what, async () => check(await answerOf(pagePath)), {
    timeoutMs: LIVE_WITHIN_MS,
    intervalMs: 50,
  });
  latencies[what] = Date.now() - since;
}

async function redirectsInCms(): Promise<Values[]> {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    '/api/redirects?pagination[pageSize]=100&sort=id:asc',
  );
  return answer.data;
}

async function eventOf(locale: string): Promise<Values> {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/events?locale=${locale}&sort=date:asc&pagination[pageSize]=1`,
  );
  return answer.data[0];
}

/** Fills the Redirect type's create form and saves it. */
async function addRedirect(from: string, to: string, answer: string) {
  const { cmsUrl } = stack();
  await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::redirect.redirect/create`);
  await page.getByLabel('From (old address)').fill(from);
  await page.getByLabel('To (where it leads now)').fill(to);
  await page.getByRole('combobox', { name: 'Answer' }).click();
  await page.getByRole('option', { name: answer }).click();
  await page.getByRole('button', { name: 'Save' }).click();
}

beforeAll(async () => {
  if (!adminPanelBuilt())
    throw new Error('The admin panel is not built: npm run cms:build (npm run test:cms does)');
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page.setDefaultTimeout(60_000);
  await logIn(page, stack().cmsUrl);
});

afterAll(async () => {
  await browser?.close();
  process.stdout.write(`[cms suite] redirects, published to answered (ms): ${JSON.stringify(latencies)}\n`);
});

describe('old addresses in the admin panel', () => {
  let oldAlias = '';
  let newAlias = '';
  let documentId = '';
  const before: Record<string, string> = {};

  it('when an event’s alias is renamed in Russian and published, then its old Russian address redirects to the new one and the English and Greek pages do not change', async () => {
    const { cmsUrl } = stack();
    const event = await eventOf('ru');
    documentId = String(event.documentId);
    oldAlias = String(event.alias);
    newAlias = `${oldAlias}-moved`;
    for (const locale of ['en', 'el']) {
      const fetched = await fetchPage(
        `${stack().siteUrl}/${locale === 'en' ? '' : `${locale}/`}events/${oldAlias}`,
      );
      expect([locale, fetched.status]).toEqual([locale, 200]);
      before[locale] = mainText(fetched.html);
    }
    expect((await answerOf(`/ru/events/${oldAlias}`)).status).toBe(200);

    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::event.event/${documentId}?plugins[i18n][locale]=ru`,
    );
    const alias = page.getByLabel('Address (alias)');
    await alias.waitFor();
    await alias.fill(newAlias);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmation(/Saved document|Saved/);
    const published = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmation(/Published document|Published/);
    await untilAnswered(
      'the old Russian address redirected',
      `/ru/events/${oldAlias}`,
      (answer) => answer.status === 301 && answer.location === `/ru/events/${newAlias}`,
      published,
    );
    expect((await answerOf(`/ru/events/${newAlias}`)).status).toBe(200);
    for (const locale of ['en', 'el']) {
      const fetched = await fetchPage(
        `${stack().siteUrl}/${locale === 'en' ? '' : `${locale}/`}events/${oldAlias}`,
      );
      expect([locale, fetched.status, mainText(fetched.html)]).toEqual([locale, 200, before[locale]]);
    }
    const sitemap = sitemapPaths(await (await httpFetch(`${stack().siteUrl}/sitemap.xml`)).text());
    expect(sitemap).toContain(`/ru/events/${newAlias}`);
    expect(sitemap).not.toContain(`/ru/events/${oldAlias}`);
  });

  it('when the editor opens the Redirect list, then the recorded redirect is there, by its label', async () => {
    const { cmsUrl } = stack();
    expect(await redirectsInCms()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: `/ru/events/${oldAlias}`,
          to: `/ru/events/${newAlias}`,
          kind: 'permanent',
        }),
      ]),
    );
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::redirect.redirect`);
    await page.getByRole('row').nth(1).waitFor();
    const row = page.getByRole('row').filter({ hasText: `/ru/events/${oldAlias}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('Permanent (301)');
    await shot('11-redirect-list');
  });

  it('when the editor adds a redirect that would loop, then saving it is refused with the loop named', async () => {
    await addRedirect(`/ru/events/${newAlias}`, `/ru/events/${oldAlias}`, 'Permanent (301)');
    await page
      .getByText(/would make a loop/)
      .first()
      .waitFor();
    await shot('12-redirect-loop-refused');
    expect((await redirectsInCms()).filter((redirect) => redirect.from === `/ru/events/${newAlias}`)).toEqual(
      [],
    );
    expect((await answerOf(`/ru/events/${newAlias}`)).status).toBe(200);
  });

  it('when the editor adds a temporary redirect and later removes it, then the address redirects and then answers as before', async () => {
    await addRedirect('/ru/spring-offer/', '/ru/properties/1001', 'Temporary (302)');
    await confirmation(/Saved document|Saved/);
    const since = Date.now();
    await untilAnswered(
      'a redirect added by hand answered',
      '/ru/spring-offer',
      (answer) => answer.status === 302 && answer.location === '/ru/properties/1001',
      since,
    );
    await shot('13-redirect-added');
    await page.getByRole('button', { name: /More actions|More document actions/ }).click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await confirmation(/Deleted document|Deleted/);
    await untilAnswered(
      'a removed redirect gone',
      '/ru/spring-offer',
      (answer) => answer.status === 404,
      Date.now(),
    );
  });

  it('when the event is unpublished in Russian, then its Russian addresses answer 410, and publishing it again brings them back', async () => {
    const { cmsUrl } = stack();
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::event.event/${documentId}?plugins[i18n][locale]=ru`,
    );
    await page.getByLabel('Address (alias)').waitFor();
    // The panel's menu (Publish's neighbour), not the header's "More actions".
    await page.getByRole('button', { name: 'More document actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Unpublish', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    if (await confirm.isVisible()) await confirm.click();
    await confirmation(/Unpublished document|Unpublished/);
    const since = Date.now();
    await untilAnswered(
      'the unpublished address gone',
      `/ru/events/${newAlias}`,
      (answer) => answer.status === 410,
      since,
    );
    expect((await answerOf(`/ru/events/${oldAlias}`)).status).toBe(410);
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmation(/Published document|Published/);
    await untilAnswered(
      'the republished address back',
      `/ru/events/${newAlias}`,
      (answer) => answer.status === 200,
      Date.now(),
    );
    expect(await answerOf(`/ru/events/${oldAlias}`)).toEqual({
      status: 301,
      location: `/ru/events/${newAlias}`,
    });
  });
});

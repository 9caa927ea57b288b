import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import enumLabels from '../../cms/src/admin/enum-labels.json';
import { launchBrowser, recordConsole, type ConsoleLog } from '../support/browser';
import { waitFor } from '../support/wait-for';
import { adminNotice, editorsShot, logIn } from './support/admin-panel';
import { cmsRequest, httpFetch } from './support/cms';
import { fetchPage, mainText, sitemapPaths } from './support/page-text';
import { adminPanelBuilt, stack, uploadsDir } from './support/stack';

/**
 * An editor's journey through the built admin panel (npm run cms:build), in Chromium: log in, edit and
 * publish a property in Russian, preview a draft, create and publish an event with a picture uploaded
 * to the media library, read an enquiry. The screenshots are those of docs/editors.md.
 */

type Values = Record<string, unknown>;
interface Property {
  documentId: string;
  reference: number;
  type: string;
  availability: string;
  region: string;
  price: number;
  yearBuilt: number;
}

/** The admin's language in this journey: English (the browser's, and Strapi's default). */
const ADMIN_LABELS: Record<string, string> = enumLabels.en;
/** An integer as the admin's English writes a count or a price: grouped by thousands. */
const grouped = (value: number) => new Intl.NumberFormat('en').format(value);

/** How long a published change may take to show on the site: the bar is 2 s, the wait is generous. */
const LIVE_WITHIN_MS = 20_000;

let browser: Browser;
let page: Page;
let log: ConsoleLog;
const outside: string[] = [];
const failedCalls: string[] = [];
const latencies: Record<string, number> = {};

const shot = (name: string) => editorsShot(page, name);

async function documentIdOf(plural: string, filter: string, locale = 'en') {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Values[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/${plural}?${filter}&locale=${locale}`,
  );
  return String(answer.data[0].documentId);
}

/** A property as the REST API answers it (the published one, or the draft). */
async function propertyOf(reference: number, locale: string, status: 'published' | 'draft' = 'published') {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Property[] }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/properties?filters[reference][$eq]=${reference}&locale=${locale}&status=${status}`,
  );
  return answer.data[0];
}

/** The cells of every row of the list view on screen, as the editor reads them. */
async function listedRows() {
  return page
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );
}

/** Waits until a site page's main text passes a check; answers how long it took from `since`. */
async function liveOnSite(what: string, pagePath: string, check: (text: string) => boolean, since: number) {
  const { siteUrl } = stack();
  await waitFor(
    what,
    async () => {
      const fetched = await fetchPage(`${siteUrl}${pagePath}`);
      return fetched.status === 200 && check(mainText(fetched.html));
    },
    { timeoutMs: LIVE_WITHIN_MS, intervalMs: 50 },
  );
  latencies[what] = Date.now() - since;
}

const confirmation = (text: RegExp) => adminNotice(page, text);

beforeAll(async () => {
  if (!adminPanelBuilt())
    throw new Error('The admin panel is not built: npm run cms:build (npm run test:cms does)');
  const { cmsUrl } = stack();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  page.setDefaultTimeout(60_000);
  log = recordConsole(page);
  const siteOrigin = new URL(stack().siteUrl).origin;
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const origin = new URL(url).origin;
    if (origin !== cmsUrl && origin !== siteOrigin) outside.push(url);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(cmsUrl))
      failedCalls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
});

afterAll(async () => {
  await browser?.close();
  process.stdout.write(`[cms suite] admin journey, published to live (ms): ${JSON.stringify(latencies)}\n`);
});

describe('an editor in the admin panel', () => {
  it('when the editor logs in, then the admin opens', async () => {
    const { cmsUrl } = stack();
    await logIn(page, cmsUrl, () => shot('01-login'));
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
  });

  it('when a property is changed in Russian and published, then the Russian page shows it and the others do not change', async () => {
    const { cmsUrl } = stack();
    const documentId = await documentIdOf('properties', 'filters[reference][$eq]=1001');
    const propertyPath = (locale: string) => `${locale === 'en' ? '' : `/${locale}`}/properties/1001`;
    const before: Record<string, string> = {};
    for (const locale of ['en', 'el'])
      before[locale] = mainText((await fetchPage(`${stack().siteUrl}${propertyPath(locale)}`)).html);

    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::property.property?plugins[i18n][locale]=ru`,
    );
    await page.getByRole('row').nth(1).waitFor();
    // The list: the reference as digits, the enumerations by their labels, the price grouped.
    const property = await propertyOf(1001, 'ru');
    const reference = String(property.reference);
    const row = (await listedRows()).find(
      (cells) => cells.includes(reference) || cells.includes(grouped(property.reference)),
    );
    expect(row).toEqual(
      expect.arrayContaining([
        reference,
        ADMIN_LABELS[property.type],
        ADMIN_LABELS[property.availability],
        ADMIN_LABELS[property.region],
        grouped(property.price),
      ]),
    );
    for (const value of [property.type, property.availability, property.region])
      expect(row).not.toContain(value);
    await shot('02-property-list');
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::property.property/${documentId}?plugins[i18n][locale]=ru`,
    );
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    // The edit view: the reference and the year as digits, the enumerations by their labels.
    expect(await page.getByLabel('Reference number').inputValue()).toBe(reference);
    expect(await page.getByLabel('Year built').inputValue()).toBe(String(property.yearBuilt));
    for (const [label, value] of [
      ['Property type', property.type],
      ['Region', property.region],
      ['Availability', property.availability],
    ]) {
      const shown = (await page.getByRole('combobox', { name: label }).innerText()).trim();
      expect([label, shown]).toEqual([label, ADMIN_LABELS[value]]);
    }
    const newTitle = `Вилла у моря — обновлено ${Date.now()}`;
    await title.fill(newTitle);
    await page.getByRole('combobox', { name: 'Availability' }).click();
    await page.getByRole('option', { name: 'Reserved' }).click();
    await shot('03-property-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmation(/Saved document|Saved/);
    const published = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmation(/Published document|Published/);
    await liveOnSite(
      'the ru page with the new title and availability',
      propertyPath('ru'),
      (text) => text.includes(newTitle) && text.includes('Забронирован'),
      published,
    );
    // Chosen by its label, stored as its value; the numbers stay numbers.
    expect(await propertyOf(1001, 'ru')).toMatchObject({
      availability: 'reserved',
      reference: property.reference,
      yearBuilt: property.yearBuilt,
      price: property.price,
    });
    for (const locale of ['en', 'el']) {
      const text = mainText((await fetchPage(`${stack().siteUrl}${propertyPath(locale)}`)).html);
      expect(text).not.toContain(newTitle);
      expect(text.split('\n').slice(0, 3)).toEqual(before[locale].split('\n').slice(0, 3));
    }
  });

  it('when a change is saved without publishing, then the preview shows the draft and the public page does not', async () => {
    const { cmsUrl, siteUrl } = stack();
    const documentId = await documentIdOf('properties', 'filters[reference][$eq]=1002');
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::property.property/${documentId}?plugins[i18n][locale]=en`,
    );
    const draftTitle = `Draft title ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(draftTitle);
    // A year typed (or pasted) with a separator is stored as its number.
    const { yearBuilt } = await propertyOf(1002, 'en');
    const newYear = yearBuilt + 1;
    await page.getByLabel('Year built').fill(grouped(newYear));
    expect(await page.getByLabel('Year built').inputValue()).toBe(String(newYear));
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmation(/Saved document|Saved/);
    expect(await propertyOf(1002, 'en', 'draft')).toMatchObject({ reference: 1002, yearBuilt: newYear });
    expect((await propertyOf(1002, 'en')).yearBuilt).toBe(yearBuilt);
    await page.getByRole('link', { name: /Open preview/ }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByText(draftTitle).first().waitFor();
    await shot('04-preview-draft');
    await page.getByRole('tab', { name: /Published/ }).click();
    await frame.locator('main').first().waitFor();
    expect(await frame.getByText(draftTitle).count()).toBe(0);
    await shot('05-preview-published');
    expect(mainText((await fetchPage(`${siteUrl}/properties/1002`)).html)).not.toContain(draftTitle);
  });

  it('when a new event with a picture from the media library is published, then it is on its listing, its page and the sitemap', async () => {
    const { cmsUrl, siteUrl } = stack();
    const alias = `open-day-${Date.now()}`;
    const title = `Open day at the harbour ${alias.slice(-5)}`;
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::event.event/create?plugins[i18n][locale]=en`,
    );
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Address (alias)').fill(alias);
    await page.getByLabel('Summary').fill('Visit the finished apartments with our engineers.');
    // The cover: a new picture through the media library.
    await page
      .getByText(/Click to add an asset|drag and drop/i)
      .first()
      .click();
    await page.getByRole('button', { name: 'Add more assets' }).click();
    await page.getByRole('tab', { name: 'From computer' }).click();
    // The largest demo picture, as an editor would upload a photograph.
    const picture = fs
      .readdirSync(uploadsDir())
      .filter((name) => name.endsWith('.webp'))
      .map((name) => ({ name, size: fs.statSync(path.join(uploadsDir(), name)).size }))
      .sort((a, b) => b.size - a.size)[0].name;
    await page.locator('input[type=file]').first().setInputFiles(path.join(uploadsDir(), picture));
    const upload = page.getByRole('button', { name: /Upload .*asset/ });
    await upload.waitFor();
    await shot('06-media-upload');
    await upload.click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await shot('07-event-create');
    const published = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmation(/Published document|Published/);
    await liveOnSite(
      'the new event on the events listing',
      '/events',
      (text) => text.includes(title),
      published,
    );
    await liveOnSite(
      'the new event on its own page',
      `/events/${alias}`,
      (text) => text.includes(title),
      published,
    );
    await waitFor(
      'the new event in the sitemap',
      async () => {
        const xml = await (await httpFetch(`${siteUrl}/sitemap.xml`)).text();
        return sitemapPaths(xml).includes(`/events/${alias}`);
      },
      { timeoutMs: LIVE_WITHIN_MS, intervalMs: 100 },
    );
    latencies['the new event in the sitemap'] = Date.now() - published;
    // The uploaded cover, in the sizes Strapi made of it (React writes the attribute `srcSet`).
    const cover = /<img class="catalogue-cover__image"[^>]+srcset="[^"]*\/uploads\/[^"]+ \d+w/i;
    await waitFor(
      'the cover of the new event with a srcset',
      async () => cover.test((await fetchPage(`${siteUrl}/events/${alias}`)).html),
      { timeoutMs: LIVE_WITHIN_MS, intervalMs: 100 },
    );
    latencies['the cover of the new event with a srcset'] = Date.now() - published;
    const eventPage = await fetchPage(`${siteUrl}/events/${alias}`);
    expect(eventPage.html).toContain(title);
    expect(eventPage.html).toMatch(cover);
  });

  it('when a visitor sends the contact form, then the enquiry is in the admin list', async () => {
    const { cmsUrl, siteUrl } = stack();
    const name = `Eleni Georgiou ${Date.now()}`;
    const sent = await httpFetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: 'Eleni Georgiou',
        email: `eleni.${Date.now()}@example.com`,
        message: `${name}: I would like to see the villa in Crete.`,
        locale: 'el',
        page: '/el/properties/1001',
      }),
    });
    expect(sent.status).toBe(202);
    const list = `${cmsUrl}/admin/content-manager/collection-types/api::contact-request.contact-request`;
    await waitFor(
      'the enquiry in the admin list',
      async () => {
        await page.goto(list);
        await page.getByRole('row').nth(1).waitFor();
        return (await page.getByText(name).count()) > 0;
      },
      { timeoutMs: 60_000, intervalMs: 1000 },
    );
    await shot('08-enquiries');
    const header = (await page.getByRole('row').first().innerText()).toLowerCase();
    for (const column of ['Received', 'Language', 'Sent from page', 'Message'])
      expect(header).toContain(column.toLowerCase());
    // Typed in by hand, an enquiry is refused (Super Admins see the button; the server says no).
    const { access } = stack();
    const typed = await httpFetch(
      `${cmsUrl}/content-manager/collection-types/api::contact-request.contact-request`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access.adminJwt}` },
        body: JSON.stringify({ name: 'Typed by hand', email: 'hand@example.test', message: 'x' }),
      },
    );
    expect(typed.status).toBe(403);
  });

  it('when the journey is over, then the admin threw nothing, called no outside service and missed no call', () => {
    expect(log.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    expect(outside).toEqual([]);
    expect(failedCalls).toEqual([]);
  });
});

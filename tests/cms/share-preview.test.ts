import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { documentTitle, SEO_LIMITS } from '@dkg/content-model';
import { launchBrowser, recordConsole, type ConsoleLog } from '../support/browser';
import { cmsRequest, httpFetch, root, TEST_ADMIN } from './support/cms';
import { fetchPage } from './support/page-text';
import { adminPanelBuilt, stack } from './support/stack';

/**
 * The panel "Search and sharing" of the built admin panel (npm run cms:build), in Chromium: a property
 * opened in Russian shows itself as a search result and as a shared link, as the site does, and both
 * change as the editor types, with the counters against the search engines' limits. Its screenshots
 * are those of docs/editors.md. Nothing is saved.
 */

const SCREENSHOT = path.join(root, 'docs/editors/09-search-and-sharing.png');
const FIELDS_SCREENSHOT = path.join(root, 'docs/editors/10-seo-fields.png');

let browser: Browser;
let page: Page;
let log: ConsoleLog;

/** The property as the REST API answers it, its draft in a language. */
async function property(reference: number, locale: string) {
  const { cmsUrl, access } = stack();
  const answer = await cmsRequest<{ data: Array<Record<string, unknown>> }>(
    cmsUrl,
    access.fullToken,
    'GET',
    `/api/properties?filters[reference][$eq]=${reference}&locale=${locale}&status=draft&populate[cover]=true&populate[seo]=true`,
  );
  return answer.data[0];
}

/** The width and height of a picture, read from its bytes. */
async function pictureSize(url: string) {
  const response = await httpFetch(url);
  expect([url, response.status]).toEqual([url, 200]);
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height, format };
}

const panel = () => page.locator('[data-share-panel]');
const searchTitle = () => panel().locator('[data-share-preview="search"] [data-share-title]');
const counter = (name: string) => panel().locator(`[data-share-counter="${name}"]`);

beforeAll(async () => {
  if (!adminPanelBuilt())
    throw new Error('The admin panel is not built: npm run cms:build (npm run test:cms does)');
  fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, locale: 'en-GB' });
  page.setDefaultTimeout(60_000);
  log = recordConsole(page);
  const { cmsUrl } = stack();
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel('Password').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/?$/);
});

afterAll(async () => {
  await browser?.close();
});

describe('the panel “Search and sharing” of an entry', () => {
  it('when a property is opened in Russian, then it shows its search result and shared link from the fallbacks, and they follow what the editor types', async () => {
    const { cmsUrl } = stack();
    const villa = await property(1001, 'ru');
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::property.property/${String(villa.documentId)}?plugins[i18n][locale]=ru`,
    );
    await panel().waitFor();
    const banner = page.getByRole('button', { name: 'Close the banner.' });
    if (await banner.isVisible()) await banner.click();

    // Its SEO fields are empty: the title is the property's with its number, the Russian way.
    const fallback = `${String(villa.title)} — объект № 1001`;
    await expect(searchTitle().innerText()).resolves.toBe(documentTitle(fallback));
    const link = panel().locator('[data-share-preview="link"]');
    await expect(link.innerText()).resolves.toContain(fallback);
    expect(await link.getAttribute('lang')).toBe('ru');
    await expect(panel().innerText()).resolves.toContain('from the entry (the SEO field is empty)');
    const overBefore = documentTitle(fallback).length > SEO_LIMITS.title;
    expect(await counter('title').getAttribute('data-over')).toBe(String(overBefore));
    await expect(counter('title').innerText()).resolves.toContain(
      `Title: ${documentTitle(fallback).length} of ${SEO_LIMITS.title} characters`,
    );

    // The card's picture is the cover's share crop, which the CMS made at upload: 1200×630.
    const picture = await link.locator('img').getAttribute('src');
    expect(picture).toMatch(/\/uploads\/share_[^/]+\.jpg$/);
    await expect(pictureSize(new URL(picture!, cmsUrl).href)).resolves.toEqual({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });

    // The editor writes an SEO title: both previews and the counter follow at once.
    const seoTitle = page.getByLabel('Title for search engines');
    await seoTitle.scrollIntoViewIfNeeded();
    const typed = 'Вилла с бассейном у моря в Лагониси | DKG';
    await seoTitle.fill(typed);
    await expect(searchTitle().innerText()).resolves.toBe(typed);
    await expect(link.innerText()).resolves.toContain(typed);
    await expect(counter('title').innerText()).resolves.toContain(
      `Title: ${typed.length} of ${SEO_LIMITS.title} characters`,
    );
    expect(await counter('title').getAttribute('data-over')).toBe('false');
    await expect(panel().innerText()).resolves.toContain('from the SEO field');

    // A description longer than search engines show turns its counter to a warning.
    const description = page.getByLabel('Description for search engines');
    await description.fill(`${'Вилла у моря с видом на Эгину и садом с оливами. '.repeat(4)}`.trim());
    expect(await counter('description').getAttribute('data-over')).toBe('true');
    await expect(counter('description').innerText()).resolves.toMatch(/longer than search engines show/);
    await description.scrollIntoViewIfNeeded();
    await page.screenshot({ path: FIELDS_SCREENSHOT, animations: 'disabled' });
    await panel().scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT, animations: 'disabled' });
    await description.fill('Современная вилла с бассейном над заливом: пять спален, сад с оливами и лифт.');
    expect(await counter('description').getAttribute('data-over')).toBe('false');
  });

  it('when the site’s Russian page of the property is read, then its card has the Russian title and the 1200×630 picture the CMS made', async () => {
    const { siteUrl } = stack();
    const villa = await property(1001, 'ru');
    const html = (await fetchPage(`${siteUrl}/ru/properties/1001`)).html;
    const meta = (key: string) =>
      parse(html).querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toContain('объект № 1001');
    expect(meta('og:locale')).toBe('ru_RU');
    const image = meta('og:image');
    expect(image).toMatch(/\/uploads\/share_[^/]+\.jpg$/);
    // The crop the CMS recorded for the cover (cut around its focal point: cms/src/extensions/upload).
    const cover = villa.cover as { formats: { share: { url: string } } };
    expect(image).toContain(cover.formats.share.url);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    await expect(pictureSize(image!)).resolves.toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('when the editor is done, then the admin threw nothing', () => {
    expect(log.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });
});

import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { recordConsole, type ConsoleLog } from './browser';
import type { E2eSite } from './e2e-site';
import { waitFor } from './wait-for';

export interface OpenedPage {
  page: Page;
  log: ConsoleLog;
  /** The URLs of the documents the page loaded: one unless a navigation reloaded it. */
  documents: string[];
  /** The paths of the scripts the page loaded. */
  scripts: string[];
  close(): Promise<void>;
}

/**
 * Opens a path of the site in a fresh context (1440 × 900 unless told otherwise) and waits until the
 * page is at rest: loaded and, with JavaScript, hydrated (the page loader gone) and past its idle
 * moments, with no request it made still open (the code its links lead to, fetched once it is idle,
 * has arrived). Waiting for that rather than for half a second without any request saves the half
 * second on every page a test opens.
 */
export function pageOpener(site: E2eSite) {
  return async (path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
    const page = await context.newPage();
    const log = recordConsole(page);
    const documents: string[] = [];
    const scripts: string[] = [];
    const requests = trackRequests(page);
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
    if (options.javaScriptEnabled !== false) {
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
      await requests.atRest();
    } else {
      await requests.answered();
    }
    return { page, log, documents, scripts, close: () => context.close() };
  };
}

/** Marks the window: a full page load loses the mark, a client-side navigation keeps it. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
  });
}

export async function windowKept(page: Page) {
  return page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);
}

/**
 * Waits until a hydrated page has had its idle moments: two idle callbacks around two frames, when
 * what it does once loaded (prefetching the links in view) has started.
 */
export async function pastIdle(page: Page) {
  await page.evaluate(async () => {
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await idle();
    await frame();
    await frame();
    await idle();
  });
}

/**
 * The requests a page has open, from the moment this is called. `answered` waits until none is;
 * `drawn` until none is after two frames either, so that what an answer brings (a client-side
 * navigation's page) has been drawn; `atRest` until none is after the page's idle moments, so that
 * what the page does once idle has been answered too.
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const answered = () =>
    waitFor(`every request of ${page.url()} answered`, () => open.size === 0).catch((error: Error) => {
      throw new Error(`${error.message}: ${[...open].map((request) => request.url()).join(', ')}`);
    });
  return {
    answered,
    async drawn() {
      await answered();
      await page.evaluate(
        () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
      );
      await answered();
    },
    async atRest() {
      do {
        await answered();
        await pastIdle(page);
      } while (open.size > 0);
    },
  };
}

import type { BrowserContextOptions, Page } from 'playwright-core';
import { recordConsole, type ConsoleLog } from './browser';
import type { E2eSite } from './e2e-site';

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
 * page is idle and, with JavaScript, hydrated (the page loader gone).
 */
export function pageOpener(site: E2eSite) {
  return async (path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> => {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
    const page = await context.newPage();
    const log = recordConsole(page);
    const documents: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
    if (options.javaScriptEnabled !== false) {
      await page.waitForFunction(() => document.querySelector('.page-loader') === null);
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

import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProductionServer, type RunningServer } from './production-server';

export interface E2eSite {
  server: RunningServer;
  browser: Browser;
}

/** Starts the built production server and Chromium once for a test file, and stops both after it. */
export function productionSiteForFile(): E2eSite {
  const site = {} as E2eSite;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startProductionServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

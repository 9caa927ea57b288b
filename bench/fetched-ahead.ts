/**
 * What a page fetches ahead of the visitor: the code of other pages (their chunks' scripts and style
 * sheets) that Chromium asks for once the page has hydrated and nothing shows intent. The page is
 * loaded, hydrated, the browser idle, two frames drawn (what is in view is reported) and idle again,
 * with no request left in flight; no pointer, touch or focus. On a fast connection the links of the
 * page's content in the first screen are fetched ahead (client/prefetch.ts); nothing else is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { pastIdle } from '../tests/support/e2e-page';
import { waitFor } from '../tests/support/wait-for';

/** One English page of each page kind (the chunk group `page-{kind}`), from the demo content. */
export const KIND_PAGES: Readonly<Record<string, string>> = {
  home: '/',
  editorial: '/about',
  services: '/services',
  service: '/services/golden-visa',
  properties: '/properties',
  property: '/properties/1001',
  projects: '/dkg-projects',
  'project-category': '/dkg-projects/residential',
  'projects-archive': '/dkg-projects-old',
  events: '/events',
  event: '/events/athens-riviera-open-days-2027',
  partners: '/partners',
  certificates: '/certificates',
  guide: '/business-in-greece',
  'guide-article': '/business-in-greece/buying-property-in-greece',
  contacts: '/contacts',
  'search-result': '/search-result?q=villa',
};

/** Lighthouse's phone and a desktop screen. */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

const PAGE_ASSET = /\/assets\/(page-[a-z-]+)\.[0-9a-f]+\.(js|css)$/;

export interface FetchedAhead {
  /** The other page kinds whose code was fetched. */
  kinds: string[];
  /** Their scripts and style sheets, gzip -9. */
  kb: number;
}

function gzipKb(root: string, files: string[]): number {
  return (
    files.reduce(
      (sum, file) =>
        sum + gzipSync(fs.readFileSync(path.join(root, 'dist/public/assets', file)), { level: 9 }).length,
      0,
    ) / 1024
  );
}

export async function fetchedAhead(
  browser: Browser,
  siteUrl: string,
  kind: string,
  screen: keyof typeof SCREENS,
  root: string,
): Promise<FetchedAhead> {
  const context = await browser.newContext(SCREENS[screen]);
  try {
    const page = await context.newPage();
    const assets: Array<{ group: string; file: string }> = [];
    let inFlight = 0;
    page.on('request', (request) => {
      inFlight += 1;
      const pathname = new URL(request.url()).pathname;
      const match = PAGE_ASSET.exec(pathname);
      if (match) assets.push({ group: match[1], file: path.basename(pathname) });
    });
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    await page.goto(`${siteUrl}${KIND_PAGES[kind]}`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('hydration-end').length > 0);
    await pastIdle(page);
    await waitFor('the requests in flight to end', () => inFlight === 0).catch(() => undefined);
    const others = assets.filter(({ group }) => group !== `page-${kind}`);
    return {
      kinds: [...new Set(others.map(({ group }) => group.slice('page-'.length)))],
      kb: gzipKb(root, [...new Set(others.map(({ file }) => file))]),
    };
  } finally {
    await context.close();
  }
}

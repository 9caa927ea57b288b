import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { productionSiteForFile } from '../support/e2e-site';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const site = productionSiteForFile();

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** The page has hydrated (its loader is gone): menus and popups open in place, not by navigating. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector('.page-loader') === null);
}

/**
 * No animation or transition with an end (menus and popups open over 600 ms) is still running. A
 * transition may be cancelled or replaced while it runs (its `finished` promise then rejects), so the
 * condition is read again until it holds rather than awaiting the animations seen first.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Loads a page as a visitor finds it once its scripts have run: loaded, hydrated and at rest. What
 * the page fetches after that (the code of the pages its links lead to, the footer's when it comes
 * near) leaves its document as it is, so axe need not wait for the network to fall quiet.
 */
async function open(page: Page, path: string) {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  await settled(page);
}

/** Runs axe (WCAG 2.x A/AA and best practices) in the page; the page's CSP is bypassed for the test only. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      // Every node is still checked; only the violations are described in full (axe's own advice for
      // speed: the passes, which are most of the nodes, are counted without their details).
      resultTypes: ['violations'],
    });
    return result.violations;
  })) as Violation[];
  return found.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/** Opens the listing's map and, with the keyboard, the card of a marker (opening clusters on the way). */
async function openMapCard(page: Page) {
  await page.locator('.results-map__toggle').click();
  await page.locator('.results-map__canvas[data-state="shown"] .leaflet-marker-icon').first().waitFor();
  for (;;) {
    const point = page.locator('.results-map__canvas .map-marker--point').first();
    if ((await point.count()) > 0) {
      await point.focus();
      await page.keyboard.press('Enter');
      break;
    }
    const cluster = page.locator('.results-map__canvas .map-marker--cluster').first();
    await cluster.evaluate((marker) => marker.setAttribute('data-opened', ''));
    await cluster.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-opened]') === null);
  }
  await page.locator('.map-card').waitFor();
}

const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/golden-visa',
  '/construction',
  '/properties',
  '/properties?priceMin=900000&priceMax=300000',
  '/properties/1001',
  '/dkg-projects',
  '/dkg-projects/residential',
  '/dkg-projects/residential/201',
  '/dkg-projects-old',
  '/events',
  '/partners',
  '/certificates',
  '/business-in-greece',
  '/business-in-greece/golden-visa-residence-permit',
  '/contacts',
  '/privacy-policy',
  '/terms-of-use',
  '/search-result?q=villa',
  '/favourites',
  '/favourites?refs=1001,1007,1099',
  '/compare?refs=1001,1004,1012',
  '/compare?refs=1001',
  '/no-such-page',
];

describe.each(LOCALES)('axe on every page in %s', (locale) => {
  it.each(PAGES.map((path) => localizePath(path, locale)))(
    'when %s is checked, then it has no violations',
    async (path) => {
      const context = await site.browser.newContext({
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
      });
      try {
        const page = await context.newPage();
        await open(page, path);
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('axe on open menus and forms, on a phone', () => {
  it.each([
    ['the burger menu', '/ru/about', (page: Page) => page.locator('.site-header__burger').click()],
    ['the search popup', '/el/about', (page: Page) => page.locator('.site-header__search').click()],
    [
      'the contact form with errors',
      '/contacts',
      (page: Page) => page.locator('form.contact-form button[type="submit"]').click(),
    ],
    [
      'the viewing’s days and times',
      '/el/properties/1001',
      (page: Page) => page.locator('.viewing__toggle').click(),
    ],
    ['the map of the properties, a card open', '/ru/properties', openMapCard],
    ['the map of a category’s projects, a card open', '/el/dkg-projects/katoikies', openMapCard],
    [
      'the map of a property’s place',
      '/properties/1001',
      async (page: Page) => {
        await page.locator('.property-location').scrollIntoViewIfNeeded();
        await page.locator('.property-location__live-map .leaflet-marker-icon').waitFor();
      },
    ],
  ] as const)('when %s is open, then it has no violations', async (_what, path, action) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
    try {
      const page = await context.newPage();
      await open(page, path);
      await action(page);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/ru/favourites?refs=1001,1004,1012', '/el/compare?refs=1001,1007,1099'])(
    'when %s is read on a phone, then it has no violations',
    async (path) => {
      const context = await site.browser.newContext({
        viewport: { width: 375, height: 812 },
        bypassCSP: true,
      });
      try {
        const page = await context.newPage();
        await open(page, path);
        expect(await violations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('when the projects menu is open on a wide screen, then it has no violations', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      await open(page, '/ru/about');
      await page.locator('.site-header__nav a[aria-controls="projects-menu"]').click();
      await page.locator('#projects-menu').waitFor({ state: 'visible' });
      await settled(page);
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { LOCALES } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';
import { specRoutes } from '../support/routes';
import { demoDataset } from '../support/site';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

/**
 * What spills sideways: the page scrolling horizontally, text wider than its own box (a long word
 * that does not wrap), a heading's word broken across lines, or an element of a `.container`
 * reaching past the container's inner edges (its padding is the page margin). Elements inside their
 * own horizontal scroller or clipped by an ancestor, and visually hidden ones, are not counted.
 */
async function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page scrolls sideways: ${root.scrollWidth}px`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const clippedWithin = (element: Element, top: Element) => {
      for (let parent = element.parentElement; parent && parent !== top; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Text wider than its own box: a long word that does not wrap.
    const range = document.createRange();
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || getComputedStyle(element).overflowX !== 'visible') continue;
      if (clippedWithin(element, document.body)) continue;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.left < box.left - 1 || text.right > box.right + 1)
          found.push(`text wider than its box: ${describe(element)}`);
      }
    }
    // A heading's word broken across two lines: the heading is too large for the screen.
    for (const heading of document.querySelectorAll('main h1, main h2')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-–—/]+/gu)) {
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`word broken across lines: "${word[0]}" in ${describe(heading)}`);
        }
      }
    }
    for (const container of document.querySelectorAll('main .container')) {
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      const left = box.left + parseFloat(style.paddingLeft) - 1;
      const right = box.right - parseFloat(style.paddingRight) + 1;
      for (const element of container.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue; // empty, or visually hidden
        if (clippedWithin(element, container) || getComputedStyle(element).position === 'fixed') continue;
        if (rect.left < left || rect.right > right) found.push(describe(element));
      }
    }
    return [...new Set(found)].slice(0, 10);
  });
}

const WIDTHS = [375, 768];

describe.each(LOCALES)('the layout in %s', (locale) => {
  const routes = specRoutes(demoDataset(), locale);

  it.each(WIDTHS)(
    'when every route kind is shown %ipx wide, then nothing spills past the page margins',
    async (width) => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        const problems: Record<string, string[]> = {};
        for (const route of [
          ...routes,
          `${routes[0].replace(/\/$/, '')}/search-result?q=${encodeURIComponent('villa вилла βίλα')}`,
        ]) {
          await page.goto(`${site.server.url}${route}`, { waitUntil: 'load' });
          const found = await spills(page);
          if (found.length > 0) problems[route] = found;
        }
        expect(problems).toEqual({});
      } finally {
        await context.close();
      }
    },
  );

  /** Loads each route in a context of its own (nothing cached), a few at a time. */
  async function eachFreshPage(
    visit: (route: string, context: BrowserContext) => Promise<void>,
    { viewport = { width: 375, height: 812 }, only = routes } = {},
  ) {
    const waiting = [...only];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let route = waiting.shift(); route; route = waiting.shift()) {
          const context = await site.browser.newContext({ viewport });
          try {
            await visit(route, context);
          } finally {
            await context.close();
          }
        }
      }),
    );
  }

  /** The fonts a page drew with that were not preloaded, or that may be swapped in late. */
  async function fontProblems(route: string, context: BrowserContext): Promise<string[]> {
    const page = await context.newPage();
    await page.goto(`${site.server.url}${route}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const problems = await page.evaluate(() => [
      // A face found only by the style sheet starts loading after the first layout and misses it.
      ...performance
        .getEntriesByType('resource')
        .filter((resource) => resource.name.endsWith('.woff2'))
        .filter((resource) => (resource as PerformanceResourceTiming).initiatorType !== 'link')
        .map((resource) => `not preloaded: ${resource.name.split('/').pop()}`),
      // A face that may be swapped in whenever it arrives moves the text drawn in its fallback.
      ...[...document.fonts]
        .filter((face) => face.display !== 'optional')
        .map((face) => `font-display ${face.display}: ${face.family} ${face.weight}`),
    ]);
    return [...new Set(problems)];
  }

  // Every route kind loads in a fresh browser context, four at a time: it may take minutes on a busy
  // two-core machine, and the timeout is no part of what the test checks.
  it('when every route kind loads on a phone with nothing cached, then every font it draws with was preloaded and none is swapped in late', async () => {
    const found: Record<string, string[]> = {};
    await eachFreshPage(async (route, context) => {
      const problems = await fontProblems(route, context);
      if (problems.length > 0) found[route] = problems;
    });
    expect(found).toEqual({});
  }, 180_000);

  it('when pages load on a wide screen with nothing cached, then the fonts of its header menu were preloaded too', async () => {
    const found: Record<string, string[]> = {};
    const fetched: string[] = [];
    await eachFreshPage(
      async (route, context) => {
        context.on('request', (request) => {
          if (request.url().endsWith('.woff2')) fetched.push(request.url().split('/').pop()!);
        });
        const problems = await fontProblems(route, context);
        if (problems.length > 0) found[route] = problems;
      },
      {
        viewport: { width: 1440, height: 900 },
        only: ['/', '/properties/1001', '/contacts'].map((path) => localizePath(path, locale)),
      },
    );
    expect(found).toEqual({});
    // The menu's weight, in the language's script, is drawn there.
    const script = { en: 'latin', ru: 'cyrillic', el: 'greek' }[locale];
    expect(fetched).toContainEqual(expect.stringMatching(new RegExp(`^inter-${script}-500-normal\\.`)));
  });
});

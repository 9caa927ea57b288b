import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';
import { mainScriptOf } from '../support/page-scripts';

const site = productionSiteForFile();

/** Lighthouse's mobile screen: 412 × 823 CSS pixels at 1.75 device pixels each. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

interface LargestPaint {
  tag: string;
  currentSrc: string;
  /** How the browser fetched the picture it shows: `link` when a preload fetched it. */
  fetchedBy: string[];
}

/** The element of the largest contentful paint once the page has loaded, and how its picture came. */
async function largestPaint(path: string): Promise<{ paint: LargestPaint | null; log: string[] }> {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const log = recordConsole(page);
  try {
    await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
    const paint = await page.evaluate(async () => {
      // The load event can come before the priority pictures are painted (decoding, then a frame): the
      // entries are read once they are decoded and two frames have been drawn since.
      const priority = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
      await Promise.all(Array.from(priority, (image) => image.decode().catch(() => undefined)));
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const entries = await new Promise<Array<PerformanceEntry & { element: Element | null }>>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries() as Array<PerformanceEntry & { element: Element | null }>);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const element = entries[entries.length - 1]?.element;
      if (!element) return null;
      const currentSrc = element instanceof HTMLImageElement ? element.currentSrc : '';
      const fetchedBy = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name === currentSrc)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType);
      return { tag: element.tagName, currentSrc, fetchedBy } satisfies LargestPaint;
    });
    return { paint, log: log.messages };
  } finally {
    await context.close();
  }
}

/**
 * Each page kind and what its largest paint is on a phone: a picture (which must come by its preload)
 * or text (set in the preloaded fonts of the first screen).
 */
const PAGE_KINDS: Array<[string, 'picture' | 'text']> = [
  ['/', 'text'],
  ['/properties', 'text'],
  ['/ru/properties/1001', 'picture'],
  ['/el/dkg-projects/katoikies', 'picture'],
  ['/dkg-projects/residential/201', 'picture'],
  ['/events/athens-riviera-open-days-2027', 'picture'],
  ['/business-in-greece/buying-property-in-greece', 'picture'],
  ['/contacts', 'picture'],
];

describe('the largest paint of the first screen on a phone', () => {
  it.each(PAGE_KINDS)(
    'when %s loads at 412 px, then its largest paint is %s, a picture fetched once by its preload',
    async (path, kind) => {
      const { paint, log } = await largestPaint(path);
      expect(log).toEqual([]);
      if (kind === 'text') {
        expect(paint).toEqual({
          tag: expect.stringMatching(/^(P|H1|H2|SPAN|DIV)$/),
          currentSrc: '',
          fetchedBy: [],
        });
        return;
      }
      // Preloaded with the srcset and sizes of the picture itself, the browser fetches the candidate the
      // picture then shows: one fetch, by the preload (a different candidate would be a second fetch).
      expect(paint).toEqual({ tag: 'IMG', currentSrc: expect.any(String), fetchedBy: ['link'] });
    },
    60_000,
  );
});

interface Fetched {
  url: string;
  type: string;
  priority: string;
}

interface Timeline {
  firstContentfulPaint: number;
  /** When each script was asked for, on the page's own clock. */
  scripts: Array<{ url: string; startTime: number }>;
}

/**
 * What the browser fetched for a page on a phone, with the priority it gave each request, and when the
 * scripts were asked for against the first contentful paint (both on the page's performance timeline).
 */
async function fetchedWithPriority(path: string): Promise<{ fetched: Fetched[]; timeline: Timeline }> {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  try {
    const devtools = await context.newCDPSession(page);
    devtools.on('Network.requestWillBeSent', ({ request, type }) => {
      fetched.push({
        url: new URL(request.url).pathname,
        type: type ?? '',
        priority: request.initialPriority,
      });
    });
    await devtools.send('Network.enable');
    await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/main\./.test(entry.name)),
    );
    const timeline = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    return { fetched, timeline };
  } finally {
    await context.close();
  }
}

describe('what the first paint waits for on a phone', () => {
  it.each(['/', '/ru/properties/1001', '/el/contacts'])(
    'when %s loads, then its scripts are asked for after its first paint and at low priority, its fonts at high',
    async (path) => {
      const { fetched, timeline } = await fetchedWithPriority(path);
      const scripts = fetched.filter((request) => request.type === 'Script');
      const fonts = fetched.filter((request) => request.type === 'Font');
      expect(scripts.map((script) => script.url)).toContainEqual(expect.stringMatching(/^\/assets\/main\./));
      expect(scripts.map((script) => script.priority)).toEqual(scripts.map(() => 'Low'));
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.map((font) => font.priority)).toEqual(fonts.map(() => 'High'));
      // The markup loads one small script; it asks for the page's scripts once the first screen is drawn.
      const early = timeline.scripts.filter(
        (script) => script.startTime < timeline.firstContentfulPaint && !/\/assets\/start\./.test(script.url),
      );
      expect({ firstContentfulPaint: timeline.firstContentfulPaint, early }).toEqual({
        firstContentfulPaint: expect.any(Number),
        early: [],
      });
    },
    60_000,
  );

  it('when the main script is fetched, then it asks the engine to compile it whole while it downloads', async () => {
    const html = await (await fetch(`${site.server.url}/`)).text();
    const main = mainScriptOf(html);
    expect(main).toBeDefined();
    const script = await (await fetch(`${site.server.url}${main}`)).text();
    // Explicit compile hints are read on the script's first line only.
    expect(script.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('the home on a phone', () => {
  it('when it loads, then the slides out of sight are left unrendered until the visitor nears them, each a screen tall', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      const slides = () =>
        page.$$eval('.slide', (elements) =>
          elements.map((slide) => ({
            rendered: slide.querySelector('.slide__title')!.checkVisibility({ contentVisibilityAuto: true }),
            height: Math.round(slide.getBoundingClientRect().height),
          })),
        );
      const atLoad = await slides();
      expect(atLoad.length).toBeGreaterThanOrEqual(4);
      expect(atLoad.map((slide) => slide.height)).toEqual(atLoad.map(() => PHONE.viewport.height));
      expect(atLoad[0].rendered).toBe(true);
      expect(atLoad.slice(3).map((slide) => slide.rendered)).toEqual(atLoad.slice(3).map(() => false));

      const last = atLoad.length - 1;
      await page.evaluate((index) => {
        document.querySelectorAll('.slide')[index].scrollIntoView({ behavior: 'instant' });
      }, last);
      await page.waitForFunction((index) => {
        const title = document.querySelectorAll('.slide')[index].querySelector('.slide__title')!;
        return title.checkVisibility({ contentVisibilityAuto: true });
      }, last);
      const atEnd = await slides();
      expect(atEnd.map((slide) => slide.height)).toEqual(atLoad.map((slide) => slide.height));
    } finally {
      await context.close();
    }
  }, 60_000);
});

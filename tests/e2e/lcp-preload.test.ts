import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';

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

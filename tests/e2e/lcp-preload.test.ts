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
async function largestPaint(
  path: string,
  kind: 'picture' | 'text',
): Promise<{ paint: LargestPaint | null; log: string[] }> {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const log = recordConsole(page);
  try {
    await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
    if (kind === 'picture') {
      // A picture's entry comes once it is painted and that frame presented, which a busy machine
      // delays: it is awaited (the text painted before it is the largest until then). A picture that
      // never becomes the largest paint leaves the text's entry to the assertion below.
      await page
        .waitForFunction(
          () =>
            new Promise<boolean>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>;
                resolve(entries[entries.length - 1]?.element?.tagName === 'IMG');
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
          undefined,
          { polling: 100, timeout: 20_000 },
        )
        .catch(() => undefined);
    }
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
      const { paint, log } = await largestPaint(path, kind);
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
  /** When each picture was asked for, on the page's own clock, and by what (an element or a preload). */
  pictures: Array<{ url: string; startTime: number; initiator: string }>;
  /** The pictures the page marked as its first screen's (`fetchpriority="high"`). */
  priority: string[];
  /** The pictures the first screen shows (an element's current source, in its box at the top). */
  firstScreen: string[];
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
    const timeline = await page.evaluate(() => {
      const requested = (initiator: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === initiator)
          .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime, initiator }));
      return {
        firstContentfulPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: requested('script'),
        pictures: [...requested('img'), ...requested('link')].filter((entry) =>
          /\.(webp|avif|jpe?g|png|svg|gif)$/.test(entry.url),
        ),
        priority: Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).map(
          (image) => new URL(image.currentSrc || image.src).pathname,
        ),
        firstScreen: Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom + window.scrollY > 0 && box.top + window.scrollY < window.innerHeight;
          })
          .map((image) => new URL(image.currentSrc || image.src).pathname),
      };
    });
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

describe('the pictures before the first paint on a phone', () => {
  it.each([
    '/',
    '/ru',
    '/properties',
    '/el/dkg-projects/katoikies',
    '/el/dkg-projects/katoikies/201',
    '/ru/properties/1001',
    '/events',
  ])(
    'when %s loads, then the only pictures asked for before its first paint are those the first screen preloads or marks a priority',
    async (path) => {
      const { timeline } = await fetchedWithPriority(path);
      const early = timeline.pictures.filter((picture) => picture.startTime < timeline.firstContentfulPaint);
      expect(early.length).toBeGreaterThan(0);
      // Within Chromium's lazy-load distance a lazy picture is fetched at once: thumbnails, a gallery's
      // next pictures and the footer's icons would share the first paint's bandwidth unless held back.
      const unasked = early.filter(
        (picture) =>
          !timeline.firstScreen.includes(picture.url) ||
          (picture.initiator === 'img' && !timeline.priority.includes(picture.url)),
      );
      expect({ path, early: unasked.map((picture) => picture.url) }).toEqual({ path, early: [] });
    },
    60_000,
  );

  it('when the home loads without scripts, then the slides out of sight show their pictures as the visitor nears them', async () => {
    const context = await site.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await page.evaluate(() => {
        const slides = document.querySelectorAll('.slide');
        slides[slides.length - 1].scrollIntoView({ behavior: 'instant' });
      });
      await page.waitForFunction(() => {
        const slides = document.querySelectorAll('.slide');
        const image = slides[slides.length - 1].querySelector<HTMLImageElement>('.slide__image');
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      const shown = await page.$$eval('.slide__image', (images) =>
        images.map((image) => getComputedStyle(image).display),
      );
      expect(shown.length).toBeGreaterThanOrEqual(2);
      expect(shown).toEqual(shown.map(() => 'block'));
    } finally {
      await context.close();
    }
  }, 60_000);

  it('when the home has loaded with scripts, then the slides out of sight show their pictures as the visitor nears them', async () => {
    const context = await site.browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      await page.goto(`${site.server.url}/`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-first-paint'));
      await page.evaluate(() => {
        const slides = document.querySelectorAll('.slide');
        slides[1].scrollIntoView({ behavior: 'instant' });
      });
      await page.waitForFunction(() => {
        const image = document.querySelectorAll('.slide')[1].querySelector<HTMLImageElement>('.slide__image');
        return image !== null && image.complete && image.naturalWidth > 0;
      });
      const box = await page.$eval('.slide:nth-child(2) .slide__image', (image) => {
        const { width, height } = image.getBoundingClientRect();
        return {
          width: Math.round(width),
          height: Math.round(height),
          display: getComputedStyle(image).display,
        };
      });
      expect(box).toEqual({ width: PHONE.viewport.width, height: PHONE.viewport.height, display: 'block' });
    } finally {
      await context.close();
    }
  }, 60_000);
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

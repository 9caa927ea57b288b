import type { Page } from 'playwright-core';
import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

/** A mid-range phone: 375 px wide, the CPU four times slower (Lighthouse's mobile preset). */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

interface Timeline {
  hydrationStart: number;
  hydrationEnd: number;
  longTasks: Array<{ start: number; duration: number }>;
}

/**
 * Long tasks (over 50 ms, the Long Tasks API's threshold, when input waits) recorded from the start of
 * the page, and the marks the client sets around its first hydration.
 */
async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    return {
      hydrationStart: mark('hydration-start'),
      hydrationEnd: mark('hydration-end'),
      longTasks: (window as unknown as { __longTasks: Array<{ start: number; duration: number }> })
        .__longTasks,
    };
  });
}

async function loadOnPhone(path: string) {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const log = recordConsole(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('hydration-end').length > 0, null, {
    timeout: 60_000,
  });
  return { page, log, close: () => context.close() };
}

describe('hydration on a phone (4× slower CPU)', () => {
  it.each(['/', '/ru/properties/1001', '/el/dkg-projects/residential', '/contacts'])(
    'when %s hydrates, then no task during hydration is long',
    async (path) => {
      // The page is rendered once first, so the measured load is a cache hit as visitors get it.
      await fetch(`${site.server.url}${path}`).then((response) => response.arrayBuffer());
      const { page, log, close } = await loadOnPhone(path);
      try {
        const { hydrationStart, hydrationEnd, longTasks } = await timeline(page);
        expect(hydrationEnd).toBeGreaterThan(hydrationStart);
        const during = longTasks.filter(
          (task) => task.start + task.duration > hydrationStart && task.start < hydrationEnd,
        );
        expect({ path, during: during.map((task) => Math.round(task.duration)) }).toEqual({
          path,
          during: [],
        });
        expect(log.messages).toEqual([]);
      } finally {
        await close();
      }
    },
    120_000,
  );
});

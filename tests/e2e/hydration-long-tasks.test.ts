import type { Page } from 'playwright-core';
import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

/** A mid-range phone: 375 px wide, the CPU four times slower (Lighthouse's mobile preset). */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const HYDRATED_SIGNAL = 'test:hydration-end';

interface Timeline {
  /** When the start script started the page's scripts (client/start.ts). */
  scriptsStart: number;
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
      scriptsStart: mark('scripts-start'),
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
  await page.addInitScript((signal) => {
    const tasks: Array<{ start: number; duration: number }> = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('hydration-end').length > 0) console.info(signal);
    }).observe({ type: 'mark' });
  }, HYDRATED_SIGNAL);
  // The test waits for the page's own signal: evaluating anything in the page while it hydrates
  // would put the test's work on the main thread being measured.
  const hydrated = page.waitForEvent('console', {
    predicate: (message) => message.text() === HYDRATED_SIGNAL,
    timeout: 60_000,
  });
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
  await hydrated;
  return { page, log, close: () => context.close() };
}

/**
 * Loads of one page: another process on a shared machine can only lengthen a task (its thread waits
 * for a core), never shorten it, so a load without a long task shows that the hydration's own work has
 * none; work that is long by itself is long in every load.
 */
const LOADS = 5;

/**
 * The long tasks (durations, ms) of one load from the moment its scripts are started to the end of
 * hydration: their parsing and first run, the router's start, and hydration.
 */
async function longTasksDuringHydration(path: string): Promise<number[]> {
  const { page, log, close } = await loadOnPhone(path);
  try {
    const { scriptsStart, hydrationStart, hydrationEnd, longTasks } = await timeline(page);
    expect(hydrationStart).toBeGreaterThan(scriptsStart);
    expect(hydrationEnd).toBeGreaterThan(hydrationStart);
    expect(log.messages).toEqual([]);
    return longTasks
      .filter((task) => task.start + task.duration > scriptsStart && task.start < hydrationEnd)
      .map((task) => Math.round(task.duration));
  } finally {
    await close();
  }
}

describe('hydration on a phone (4× slower CPU)', () => {
  it.each(['/', '/ru/properties/1001', '/el/dkg-projects/katoikies', '/contacts'])(
    'when %s starts its scripts and hydrates, then no task from the start of its scripts to the end of hydration is long',
    async (path) => {
      // The page is rendered once first, so the measured load is a cache hit as visitors get it.
      await fetch(`${site.server.url}${path}`).then((response) => response.arrayBuffer());
      const loads: number[][] = [];
      while (loads.length < LOADS && !loads.some((during) => during.length === 0)) {
        loads.push(await longTasksDuringHydration(path));
      }
      expect({ path, loads, clean: loads.some((during) => during.length === 0) }).toEqual({
        path,
        loads,
        clean: true,
      });
    },
    400_000,
  );
});

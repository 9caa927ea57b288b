/**
 * Long tasks while a page starts on a phone: from the moment its scripts are started (client/start.ts)
 * to the end of its first hydration, in Chromium at 375 px with the CPU four times slower
 * (Lighthouse's mobile preset). A long task is one over 50 ms (the Long Tasks API's threshold, when
 * input waits). Another process on a shared machine can only lengthen a task, never shorten it, so a
 * load without a long task shows that the hydration's own work has none; each page is loaded until
 * one such load or five loads. A duration depends on the machine, so this is a figure of the
 * benchmark, not a test.
 */
import type { Browser } from 'playwright-core';

export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const CPU_SLOWDOWN = 4;
const LOADS = 5;
const HYDRATED_SIGNAL = 'bench:hydration-end';

/** One load: the durations (ms) of its long tasks between the start of its scripts and the end of hydration. */
async function longTasksOfOneLoad(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript((signal) => {
      const tasks: Array<{ start: number; duration: number }> = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('hydration-end').length > 0) console.info(signal);
      }).observe({ type: 'mark' });
    }, HYDRATED_SIGNAL);
    // The page's own signal: evaluating anything in the page while it hydrates would put this
    // script's work on the main thread being measured.
    const hydrated = page.waitForEvent('console', {
      predicate: (message) => message.text() === HYDRATED_SIGNAL,
      timeout: 60_000,
    });
    await page.goto(url, { waitUntil: 'load' });
    await hydrated;
    return page.evaluate(() => {
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const scriptsStart = mark('scripts-start');
      const hydrationEnd = mark('hydration-end');
      return (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks
        .filter((task) => task.start + task.duration > scriptsStart && task.start < hydrationEnd)
        .map((task) => Math.round(task.duration));
    });
  } finally {
    await context.close();
  }
}

export interface HydrationTasks {
  path: string;
  /** The long tasks of each load, in order. */
  loads: number[][];
  /** Some load had no long task. */
  clean: boolean;
}

export async function hydrationTasks(
  browser: Browser,
  siteUrl: string,
  path: string,
): Promise<HydrationTasks> {
  // Rendered once first, so the measured loads are cache hits as visitors get them.
  await fetch(`${siteUrl}${path}`).then((response) => response.arrayBuffer());
  const loads: number[][] = [];
  while (loads.length < LOADS && !loads.some((tasks) => tasks.length === 0)) {
    loads.push(await longTasksOfOneLoad(browser, `${siteUrl}${path}`));
  }
  return { path, loads, clean: loads.some((tasks) => tasks.length === 0) };
}

/** The pages measured: the home, a property, a listing of projects, the contact form. */
export const HYDRATION_PAGES = ['/', '/ru/properties/1001', '/el/dkg-projects/katoikies', '/contacts'];

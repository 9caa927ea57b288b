/**
 * What a page fetches before its first paint, as its markup decides it: the requests Chromium makes
 * from the document (not from a script) at a render-blocking priority — the document itself, its
 * style sheets, the fonts and the picture it preloads — with their bytes as transferred. Scripts,
 * pictures out of sight and what the idle prefetch brings later come at a lower priority or from a
 * script, and wait for the bandwidth these leave. The figure does not depend on the machine's speed,
 * so the budget test can hold it; `npm run bench:web` reports it per page kind.
 */
import type { Browser } from 'playwright-core';

/** A phone's first screen, as Lighthouse's mobile preset sizes it. */
const PHONE = { width: 412, height: 823 };
const RENDER_BLOCKING = new Set(['VeryHigh', 'High']);

export interface FirstPaintLoad {
  requests: number;
  bytes: number;
  urls: string[];
}

export async function firstPaintLoad(browser: Browser, url: string): Promise<FirstPaintLoad> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const wanted = new Map<string, string>();
    const ended = new Map<string, number>();
    let allEnded = () => {};
    const settle = () => {
      if ([...wanted.keys()].every((id) => ended.has(id))) allEnded();
    };
    session.on('Network.requestWillBeSent', (event) => {
      if (event.initiator.type !== 'script' && RENDER_BLOCKING.has(event.request.initialPriority)) {
        wanted.set(event.requestId, event.request.url);
      }
    });
    session.on('Network.loadingFinished', (event) => {
      ended.set(event.requestId, event.encodedDataLength);
      settle();
    });
    session.on('Network.loadingFailed', (event) => {
      ended.set(event.requestId, 0);
      settle();
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    // The load event comes after every request the markup made; their last events may follow it.
    await page.goto(url, { waitUntil: 'load' });
    await new Promise<void>((resolve) => {
      allEnded = resolve;
      settle();
    });
    return {
      requests: wanted.size,
      bytes: [...wanted.keys()].reduce((sum, id) => sum + (ended.get(id) ?? 0), 0),
      urls: [...wanted.values()].map((address) => new URL(address).pathname),
    };
  } finally {
    await context.close();
  }
}

/**
 * A page's start on a phone, in the order the site plans it: its scripts start after the first screen
 * is drawn, hydration begins after them and ends, with nothing logged. How long its tasks are depends
 * on the machine, so that is a figure of `npm run bench` (bench/hydration-tasks.ts), not a test.
 */
import { PHONE } from '../../bench/hydration-tasks';
import { recordConsole } from '../support/browser';
import { productionSiteForFile } from '../support/e2e-site';

const site = productionSiteForFile();

describe('a page starting on a phone', () => {
  it.each(['/', '/ru/properties/1001', '/el/dkg-projects/katoikies', '/contacts'])(
    'when %s loads, then its scripts start after the first paint and hydration follows them to its end, with nothing logged',
    async (path) => {
      const context = await site.browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        const log = recordConsole(page);
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => performance.getEntriesByName('hydration-end').length > 0);
        const marks = await page.evaluate(() => {
          const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
          return {
            firstPaint: mark('first-contentful-paint'),
            scriptsStart: mark('scripts-start'),
            hydrationStart: mark('hydration-start'),
            hydrationEnd: mark('hydration-end'),
          };
        });
        expect(marks.scriptsStart).toBeGreaterThanOrEqual(marks.firstPaint);
        expect(marks.hydrationStart).toBeGreaterThan(marks.scriptsStart);
        expect(marks.hydrationEnd).toBeGreaterThan(marks.hydrationStart);
        expect(log.messages).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

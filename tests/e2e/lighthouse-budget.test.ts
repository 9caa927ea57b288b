import path from 'node:path';
import { measurePage, siteOrigin, waitReady } from '../../bench/web';
import { startProductionServer, type RunningServer } from '../support/production-server';

/**
 * Lighthouse's mobile preset on two pages, median of three runs, against the pre-rendered production
 * build: accessibility, best practices and SEO at 100 and no layout shift. Those are audits of what the
 * page is, the same on any machine. The performance score is a measurement of time (simulated from
 * this machine's CPU benchmark, so it follows the machine's load): `npm run bench:web` measures it on
 * every page kind against its goal and writes it to bench/results.md.
 */
const BUDGET = { accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const AUDITED = Object.keys(BUDGET) as (keyof typeof BUDGET)[];
const RUNS = Number(process.env.LIGHTHOUSE_BUDGET_RUNS ?? 3);

let server: RunningServer;

beforeAll(async () => {
  server = await startProductionServer(
    { PRERENDER: 'true', LOG_LEVEL: 'warn' },
    { logFile: path.join(__dirname, '../../bench/out/lighthouse-budget-site.log') },
  );
  await waitReady(server);
}, 300_000);

afterAll(() => server?.stop());

describe('Lighthouse budget (mobile preset)', () => {
  it.each(['/', '/ru/properties/1001'])(
    'when %s is measured, then accessibility, best practices and SEO are 100 and nothing shifts',
    async (page) => {
      const result = await measurePage(siteOrigin(server), page, RUNS);
      const scores = Object.fromEntries(AUDITED.map((category) => [category, result.scores[category]]));
      const failing = AUDITED.filter((category) => result.scores[category] < BUDGET[category]);
      // The audits that cost points, so a failure says what to fix.
      const explain = failing.length ? { audits: result.failedAudits } : {};
      expect({ failing, scores, cls: result.cls, ...explain }).toEqual({ failing: [], scores, cls: 0 });
    },
    600_000,
  );
});

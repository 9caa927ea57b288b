/**
 * `npm run bench:web`: Lighthouse (mobile preset, Debian's Chromium) against the production build with
 * the embedded content, three runs per page, on every page kind in every locale. The median of each figure goes to its own section of bench/results.md, with the
 * machine's load during the runs.
 *
 * BENCH_WEB_RUNS sets the runs per page; BENCH_WEB_PAGES (comma-separated paths) limits the pages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer, type RunningServer } from '../tests/support/production-server';
import { lighthouse, medianRun, sampleLoad, type LighthouseRun } from './lighthouse';
import { CHROMIUM_PATH } from '../tests/support/chromium';
import { launchBrowser } from '../tests/support/browser';
import { waitReady } from './support';
import { firstPaintLoad } from './first-paint';
import { writeWebResults } from './results-file';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'bench', 'out', 'lighthouse');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

interface WebPage {
  kind: string;
  path: string;
  /** A page that asks not to be indexed (search results): Lighthouse's "is crawlable" fails by design. */
  noindex?: boolean;
}

/** One page of each kind, from the demo content, in each language. */
export const WEB_PAGES: readonly WebPage[] = [
  { kind: 'home', path: '/' },
  { kind: 'home', path: '/ru' },
  { kind: 'home', path: '/el' },
  { kind: 'properties listing', path: '/properties' },
  { kind: 'properties listing', path: '/ru/properties' },
  { kind: 'properties listing', path: '/el/properties' },
  { kind: 'property', path: '/properties/1001' },
  { kind: 'property', path: '/ru/properties/1001' },
  { kind: 'property', path: '/el/properties/1001' },
  { kind: 'category', path: '/dkg-projects/residential' },
  { kind: 'category', path: '/ru/dkg-projects/zhilye-kompleksy' },
  { kind: 'category', path: '/el/dkg-projects/katoikies' },
  { kind: 'project popup', path: '/dkg-projects/residential/201' },
  { kind: 'project popup', path: '/ru/dkg-projects/zhilye-kompleksy/201' },
  { kind: 'project popup', path: '/el/dkg-projects/katoikies/201' },
  { kind: 'event', path: '/events/athens-riviera-open-days-2027' },
  { kind: 'event', path: '/ru/events/athens-riviera-open-days-2027' },
  { kind: 'event', path: '/el/events/athens-riviera-open-days-2027' },
  { kind: 'guide article', path: '/business-in-greece/buying-property-in-greece' },
  { kind: 'guide article', path: '/ru/business-in-greece/buying-property-in-greece' },
  { kind: 'guide article', path: '/el/business-in-greece/buying-property-in-greece' },
  { kind: 'contacts', path: '/contacts' },
  { kind: 'contacts', path: '/ru/contacts' },
  { kind: 'contacts', path: '/el/contacts' },
  { kind: 'search results', path: '/search-result?q=villa', noindex: true },
  { kind: 'search results', path: '/ru/search-result?q=%D0%B2%D0%B8%D0%BB%D0%BB%D0%B0', noindex: true },
  { kind: 'search results', path: '/el/search-result?q=%CE%B2%CE%AF%CE%BB%CE%B1', noindex: true },
];

/** The goal of every page kind. */
export const WEB_GOAL = { performance: 98, others: 100, tbtMs: 100, lcpMs: 2000, cls: 0 };

/**
 * The site's own origin name (PUBLIC_URL is http://localhost:PORT): canonical links point there, and
 * Lighthouse reads a canonical on another host as wrong.
 */
export function siteOrigin(server: RunningServer): string {
  return `http://localhost:${server.port}`;
}

export async function measurePage(origin: string, page: string, runs: number, reportDir?: string) {
  return medianRun(await measureRuns(origin, page, runs, reportDir));
}

/** Each of several Lighthouse runs of one page. */
export async function measureRuns(origin: string, page: string, runs: number, reportDir?: string) {
  const results: LighthouseRun[] = [];
  // One request first: a page that is not pre-rendered (search results) warms the content cache.
  await fetch(`${origin}${page}`).then((response) => response.arrayBuffer());
  for (let index = 0; index < runs; index += 1) {
    const report = reportDir
      ? path.join(reportDir, `${page.replace(/[^a-z0-9]+/gi, '_')}-${index + 1}.json`)
      : undefined;
    results.push(await lighthouse(`${origin}${page}`, report));
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function verdict(page: WebPage, result: LighthouseRun): string {
  const misses: string[] = [];
  if (result.scores.performance < WEB_GOAL.performance)
    misses.push(`performance ${result.scores.performance}`);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    // A page kept out of search engines on purpose fails "is crawlable" and nothing else of SEO.
    const byDesign =
      category === 'seo' &&
      page.noindex &&
      result.failedAudits
        .filter((audit) => audit.startsWith('seo:'))
        .every((audit) => audit === 'seo:is-crawlable');
    if (result.scores[category] < WEB_GOAL.others && !byDesign) {
      misses.push(`${category} ${result.scores[category]}`);
    }
  }
  if (result.tbtMs >= WEB_GOAL.tbtMs) misses.push(`TBT ${result.tbtMs.toFixed(0)} ms`);
  if (result.lcpMs >= WEB_GOAL.lcpMs) misses.push(`LCP ${(result.lcpMs / 1000).toFixed(2)} s`);
  if (result.cls > WEB_GOAL.cls) misses.push(`CLS ${result.cls.toFixed(3)}`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

async function main() {
  const only = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
  const pages = only ? WEB_PAGES.filter((page) => only.includes(page.path)) : WEB_PAGES;
  fs.mkdirSync(out, { recursive: true });
  const server = await startProductionServer(
    { PRERENDER: 'true', LOG_LEVEL: 'warn' },
    { logFile: path.join(out, 'site.log') },
  );
  const rows: string[] = [];
  const failures: string[] = [];
  let benchmarkIndexes: number[] = [];
  const browser = await launchBrowser();
  const load = sampleLoad();
  const started = Date.now();
  try {
    await waitReady(server);
    for (const page of pages) {
      let result: Awaited<ReturnType<typeof measurePage>>;
      try {
        result = await measurePage(siteOrigin(server), page.path, RUNS, out);
      } catch (error) {
        // One page that cannot be measured (the site stopped answering) is reported; the others stay.
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(`${page.path}: not measured (${reason})`);
        rows.push(
          `${page.kind} | ${page.path} | – | – | – | – | – | – | – | – | – | – | – | not measured (${reason})`,
        );
        process.stdout.write(`${rows[rows.length - 1]}\n`);
        continue;
      }
      const firstPaint = await firstPaintLoad(browser, `${siteOrigin(server)}${page.path}`);
      benchmarkIndexes.push(result.benchmarkIndex);
      const outcome = verdict(page, result);
      if (outcome !== 'PASS') failures.push(`${page.path}: ${outcome}`);
      const { scores } = result;
      rows.push(
        `${page.kind} | ${page.path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(result.lcpMs / 1000).toFixed(2)} | ${result.tbtMs.toFixed(0)} | ${result.cls.toFixed(3)} | ${kb(result.scriptBytes)} | ${kb(result.styleBytes)} | ${kb(firstPaint.bytes)} in ${firstPaint.requests} | ${kb(result.startedBeforePaint.bytes)} in ${result.startedBeforePaint.requests} | ${outcome}`,
      );
      process.stdout.write(`${rows[rows.length - 1]}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const machineLoad = load.stop();
  benchmarkIndexes = benchmarkIndexes.filter(Number.isFinite);
  const lines = [
    '## Lighthouse: mobile preset (npm run bench:web)',
    '',
    `Lighthouse ${lighthouseVersion()} in ${chromiumName()}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per page, against the production build with the embedded content (pre-rendered, pictures drawn), ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average during the runs ${machineLoad.mean.toFixed(1)} (max ${machineLoad.max.toFixed(1)}) over ${((Date.now() - started) / 60000).toFixed(0)} min; Lighthouse's CPU benchmark index ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)} (a quiet desktop scores about 1500–2000). Bytes are as transferred (brotli); "before the first paint" is what the markup asks for at a render-blocking priority (the document, style sheets, preloaded fonts and picture: \`bench/first-paint.ts\`); "started before it" is every request Lighthouse recorded as started before the recorded load's first contentful paint (median of the runs), what its simulation of a slow connection may count before that paint.`,
    `Goal: performance ≥ ${WEB_GOAL.performance}, accessibility, best practices and SEO ${WEB_GOAL.others}; TBT < ${WEB_GOAL.tbtMs} ms, LCP < ${WEB_GOAL.lcpMs / 1000} s, CLS ${WEB_GOAL.cls}.`,
    '',
    'kind | page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | JS KB | CSS KB | before the first paint, KB in requests | started before it, KB in requests | goal',
    '--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---',
    ...rows,
    '',
    ...(failures.length ? ['Below the goal:', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
  ];
  writeWebResults(lines.join('\n'));
  process.stdout.write(`${lines.join('\n')}\n`);
}

function lighthouseVersion(): string {
  return (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

function chromiumName(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' })
      .replace(/ built on .*/s, '')
      .trim();
  } catch {
    return 'Debian’s Chromium';
  }
}

if (require.main === module) {
  void main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}

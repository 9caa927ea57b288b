/**
 * Lighthouse (pinned in the lock file) in Debian's Chromium, mobile preset: one run per call, in a
 * process of its own, so a crashed run cannot take the caller with it. Shared by `npm run bench:web`
 * and the browser test that holds two pages to a budget.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
const LIGHTHOUSE_CLI = path.join(root, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of scripts and style sheets the page loaded, as transferred. */
  scriptBytes: number;
  styleBytes: number;
  /**
   * The requests that started before the first contentful paint of the recorded load, and their bytes
   * as transferred: what Lighthouse's simulation of a slow connection may count before that paint.
   */
  startedBeforePaint: { requests: number; bytes: number };
  /** Lighthouse's measure of the host CPU (higher is faster); it falls when the machine is busy. */
  benchmarkIndex: number;
  /** Audits that lost points outside performance, for the report. */
  failedAudits: string[];
}

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      scoreDisplayMode?: string;
      details?: {
        items?: Array<{
          resourceType?: string;
          transferSize?: number;
          networkRequestTime?: number;
          observedFirstContentfulPaint?: number;
        }>;
      };
    }
  >;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

function summarize(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) throw new Error(`Lighthouse failed: ${report.runtimeError.message}`);
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = (list: typeof requests) =>
    list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const bytesOf = (type: string) => bytes(requests.filter((request) => request.resourceType === type));
  const firstPaint = report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN;
  const early = requests.filter((request) => (request.networkRequestTime ?? Infinity) < firstPaint);
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = report.audits[ref.id];
        return audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((report.categories[category].score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: report.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time'].numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift'].numericValue ?? NaN,
    scriptBytes: bytesOf('Script'),
    styleBytes: bytesOf('Stylesheet'),
    startedBeforePaint: { requests: early.length, bytes: bytes(early) },
    benchmarkIndex: report.environment.benchmarkIndex,
    failedAudits,
  };
}

/**
 * Lighthouse's own failures to record a load, after which it asks to be run again ("Something went
 * wrong with recording the trace over your page load"): they say nothing of the page, and come now
 * and then on a busy machine. A page's own faults (no paint, an error page) are not among them.
 */
const RECORDING_FAILURES = ['NO_NAVSTART', 'NO_TRACING_STARTED', 'TRACING_ALREADY_STARTED', 'NO_SCREENSHOTS'];
const ATTEMPTS = 3;

/**
 * One Lighthouse run of a URL (mobile preset: simulated slow 4G and a 4× slower CPU); run again, up to
 * three times in all, when Lighthouse failed to record the load.
 */
export async function lighthouse(url: string, reportFile?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, reportFile);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const recordingFailed = RECORDING_FAILURES.some((code) => message.includes(`(${code})`));
      if (!recordingFailed || attempt === ATTEMPTS) throw error;
    }
  }
}

async function lighthouseOnce(url: string, reportFile?: string): Promise<LighthouseRun> {
  const output =
    reportFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
  if (!reportFile) fs.rmSync(path.dirname(output), { recursive: true, force: true });
  return summarize(report);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over several runs of one page. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (pick: (entry: LighthouseRun) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((entry) => entry.scores[category])]),
    ) as Record<Category, number>,
    lcpMs: of((entry) => entry.lcpMs),
    tbtMs: of((entry) => entry.tbtMs),
    cls: of((entry) => entry.cls),
    scriptBytes: of((entry) => entry.scriptBytes),
    styleBytes: of((entry) => entry.styleBytes),
    startedBeforePaint: {
      requests: of((entry) => entry.startedBeforePaint.requests),
      bytes: of((entry) => entry.startedBeforePaint.bytes),
    },
    benchmarkIndex: of((entry) => entry.benchmarkIndex),
    failedAudits: [...new Set(runs.flatMap((entry) => entry.failedAudits))],
  };
}

/** Samples the machine's 1-minute load average while work runs. */
export function sampleLoad(everyMs = 5000) {
  const samples: number[] = [os.loadavg()[0]];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(os.loadavg()[0]);
      return {
        mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
        max: Math.max(...samples),
      };
    },
  };
}

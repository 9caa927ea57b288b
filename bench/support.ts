import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { waitFor } from '../tests/support/wait-for';

/** Small measuring tools of the benchmark scenarios: CPU and memory of a process, wrk, metrics. */

const run = promisify(execFile);
const CLOCK_TICKS = 100;

/** CPU seconds (user and system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line; 12 and 13 after the command.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The machine's load average over the last minute, and its cores. */
export function machineLoad(): string {
  return `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
}

export interface WrkFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx or 3xx (404s of a mix are expected). */
  non2xx: number;
  socketErrors: number;
}

function latencyMs(value: string | undefined): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value ?? '');
  if (!match) return NaN;
  const number = Number(match[1]);
  return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number;
}

/** Runs wrk (2 threads, `connections`) for `seconds` against a URL, optionally with a Lua script. */
export async function wrk(
  url: string,
  options: { seconds: number; connections?: number; script?: string; headers?: string[] },
): Promise<WrkFigures> {
  const args = [
    '-t2',
    `-c${options.connections ?? 50}`,
    `-d${options.seconds}s`,
    '--latency',
    '--timeout',
    '10s',
    '-H',
    'Accept-Encoding: gzip, br',
    ...(options.headers ?? []).flatMap((header) => ['-H', header]),
    ...(options.script ? ['-s', options.script] : []),
    url,
  ];
  const { stdout } = await run('wrk', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests: Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50Ms: latencyMs(/\s50%\s+(\S+)/.exec(stdout)?.[1]),
    p99Ms: latencyMs(/\s99%\s+(\S+)/.exec(stdout)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
  };
}

/** One value of the site's Prometheus metrics (the first sample of that name). */
export async function metric(siteUrl: string, name: string): Promise<number> {
  const text = await (await fetch(`${siteUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name} `) || candidate.startsWith(`${name}{`));
  return Number(line?.split(' ').pop() ?? NaN);
}

/** Samples a process's RSS every `intervalMs` until stopped; returns the samples. */
export function sampleRss(pid: number, intervalMs = 500) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), intervalMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

const RESULTS = path.resolve(__dirname, 'results.md');

/** Puts a section (`## title` and its lines) into bench/results.md, replacing an earlier one. */
export function writeSection(title: string, lines: string[]): void {
  const current = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const heading = `## ${title}`;
  const start = current.indexOf(`${heading}\n`);
  const section = `${lines.join('\n').trimEnd()}\n`;
  if (start < 0) {
    fs.writeFileSync(RESULTS, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const rest = next < 0 ? '' : current.slice(next + 1);
  fs.writeFileSync(RESULTS, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}

/** Runs one scenario by itself (`ts-node bench/x.ts`): its section of results.md is replaced. */
export async function runOnItsOwn(title: string, scenario: (outDir: string) => Promise<string[]>) {
  const outDir = path.resolve(__dirname, 'out');
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const lines = await scenario(outDir);
    writeSection(title, lines);
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  }
}

/**
 * Waits until the site says it is ready (pre-rendering done, so every page is a cache hit as visitors
 * get it); resolves with how long that took.
 */
export async function waitReady(server: { url: string }, timeoutMs = 300_000): Promise<number> {
  const started = Date.now();
  await waitFor('the site ready', async () => (await fetch(`${server.url}/readyz`)).ok, {
    timeoutMs,
    intervalMs: 250,
  });
  return Date.now() - started;
}

/**
 * `npm run bench`: speed and memory of the production build against the site's bars (bench/results.md states each), written
 * to bench/results.md. Needs `npm run build` and wrk (Debian's package).
 *
 * - cache hits of three pages, site vs a bare node:http server sending the same bytes, and vs the same
 *   bare handler inside the site's own process (bench/bare-in-process.js), in turns;
 * - uncached render of the home page (content cached, CONTENT_MIN_DELAY_MS=0), from Server-Timing;
 * - first-load JavaScript of every page kind and CSS per page, gzip; what each page kind fetches
 *   ahead of the visitor once loaded (other pages' code, in Chromium: bench/fetched-ahead.ts);
 * - RSS after pre-rendering every page and a minute of load.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { gzipSync } from 'node:zlib';
import { freePort } from '../tests/support/free-port';
import { startProductionServer, type RunningServer } from '../tests/support/production-server';
import { launchBrowser } from '../tests/support/browser';
import { fetchedAhead, KIND_PAGES, SCREENS, type FetchedAhead } from './fetched-ahead';
import { CPU_SLOWDOWN, HYDRATION_PAGES, hydrationTasks, type HydrationTasks } from './hydration-tasks';
import { sampleLoad } from './lighthouse';
import { writeServerResults } from './results-file';
import { mixedLoadBench } from './mixed-load';
import { revalidationBench } from './revalidation';
import { waitReady, writeSection } from './support';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'bench', 'out');
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 60);
const PAGES = ['/', '/properties/1001', '/dkg-projects/residential'];
/** Where the pages a hit sends are recorded, for both bare servers. */
const PAGES_FILE = path.join(out, 'pages.json');
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/**
 * With two cores or more, wrk gets the last core to itself and the server under test (the site or the
 * bare server, every thread of it) the others, so the two never take turns on one core: the ratios then
 * compare the servers, not how the scheduler shared a core with the load generator.
 */
const CORES = os.cpus().length;
const PINNED = CORES >= 2 && hasTaskset();
const WRK_CORE = String(CORES - 1);
const SERVER_CORES = CORES > 2 ? `0-${CORES - 2}` : '0';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Keeps every thread of a server, and those it starts later, on the servers' cores. */
function pinServer(pid: number): void {
  if (PINNED) execFileSync('taskset', ['-a', '-cp', SERVER_CORES, String(pid)], { stdio: 'ignore' });
}

interface WrkResult {
  requests: number;
  rps: number;
  p99Ms: number;
  cpuMsPerRequest: number;
}

function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line; 12 and 13 after the command.
  return Number(fields[11]) + Number(fields[12]);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function latencyMs(value: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return NaN;
  const number = Number(match[1]);
  return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number;
}

function wrk(url: string, pid: number, seconds = DURATION_S, script?: string): WrkResult {
  const before = cpuTicks(pid);
  const args = [
    PINNED ? '-t1' : '-t2',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    'Accept-Encoding: gzip',
    ...(script ? ['-s', script] : []),
    url,
  ];
  const output = PINNED
    ? execFileSync('taskset', ['-c', WRK_CORE, 'wrk', ...args], { encoding: 'utf8' })
    : execFileSync('wrk', args, { encoding: 'utf8' });
  const cpuMs = ((cpuTicks(pid) - before) / CLOCK_TICKS) * 1000;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const p99 = latencyMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? '');
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (errors) throw new Error(`wrk saw ${errors[1]} errors for ${url}:\n${output}`);
  return { requests, rps, p99Ms: p99, cpuMsPerRequest: requests ? cpuMs / requests : NaN };
}

async function startBare(pagesFile: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.js'), pagesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  pinServer(child.pid!);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The answer's bytes as sent (still compressed) and its headers. */
function rawGet(
  url: string,
  encoding = 'gzip',
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function recordPages(server: RunningServer): Promise<string> {
  const recorded: Record<string, { headers: string[]; body: string }> = {};
  for (const page of PAGES) {
    const { headers, body } = await rawGet(`${server.url}${page}`);
    if (headers['x-cache'] !== 'HIT')
      throw new Error(
        `${page} is not a cache hit (${headers['x-cache']}); pre-rendering must have stored it`,
      );
    recorded[page] = {
      // Connection-level headers are the server's own business (keep-alive, date).
      headers: Object.entries(headers)
        .filter(([name]) => !['connection', 'keep-alive', 'date', 'transfer-encoding'].includes(name))
        .flatMap(([name, value]) => [name, String(value)]),
      body: body.toString('base64'),
    };
  }
  fs.writeFileSync(PAGES_FILE, JSON.stringify(recorded));
  return PAGES_FILE;
}

/** Headers that belong to the connection, which node:http writes itself on both sides. */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'date', 'transfer-encoding'];

/**
 * The baseline is fair only if it sends what a hit sends: the same headers (names and values; the
 * request id aside, which the site makes per request) and the same bytes. Returns the header count.
 */
async function assertSameAnswers(siteUrl: string, bareUrl: string): Promise<number> {
  let count = 0;
  for (const page of PAGES) {
    const [site, bare] = await Promise.all([rawGet(`${siteUrl}${page}`), rawGet(`${bareUrl}${page}`)]);
    const listed = (headers: Record<string, unknown>) =>
      Object.entries(headers)
        .filter(([name]) => !CONNECTION_HEADERS.includes(name))
        .map(([name, value]) => `${name}: ${name === 'x-request-id' ? '…' : String(value)}`)
        .sort();
    const [siteHeaders, bareHeaders] = [listed(site.headers), listed(bare.headers)];
    if (siteHeaders.join('\n') !== bareHeaders.join('\n') || !site.body.equals(bare.body)) {
      throw new Error(
        `The baseline does not answer ${page} as the site does:\nsite: ${siteHeaders.join('; ')}\nbare: ${bareHeaders.join('; ')}`,
      );
    }
    count = siteHeaders.length + CONNECTION_HEADERS.filter((name) => site.headers[name] !== undefined).length;
  }
  return count;
}

function bundleSizes() {
  const stats = JSON.parse(fs.readFileSync(path.join(root, 'dist/loadable-stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const gz = (file: string) =>
    gzipSync(fs.readFileSync(path.join(root, 'dist/public/assets', file)), { level: 9 }).length;
  const assetsOf = (group: string) => stats.namedChunkGroups[group]?.assets.map((asset) => asset.name) ?? [];
  const gzipKb = (files: string[], extension: string) =>
    [...new Set(files)].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gz(file), 0) /
    1024;
  const pageKinds = Object.keys(stats.namedChunkGroups).filter((group) => group.startsWith('page-'));
  // What a first visit runs before the page is interactive: the start script, the main entry's
  // scripts (React DOM, the router, the site's) and the page kind's chunk.
  const firstScripts = [...assetsOf('start'), ...assetsOf('main')].filter((file) => file.endsWith('.js'));
  return {
    firstScripts,
    firstLoadJs: pageKinds.map((group) => ({
      page: group.slice('page-'.length),
      kb: gzipKb([...firstScripts, ...assetsOf(group)], '.js'),
    })),
    cssPerPage: pageKinds.map((group) => ({
      page: group,
      kb: gzipKb([...assetsOf('main'), ...assetsOf(group)], '.css'),
    })),
  };
}

async function uncachedRenderMedian(): Promise<number> {
  // A page cache too small to hold a page: every request renders; content stays cached.
  const server = await startProductionServer(
    {
      PRERENDER: 'false',
      PAGE_CACHE_MAX_MB: '0.001',
      LOG_LEVEL: 'warn',
    },
    { logFile: path.join(out, 'render.log') },
  );
  try {
    const durations: number[] = [];
    for (let index = 0; index < 230; index += 1) {
      const response = await fetch(`${server.url}/`);
      await response.arrayBuffer();
      const timing = response.headers.get('server-timing') ?? '';
      const render = Number(/render;dur=([\d.]+)/.exec(timing)?.[1]);
      if (response.headers.get('x-cache') !== 'MISS') throw new Error('the render benchmark needs misses');
      if (index >= 30) durations.push(render);
    }
    return median(durations);
  } finally {
    await server.stop();
  }
}

/** What each page kind fetches ahead once loaded, on each screen (bench/fetched-ahead.ts). */
async function fetchedAheadOfEveryKind(siteUrl: string, kinds: string[]) {
  const browser = await launchBrowser();
  try {
    const results: Array<{ page: string; screens: FetchedAhead[] }> = [];
    for (const kind of kinds.filter((name) => KIND_PAGES[name] !== undefined)) {
      const screens: FetchedAhead[] = [];
      for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
        screens.push(await fetchedAhead(browser, siteUrl, kind, screen, root));
      }
      results.push({ page: kind, screens });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Long tasks while each measured page hydrates on a phone (bench/hydration-tasks.ts). */
async function hydrationOnAPhone(siteUrl: string): Promise<HydrationTasks[]> {
  const browser = await launchBrowser();
  try {
    const results: HydrationTasks[] = [];
    for (const page of HYDRATION_PAGES) results.push(await hydrationTasks(browser, siteUrl, page));
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const inProcessPort = await freePort();
  const site = await startProductionServer(
    {
      PRERENDER: 'true',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_OPTIONS: `--require=${path.join(root, 'bench/bare-in-process.js')}`,
      BENCH_BARE_PORT: String(inProcessPort),
      BENCH_BARE_PAGES: PAGES_FILE,
    },
    { logFile: path.join(out, 'site.log') },
  );
  const pid = site.process.pid!;
  pinServer(pid);
  const lines: string[] = [];
  try {
    const readyMs = await waitReady(site);
    const rssAfterPrerender = rssMb(pid);
    const pagesFile = await recordPages(site);
    const bare = await startBare(pagesFile);
    const inProcessUrl = `http://127.0.0.1:${inProcessPort}`;
    const headerCount = await assertSameAnswers(site.url, bare.url);
    await assertSameAnswers(site.url, inProcessUrl);
    const machineLoad = sampleLoad();
    const results: Record<string, Record<'site' | 'inProcess' | 'bare', WrkResult[]>> = {};
    try {
      for (const page of PAGES) {
        wrk(`${site.url}${page}`, pid, 2);
        wrk(`${inProcessUrl}${page}`, pid, 2);
        wrk(`${bare.url}${page}`, bare.pid, 2);
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const page of PAGES) {
          results[page] ??= { site: [], inProcess: [], bare: [] };
          results[page].site.push(wrk(`${site.url}${page}`, pid));
          results[page].inProcess.push(wrk(`${inProcessUrl}${page}`, pid));
          results[page].bare.push(wrk(`${bare.url}${page}`, bare.pid));
        }
      }
    } finally {
      bare.stop();
    }
    const hitLoad = machineLoad.stop();

    // A minute of load over every pre-rendered page, then the memory.
    const urls =
      (await rawGet(`${site.url}/sitemap.xml`, 'identity')).body
        .toString('utf8')
        .match(/<loc>[^<]+<\/loc>/g)
        ?.map((loc) => new URL(loc.slice(5, -6)).pathname) ?? PAGES;
    const script = path.join(out, 'all-pages.lua');
    fs.writeFileSync(
      script,
      `local paths = {${urls.map((url) => JSON.stringify(url)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
    );
    const load = wrk(`${site.url}/`, pid, LOAD_S, script);
    const rssAfterLoad = rssMb(pid);

    const bundles = bundleSizes();
    const ahead = await fetchedAheadOfEveryKind(
      site.url,
      bundles.firstLoadJs.map(({ page }) => page),
    );

    const hydrationLoad = sampleLoad();
    const hydration = await hydrationOnAPhone(site.url);
    const hydrationMachine = hydrationLoad.stop();

    const render = await uncachedRenderMedian();

    const screens = Object.entries(SCREENS)
      .map(([name, { viewport }]) => `a ${name} (${viewport.width} × ${viewport.height})`)
      .join(' / ');
    const aheadText = ahead
      .map(({ page, screens: figures }) => {
        const each = figures.map(
          ({ kb, kinds }) => `${kb.toFixed(1)}${kinds.length ? ` (${kinds.join(', ')})` : ''}`,
        );
        return `${page} ${each.join(' / ')}`;
      })
      .join('; ');
    const row = (label: string, values: WrkResult[]) =>
      `${label} | ${median(values.map((v) => v.rps)).toFixed(0)} | ${median(values.map((v) => v.p99Ms)).toFixed(2)} | ${median(values.map((v) => v.cpuMsPerRequest * 1000)).toFixed(1)}`;
    lines.push(
      '# Benchmark results',
      '',
      `Measured by \`npm run bench\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
      `wrk ${PINNED ? `-t1 on core ${WRK_CORE}, the server under test on core ${SERVER_CORES} (taskset)` : '-t2, sharing the cores with the server under test'} -c${CONNECTIONS} -d${DURATION_S}s, Accept-Encoding: gzip, ${ROUNDS} rounds in turns (median shown). CPU time per request from /proc of the server process.`,
      '',
      '## Cache hits: site vs bare node:http with the same bytes',
      '',
      `The baseline sends the recorded bytes with the same ${headerCount} headers as a hit (checked before the runs; the request id aside), on a machine whose load average was ${hitLoad.mean.toFixed(1)} (max ${hitLoad.max.toFixed(1)}) during these runs.`,
      '',
      "\"bare, in the site's process\" is the same bare handler loaded into the site's process (`bench/bare-in-process.js`, on a port of its own): the same work as the bare server, with the site's heap, timers and threads around it. Against it, the site's own hit path is measured apart from what its process costs.",
      '',
      'page | server | req/s | p99 ms | CPU µs/req',
      '--- | --- | --- | --- | ---',
    );
    const verdicts: string[] = [];
    for (const page of PAGES) {
      const { site: s, inProcess: i, bare: b } = results[page];
      lines.push(
        row(`${page} | site`, s),
        row(`${page} | bare, in the site's process`, i),
        row(`${page} | bare`, b),
      );
      const ratio = median(s.map((v) => v.rps)) / median(b.map((v) => v.rps));
      const cpu = median(s.map((v) => v.cpuMsPerRequest)) / median(b.map((v) => v.cpuMsPerRequest));
      const p99 = median(s.map((v) => v.p99Ms)) / median(b.map((v) => v.p99Ms));
      verdicts.push(
        `${page}: throughput ${ratio.toFixed(2)}× (bar ≥ 0.85, goal 0.90) ${ratio >= 0.9 ? 'PASS' : ratio >= 0.85 ? 'BAR' : 'FAIL'}; CPU ${cpu.toFixed(2)}× (bar ≤ 1.3, goal 1.2) ${cpu <= 1.2 ? 'PASS' : cpu <= 1.3 ? 'BAR' : 'FAIL'}; p99 ${p99.toFixed(2)}× (bar ≤ 1.5) ${p99 <= 1.5 ? 'PASS' : 'FAIL'}` +
          `; the bare handler in the site's process ${(median(i.map((v) => v.rps)) / median(b.map((v) => v.rps))).toFixed(2)}× the bare server's throughput, the site ${(ratio / (median(i.map((v) => v.rps)) / median(b.map((v) => v.rps)))).toFixed(2)}× that handler's`,
      );
    }
    lines.push('', ...verdicts.map((verdict) => `- ${verdict}`), '');
    lines.push(
      '## Other bars',
      '',
      `- Uncached render of the home page (content cached, CONTENT_MIN_DELAY_MS=0), median of 200: ${render.toFixed(2)} ms (bar < 10 ms) ${render < 10 ? 'PASS' : 'FAIL'}`,
      `- First-load JavaScript per page kind, its own (${bundles.firstScripts.join(', ')} and the page's chunk), gzip -9, KB: ${bundles.firstLoadJs.map(({ page, kb }) => `${page} ${kb.toFixed(1)}`).join(', ')} (bar < 110 KB on every kind) ${bundles.firstLoadJs.every(({ kb }) => kb < 110) ? 'PASS' : 'FAIL'}`,
      `- Fetched ahead once loaded, with no link hovered, touched or focused: other pages' code (their chunks' scripts and style sheets), gzip -9, KB, on ${screens}, in Chromium on a connection it takes for 4g (client/prefetch.ts: only the links of the page's content in view): ${aheadText}`,
      `- Long tasks from the start of a page's scripts to the end of its hydration, on a phone (375 px, CPU ${CPU_SLOWDOWN}× slower), ms per load until a load has none (at most 5), load average ${hydrationMachine.mean.toFixed(1)}: ${hydration.map(({ path: page, loads }) => `${page} ${loads.map((tasks) => `[${tasks.join(', ')}]`).join(' ')}`).join('; ')} (bar: a load without a long task on every page) ${hydration.every(({ clean }) => clean) ? 'PASS' : 'FAIL'}`,
      `- CSS per page (main + page chunk), gzip: largest ${Math.max(...bundles.cssPerPage.map((c) => c.kb)).toFixed(1)} KB (bar < 30 KB) ${bundles.cssPerPage.every((c) => c.kb < 30) ? 'PASS' : 'FAIL'}`,
      `- Pre-rendering ready after ${(readyMs / 1000).toFixed(1)} s; RSS ${rssAfterPrerender.toFixed(0)} MB after pre-rendering, ${rssAfterLoad.toFixed(0)} MB after ${LOAD_S} s of load over ${urls.length} pages at ${load.rps.toFixed(0)} req/s (bar < 300 MB) ${rssAfterLoad < 300 ? 'PASS' : 'FAIL'}`,
      '',
    );
  } finally {
    await site.stop();
  }
  writeServerResults(`${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const [title, scenario] of [
    ['Revalidation', revalidationBench],
    ['Memory under a mixed load', mixedLoadBench],
  ] as const) {
    const section = await scenario(out);
    writeSection(title, section);
    process.stdout.write(`${section.join('\n')}\n`);
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

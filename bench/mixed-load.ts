/**
 * Memory under a realistic mix: two minutes of 50 connections over every route kind and locale — cached
 * pages, listing variants never seen before (misses that fill the page cache), searches, not-found
 * pages and client navigations (/_data) — with the server's RSS sampled all along. Run by
 * `npm run bench` (bench/run.ts); writes its own section of bench/results.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/support/free-port';
import { startProductionServer } from '../tests/support/production-server';
import { machineLoad, metric, rssMb, runOnItsOwn, sampleRss, wrk } from './support';
import { waitFor } from '../tests/support/wait-for';

/**
 * Two minutes: the caches are full after one, and what they hold goes on settling after that (a
 * content cache four times too large took the RSS past the bar only in the second minute).
 */
const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 120);
const RSS_BAR_MB = 300;
const root = path.resolve(__dirname, '..');

async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const lua = (values: string[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;

/** A wrk script choosing each request at random from the mix (shares in percent). */
function mixScript(pages: string[]): string {
  const words = [
    'villa',
    'athens',
    'crete',
    'golden',
    'visa',
    'sea',
    'project',
    'invest',
    '%CE%B2%CE%AF%CE%BB%CE%B1',
    '%D0%B2%D0%B8%D0%BB%D0%BB%D0%B0',
  ];
  return `
local pages = ${lua(pages)}
local prefixes = ${lua(['', '/ru', '/el'])}
local types = ${lua(['', '&type=villa', '&type=apartment', '&type=house', '&type=land', '&type=commercial'])}
local sorts = ${lua(['', '&sort=price', '&sort=newest', '&sort=area'])}
local words = ${lua(words)}
local routes = ${lua(['locale___en,index___en', 'locale___ru,about___ru', 'locale___el,properties___el'])}
local datapaths = ${lua(['/', '/ru/about', '/el/properties'])}
local counter = 0
setup = function(thread)
  counter = counter + 1
  thread:set("seed", counter)
end
init = function()
  math.randomseed(os.time() + seed)
end
request = function()
  local r = math.random(100)
  local prefix = prefixes[math.random(#prefixes)]
  local path
  if r <= 55 then
    path = pages[math.random(#pages)]
  elseif r <= 75 then
    path = prefix .. "/properties?priceMin=" .. (math.random(3000) * 1000) .. types[math.random(#types)] .. sorts[math.random(#sorts)]
  elseif r <= 85 then
    path = prefix .. "/search-result?q=" .. words[math.random(#words)] .. "+" .. math.random(100000)
  elseif r <= 95 then
    path = prefix .. "/no-such-page-" .. math.random(1000000)
  else
    local i = math.random(#datapaths)
    path = "/_data?path=" .. datapaths[i] .. "&routes=" .. routes[i]
  end
  return wrk.format("GET", path)
end
`;
}

interface Shape {
  name: string;
  /** Starts what the site reads besides itself; returns the site's extra environment. */
  content(): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
}

/** The embedded demo: the content service runs inside the site's process (`npm start` alone). */
const embedded: Shape = {
  name: 'the embedded demo (the content service inside the site process)',
  content: async () => ({ env: {}, stop: async () => {} }),
};

/** As deployed: the content service (here the demo one) is a process of its own, as a CMS is. */
const separate: Shape = {
  name: 'as deployed (the content service in a process of its own, as the CMS is)',
  async content() {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'dist/server/content.js')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', CONTENT_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
      'the content service',
      async () => (await fetch(`${url}/api/i18n/locales`).catch(() => null)) !== null,
      { timeoutMs: 300_000 },
    );
    return {
      env: { CONTENT_API_URL: url },
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    };
  },
};

async function measure(shape: Shape, outDir: string) {
  const content = await shape.content();
  const server = await startProductionServer(
    { PRERENDER: 'true', LOG_LEVEL: 'warn', ...content.env },
    { logFile: path.join(outDir, 'mixed-load.log') },
  );
  const pid = server.process.pid!;
  try {
    await waitFor('ready', async () => (await fetch(`${server.url}/readyz`).catch(() => null))?.ok === true, {
      timeoutMs: 300_000,
    });
    const pages = await sitemapPaths(server.url);
    const script = path.join(outDir, 'mixed-load.lua');
    fs.writeFileSync(script, mixScript(pages));
    const idleRss = rssMb(pid);
    const rss = sampleRss(pid);
    const figures = await wrk(`${server.url}/`, { seconds: LOAD_S, connections: 50, script });
    const samples = rss.stop();
    return {
      pages: pages.length,
      figures,
      load: machineLoad(),
      idleRss,
      peak: Math.max(...samples),
      end: samples.at(-1) ?? NaN,
      entries: await metric(server.url, 'page_cache_entries'),
      cacheMb: (await metric(server.url, 'page_cache_bytes')) / 2 ** 20,
      heapMb: (await metric(server.url, 'nodejs_heap_size_used_bytes')) / 2 ** 20,
      heapTotalMb: (await metric(server.url, 'nodejs_heap_size_total_bytes')) / 2 ** 20,
      externalMb: (await metric(server.url, 'nodejs_external_memory_bytes')) / 2 ** 20,
    };
  } finally {
    await server.stop();
    await content.stop();
  }
}

export async function mixedLoadBench(outDir: string): Promise<string[]> {
  const lines: string[] = [];
  let pages = 0;
  for (const shape of [separate, embedded]) {
    const run = await measure(shape, outDir);
    pages = run.pages;
    // The bar is the site's own process; the embedded demo also holds the demo CMS.
    const verdict = shape === separate ? (run.peak < RSS_BAR_MB ? ' PASS' : ' FAIL') : '';
    lines.push(
      `- ${shape.name}, ${run.load}: ${run.figures.requests} requests, ${run.figures.rps.toFixed(0)} req/s, p50 ${run.figures.p50Ms.toFixed(1)} ms, p99 ${run.figures.p99Ms.toFixed(1)} ms; ${run.figures.non2xx} non-2xx (the not-found pages), ${run.figures.socketErrors} socket errors.`,
      `  - RSS of the site: ${run.idleRss.toFixed(0)} MB after pre-rendering; under the load peak ${run.peak.toFixed(0)} MB, ${run.end.toFixed(0)} MB at the end (bar < ${RSS_BAR_MB} MB)${verdict}.`,
      `  - At the end: page cache ${run.entries} pages, ${run.cacheMb.toFixed(1)} MB (its bound: PAGE_CACHE_MAX_MB); JavaScript heap ${run.heapMb.toFixed(0)} MB used of ${run.heapTotalMb.toFixed(0)} MB, ${run.externalMb.toFixed(0)} MB outside the heap (buffers).`,
    );
  }
  return [
    '## Memory under a mixed load',
    '',
    `Measured by \`npm run bench\` (bench/mixed-load.ts): wrk, 50 connections, ${LOAD_S} s, every request drawn at random — 55 % the ${pages} sitemap pages (cache hits, all locales), 20 % listing variants never seen before (misses that fill the page cache), 10 % searches, 10 % not-found pages, 5 % /_data — with Accept-Encoding: gzip, br. Twice: as deployed, and with the embedded demo.`,
    '',
    ...lines,
    '',
  ];
}

if (require.main === module) {
  void runOnItsOwn('Memory under a mixed load', mixedLoadBench);
}

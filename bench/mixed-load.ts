/**
 * Memory under a realistic mix: 60 s of 50 connections over every route kind and locale — cached
 * pages, listing variants never seen before (misses that fill the page cache), searches, not-found
 * pages and client navigations (/_data) — with the server's RSS sampled all along. Run by
 * `npm run bench` (bench/run.ts); writes its own section of bench/results.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startProductionServer } from '../tests/support/production-server';
import { machineLoad, metric, rssMb, runOnItsOwn, sampleRss, waitUntil, wrk } from './support';

const LOAD_S = Number(process.env.BENCH_LOAD_S ?? 60);
const RSS_BAR_MB = 300;

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

export async function mixedLoadBench(outDir: string): Promise<string[]> {
  const server = await startProductionServer(
    { PRERENDER: 'true', LOG_LEVEL: 'warn' },
    { logFile: path.join(outDir, 'mixed-load.log') },
  );
  const pid = server.process.pid!;
  try {
    await waitUntil(
      'ready',
      async () => (await fetch(`${server.url}/readyz`).catch(() => null))?.ok === true,
    );
    const pages = await sitemapPaths(server.url);
    const script = path.join(outDir, 'mixed-load.lua');
    fs.writeFileSync(script, mixScript(pages));
    const idleRss = rssMb(pid);
    const rss = sampleRss(pid);
    const figures = await wrk(`${server.url}/`, { seconds: LOAD_S, connections: 50, script });
    const samples = rss.stop();
    const load = machineLoad();
    const cache = {
      entries: await metric(server.url, 'page_cache_entries'),
      mb: (await metric(server.url, 'page_cache_bytes')) / 2 ** 20,
      heapMb: (await metric(server.url, 'nodejs_heap_size_used_bytes')) / 2 ** 20,
      heapTotalMb: (await metric(server.url, 'nodejs_heap_size_total_bytes')) / 2 ** 20,
      externalMb: (await metric(server.url, 'nodejs_external_memory_bytes')) / 2 ** 20,
    };
    const peak = Math.max(...samples);
    const end = samples.at(-1) ?? NaN;
    return [
      '## Memory under a mixed load',
      '',
      `Measured by \`npm run bench\` (bench/mixed-load.ts), ${load}: wrk, 50 connections, ${LOAD_S} s, every request drawn at random — 55 % the ${pages.length} sitemap pages (cache hits, all locales), 20 % listing variants never seen before (misses that fill the page cache), 10 % searches, 10 % not-found pages, 5 % /_data — with Accept-Encoding: gzip, br.`,
      '',
      `- ${figures.requests} requests, ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms; ${figures.non2xx} non-2xx (the not-found pages), ${figures.socketErrors} socket errors.`,
      `- RSS: ${idleRss.toFixed(0)} MB after pre-rendering; under the load peak ${peak.toFixed(0)} MB, ${end.toFixed(0)} MB at the end (bar < ${RSS_BAR_MB} MB) ${peak < RSS_BAR_MB ? 'PASS' : 'FAIL'}.`,
      `- At the end: page cache ${cache.entries} pages, ${cache.mb.toFixed(1)} MB (its bound: PAGE_CACHE_MAX_MB); JavaScript heap ${cache.heapMb.toFixed(0)} MB used of ${cache.heapTotalMb.toFixed(0)} MB, ${cache.externalMb.toFixed(0)} MB outside the heap (buffers).`,
      '',
    ];
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  void runOnItsOwn('Memory under a mixed load', mixedLoadBench);
}

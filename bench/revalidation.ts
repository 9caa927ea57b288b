/**
 * Revalidation under load: what one webhook costs when 300 listing variants are cached, how long the
 * server stays busy after a burst of 500 webhooks, and how fast cached pages answer meanwhile. Run by
 * `npm run bench` (bench/run.ts); writes its own section of bench/results.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startProductionServer } from '../tests/support/production-server';
import { cpuSeconds, machineLoad, metric, runOnItsOwn, wrk } from './support';
import { waitFor } from '../tests/support/wait-for';

const SECRET = 'bench-revalidation-secret-0123456789';
const VARIANTS = 300;
const BURST = 500;
const PROPERTY = 'api::property.property';

async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Listing states that normalize to distinct pages (a price floor each, with a sort). */
function listingVariants(count: number): string[] {
  const sorts = ['', '&sort=price', '&sort=newest', '&sort=area'];
  return Array.from(
    { length: count },
    (_, index) => `/properties?priceMin=${(index + 1) * 1000}${sorts[index % 4]}`,
  );
}

function webhook(siteUrl: string, reference: number, locale: string, price: number) {
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': SECRET },
    body: JSON.stringify({
      event: 'entry.publish',
      model: 'property',
      uid: PROPERTY,
      entry: {
        id: reference,
        documentId: `doc-${reference}`,
        reference,
        locale,
        price,
        publishedAt: '2030-01-01T00:00:00.000Z',
      },
    }),
  }).then((response) => {
    if (response.status !== 202) throw new Error(`the webhook answered ${response.status}`);
    return response.json() as Promise<{ pages: string[] }>;
  });
}

async function inBatches<T>(items: T[], size: number, action: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(action));
  }
}

export async function revalidationBench(outDir: string): Promise<string[]> {
  const server = await startProductionServer(
    { PRERENDER: 'true', REVALIDATE_SECRET: SECRET, LOG_LEVEL: 'warn', CONTENT_MIN_DELAY_MS: '200' },
    { logFile: path.join(outDir, 'revalidation.log') },
  );
  const pid = server.process.pid!;
  const idle = () =>
    waitFor(
      'background renders done',
      async () => (await metric(server.url, 'background_renders_pending')) === 0,
      { timeoutMs: 300_000 },
    );
  try {
    await waitFor('ready', async () => (await fetch(`${server.url}/readyz`).catch(() => null))?.ok === true, {
      timeoutMs: 300_000,
    });
    const pages = await sitemapPaths(server.url);
    const refs = pages
      .map((page) => /^\/properties\/(\d+)$/.exec(page)?.[1])
      .filter((ref): ref is string => Boolean(ref))
      .map(Number);
    const variants = listingVariants(VARIANTS);
    await inBatches(variants, 4, async (variant) => {
      const response = await fetch(`${server.url}${variant}`);
      await response.arrayBuffer();
    });
    await idle();
    const cachedPages = await metric(server.url, 'page_cache_entries');

    // One webhook: a property seen for the first time, so every locale's pages and the 300 variants.
    let cpu = cpuSeconds(pid);
    let started = performance.now();
    const one = await webhook(server.url, refs[0], 'en', 1);
    await idle();
    const oneCpu = cpuSeconds(pid) - cpu;
    const oneMs = performance.now() - started;

    // A burst: 500 webhooks over the properties and locales, 20 at a time, while visitors ask for
    // cached pages (those the webhooks mark outdated included).
    const script = path.join(outDir, 'revalidation-pages.lua');
    const mix = [...pages, ...variants];
    fs.writeFileSync(
      script,
      `local paths = {${mix.map((page) => JSON.stringify(page)).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
    );
    const load = wrk(`${server.url}/`, { seconds: 30, connections: 50, script });
    cpu = cpuSeconds(pid);
    started = performance.now();
    const locales = ['en', 'ru', 'el'];
    const burst = Array.from({ length: BURST }, (_, index) => index);
    await inBatches(burst, 20, (index) =>
      webhook(server.url, refs[index % refs.length], locales[index % 3], 1 + (index % 2)),
    );
    const lastWebhookMs = performance.now() - started;
    await idle();
    const drainedMs = performance.now() - started;
    const burstCpu = cpuSeconds(pid) - cpu;
    const during = await load;
    const load1 = machineLoad();

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    return [
      '## Revalidation',
      '',
      `Measured by \`npm run bench\` (bench/revalidation.ts), ${load1}; CONTENT_MIN_DELAY_MS=200 (visitors' misses; background renders skip it), one background render at a time. ${cachedPages} pages cached (every sitemap page and ${VARIANTS} listing variants).`,
      '',
      `- One webhook (a property seen for the first time: its pages in every locale and every listing): ${one.pages.length} pages marked outdated and rendered again in ${(oneMs / 1000).toFixed(1)} s, ${oneCpu.toFixed(1)} CPU s.`,
      `- A burst of ${BURST} webhooks (20 at a time, ${refs.length} properties, three locales): sent in ${(lastWebhookMs / 1000).toFixed(1)} s; the server was done rendering ${((drainedMs - lastWebhookMs) / 1000).toFixed(1)} s after the last one; ${burstCpu.toFixed(1)} CPU s in all.`,
      `- Cached pages during the burst (wrk, 50 connections, 30 s over ${mix.length} cached pages): ${during.rps.toFixed(0)} req/s, p50 ${during.p50Ms.toFixed(1)} ms, p99 ${during.p99Ms.toFixed(1)} ms (bar ≤ 100 ms) ${verdict(during.p99Ms <= 100)}; ${during.non2xx} non-2xx, ${during.socketErrors} socket errors.`,
      '',
    ];
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  void runOnItsOwn('Revalidation', revalidationBench);
}

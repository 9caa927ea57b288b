/**
 * `npm run bench:edge`: the edge of a running stack (docker-compose.yml: nginx → two Varnish instances
 * → the origin → three replicas), as an operator runs it before a campaign:
 *
 *   scripts/docker/make-env.sh && docker compose up -d && docker compose run --rm seed
 *   npm run bench:edge        # STACK_ENV_FILE (.env), STACK_PROJECT (the folder's name), BENCH_EDGE_S
 *
 * 1. Every page of the sitemap once through nginx (the edges fill).
 * 2. BENCH_EDGE_S (300) seconds of wrk through nginx over HTTPS at BENCH_EDGE_RATE (300) requests a
 *    second, each request a page of the sitemap
 *    drawn as real traffic is (Zipf: the k-th page of the list, top pages first, k times rarer than
 *    the first), while an editor changes an event every ten seconds in each locale in turn: how
 *    long until the change is on the page through nginx (publish → live), and how many of the
 *    page requests reached a replica (their page_cache_requests_total, summed over the replicas).
 * 3. During the load, a cached page asked of each edge directly (wrk): how long Varnish took to serve
 *    it (varnishncsa's %D), and how long wrk waited for it on this loaded machine.
 * 4. Every replica stopped: every page of the sitemap through nginx; then the replicas started again.
 * Writes its section of bench/results.md. The events' titles are put back as they were.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { href } from '../src/navigation/href';
import { machineLoad, percentile, runOnItsOwn, wrk } from './support';

const root = path.resolve(__dirname, '..');
process.env.STACK_ENV_FILE ||= path.join(root, '.env');
process.env.STACK_PROJECT ||=
  process.env.COMPOSE_PROJECT_NAME || path.basename(root).replace(/[^a-z0-9]/gi, '');

const SECONDS = Number(process.env.BENCH_EDGE_S ?? 300);
/**
 * Requests a second through nginx (BENCH_EDGE_RATE): a campaign's burst that this 2-core machine
 * generates, encrypts and answers while leaving the editors' pipeline room; wrk unpaced takes both
 * cores for itself and nginx's TLS, and measures the machine's queue rather than the edge.
 */
const RATE = Number(process.env.BENCH_EDGE_RATE ?? 300);
const CONNECTIONS = 16;
/** A cached page asked of each edge directly during the load, this many times a second. */
const EDGE_PROBE_RATE = 50;
const EDIT_EVERY_MS = 10_000;
const LOCALES = ['en', 'ru', 'el'] as const;
const BARS = { offload: 0.99, publishP95Ms: 1000, edgeP99Ms: 10 };

type Values = Record<string, unknown>;

/** Top pages first: the shallowest addresses (the homes, the listings), then the sitemap's order. */
export function rankPages(paths: readonly string[]): string[] {
  const depth = (p: string) =>
    p
      .replace(/^\/(ru|el)(?=\/|$)/, '')
      .split('/')
      .filter(Boolean).length;
  return paths
    .map((p, index) => ({ p, index }))
    .sort((a, b) => depth(a.p) - depth(b.p) || a.index - b.index)
    .map(({ p }) => p);
}

/** wrk's pause before each request of a connection, for `rate` requests a second over `connections`. */
const pacing = (rate: number, connections: number) =>
  `function delay()\n  return ${Math.round((1000 * connections) / rate)}\nend\n`;

/** A wrk script drawing each request's page by Zipf's law over the ranked pages, paced. */
export function zipfScript(ranked: readonly string[], rate: number, connections: number): string {
  let total = 0;
  const cumulative = ranked.map((_p, index) => (total += 1 / (index + 1)));
  return `
local paths = {${ranked.map((p) => JSON.stringify(p)).join(',')}}
local cumulative = {${cumulative.map((c) => c.toFixed(9)).join(',')}}
local total = ${total.toFixed(9)}
function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1e6))
end
function request()
  local r = math.random() * total
  local low, high = 1, #cumulative
  while low < high do
    local middle = math.floor((low + high) / 2)
    if cumulative[middle] < r then low = middle + 1 else high = middle end
  end
  return wrk.format("GET", paths[low])
end
${pacing(rate, connections)}`;
}

/** Varnish's time to serve each probe (`X-Bench-Probe`) at one edge for `seconds`, in ms. */
function serveTimes(container: string, seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', [
      'exec',
      container,
      'timeout',
      String(seconds),
      'varnishncsa',
      '-q',
      'ReqHeader:X-Bench-Probe eq "1"',
      '-F',
      '%D',
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () =>
      resolve(
        output
          .split('\n')
          .filter((line) => /^\d+$/.test(line))
          .map((microseconds) => Number(microseconds) / 1000),
      ),
    );
  });
}

async function main(outDir: string): Promise<string[]> {
  // Imported once STACK_ENV_FILE and STACK_PROJECT are set: the module reads them.
  const stack = await import('../tests/compose/support/stack');
  const { siteUrl, stackFetch, containers, address, composeAsync, cms, waitForStack } = stack;

  const edgeIds = containers('varnish');
  const edges = edgeIds.map((id) => `http://${address(id)}`);
  if (containers('site').length === 0 || edges.length === 0) {
    throw new Error(
      `no running stack under the project "${stack.project}" (STACK_PROJECT) with ${process.env.STACK_ENV_FILE} (STACK_ENV_FILE): docker compose up -d first`,
    );
  }
  const paths = await stack.sitemapPaths();
  if (paths.length < 10) throw new Error(`the sitemap lists ${paths.length} pages: seed the stack first`);
  const ranked = rankPages(paths);

  // 1. Every page once, eight at a time.
  const warmStarted = Date.now();
  const queue = [...paths];
  const warmFailures: string[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const response = await stackFetch(`${siteUrl}${p}`);
        await response.arrayBuffer();
        if (response.status !== 200) warmFailures.push(`${p} ${response.status}`);
      }
    }),
  );
  const warmMs = Date.now() - warmStarted;

  // 2. The weighted load, and an editor's changes during it.
  const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password } = stack.envValues();
  if (!email || !password)
    throw new Error('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD in the .env: the edits sign in');
  const access = await stack.temporaryFullAccessToken('bench:edge');
  const { token } = access;
  const events = await cms<{ data: Values[] }>('GET', '/api/events?locale=en&pagination[pageSize]=1', token);
  const event = events.body.data[0];
  if (!event) throw new Error('no event in the CMS to edit');
  const documentId = String(event.documentId);
  const originals = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => {
        const answer = await cms<{ data: Values }>(
          'GET',
          `/api/events/${documentId}?locale=${locale}`,
          token,
        );
        return [locale, { title: String(answer.body.data.title), alias: String(answer.body.data.alias) }];
      }),
    ),
  ) as Record<(typeof LOCALES)[number], { title: string; alias: string }>;

  const script = path.join(outDir, 'edge-load.lua');
  fs.writeFileSync(script, zipfScript(ranked, RATE, CONNECTIONS));
  const before = await stack.replicaPageRequests();
  const loadStarted = Date.now();
  let loadDone = false;
  const load = wrk(`${siteUrl}/`, { seconds: SECONDS, connections: CONNECTIONS, script }).finally(() => {
    loadDone = true;
  });
  // 3. Meanwhile, halfway through, a cached page asked of each edge directly (as nginx asks: for https).
  const top = ranked[0];
  const probeScript = path.join(outDir, 'edge-probe.lua');
  fs.writeFileSync(probeScript, pacing(EDGE_PROBE_RATE, 2));
  const probeSeconds = Math.min(30, Math.max(5, Math.floor(SECONDS / 4)));
  const atEdges = (async () => {
    await waitForStack('halfway through the load', () => Date.now() >= loadStarted + (SECONDS * 1000) / 2, {
      timeoutMs: SECONDS * 1000,
      intervalMs: 500,
    });
    return Promise.all(
      edgeIds.map(async (id, index) => {
        const edge = edges[index];
        const headers = { 'X-Forwarded-Proto': 'https', 'X-Bench-Probe': '1' };
        await fetch(`${edge}${top}`, { headers }).then((r) => r.arrayBuffer());
        // Varnish's own time for each probe, from the request's first byte to the answer's last
        // (varnishncsa's %D, in µs): the edge without the client's and the network's share.
        const served = serveTimes(id, probeSeconds + 2);
        const client = await wrk(`${edge}${top}`, {
          seconds: probeSeconds,
          connections: 2,
          script: probeScript,
          headers: Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        });
        return { client, servedMs: await served };
      }),
    );
  })();
  const latencies: Record<string, number[]> = { en: [], ru: [], el: [] };
  const edits: Array<{ edit: number; locale: string; ms: number }> = [];
  /** How long the CMS took to answer each edit (its share of publish → live). */
  const saves: number[] = [];
  let polls = 0;
  try {
    for (let edit = 0; !loadDone; edit += 1) {
      const next = loadStarted + (edit + 1) * EDIT_EVERY_MS;
      if (next > loadStarted + SECONDS * 1000 - 3000) break;
      await waitForStack('the next edit', () => Date.now() >= next || loadDone, {
        timeoutMs: EDIT_EVERY_MS * 2,
        intervalMs: 100,
      });
      const locale = LOCALES[edit % LOCALES.length];
      const marker = `${originals[locale].title} · ${edit}.${Date.now()}`;
      const page = href('events-alias', { alias: originals[locale].alias }, locale);
      const started = Date.now();
      const answer = await cms('PUT', `/api/events/${documentId}?locale=${locale}`, token, {
        data: { title: marker },
      });
      if (answer.status !== 200) throw new Error(`editing the event in ${locale}: ${answer.status}`);
      saves.push(Date.now() - started);
      await waitForStack(
        `${marker} on ${page} through nginx`,
        async () => {
          polls += 1;
          return (await (await stackFetch(`${siteUrl}${page}`)).text()).includes(marker);
        },
        { timeoutMs: 30_000, intervalMs: 25 },
      );
      latencies[locale].push(Date.now() - started);
      edits.push({ edit, locale, ms: Date.now() - started });
    }
  } finally {
    for (const locale of LOCALES) {
      await cms('PUT', `/api/events/${documentId}?locale=${locale}`, token, {
        data: { title: originals[locale].title },
      });
    }
    await access.revoke();
  }
  const traffic = await load;
  const edgeFigures = await atEdges;
  const reached = (await stack.replicaPageRequests()) - before;
  const sent = traffic.requests + polls;
  const offload = 1 - reached / sent;
  const load1 = machineLoad();

  // 4. Every replica stopped.
  const downStatuses: Record<string, number> = {};
  let downFailures: string[] = [];
  await composeAsync(['stop', 'site']);
  try {
    for (const p of paths) {
      const response = await stackFetch(`${siteUrl}${p}`).catch(() => undefined);
      await response?.arrayBuffer();
      const status = response?.status ?? 0;
      downStatuses[status] = (downStatuses[status] ?? 0) + 1;
      if (status !== 200) downFailures.push(`${p} ${status}`);
    }
  } finally {
    await composeAsync(['start', 'site']);
    await stack.waitHealthy();
  }
  downFailures = downFailures.slice(0, 5);

  const all = Object.values(latencies).flat();
  const p95 = percentile(all, 95);
  const servedP99 = Math.max(...edgeFigures.map(({ servedMs }) => percentile(servedMs, 99)));
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  return [
    '## The edge (npm run bench:edge)',
    '',
    `Measured by \`npm run bench:edge\` (bench/edge.ts) against the stack of docker-compose.yml (${containers('site').length} replicas, ${edges.length} Varnish instances), ${load1} at the end of the load. ${paths.length} pages in the sitemap; every one fetched once through nginx first, in ${(warmMs / 1000).toFixed(1)} s${warmFailures.length ? ` (${warmFailures.length} not 200: ${warmFailures.slice(0, 3).join(', ')})` : ''}.`,
    '',
    `- Load: wrk, ${CONNECTIONS} connections paced to ${RATE} req/s, ${SECONDS} s through nginx over HTTPS, pages drawn by Zipf's law (the top page ${(100 / ranked.reduce((sum, _p, index) => sum + 1 / (index + 1), 0)).toFixed(1)} % of requests): ${traffic.requests} requests, ${traffic.rps.toFixed(0)} req/s, p50 ${traffic.p50Ms.toFixed(1)} ms, p99 ${traffic.p99Ms.toFixed(1)} ms; ${traffic.non2xx} non-2xx, ${traffic.socketErrors} socket errors.`,
    `- Origin offload: ${reached} of ${sent} page requests reached a replica: ${(offload * 100).toFixed(2)} % answered by the edge (bar ≥ ${BARS.offload * 100} %) ${verdict(offload >= BARS.offload)}.`,
    `- Publish → live through nginx, ${all.length} edits of an event during the load: ${LOCALES.map((l) => `${l} p95 ${percentile(latencies[l], 95)} ms`).join(', ')}; all p50 ${percentile(all, 50)} ms, p95 ${p95} ms, max ${Math.max(...all)} ms (bar p95 < ${BARS.publishP95Ms} ms) ${verdict(p95 < BARS.publishP95Ms && LOCALES.every((l) => percentile(latencies[l], 95) < BARS.publishP95Ms))}.`,
    `  - of which the CMS's answer to the edit: p50 ${percentile(saves, 50)} ms, p95 ${percentile(saves, 95)} ms; the slowest edits: ${[
      ...edits,
    ]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ edit, locale, ms }) => `#${edit + 1} (${locale}) ${ms} ms`)
      .join(', ')}.`,
    `- A cached page (${top}) at each edge, asked directly during the load (wrk, ${EDGE_PROBE_RATE} req/s, ${probeSeconds} s): as Varnish served them (varnishncsa %D) ${edgeFigures.map(({ servedMs }) => `${servedMs.length} answers, p50 ${percentile(servedMs, 50).toFixed(2)} ms, p99 ${percentile(servedMs, 99).toFixed(2)} ms`).join('; ')} (bar p99 < ${BARS.edgeP99Ms} ms) ${verdict(servedP99 < BARS.edgeP99Ms)}; as wrk on this machine received them ${edgeFigures.map(({ client }) => `p50 ${client.p50Ms.toFixed(2)} ms, p99 ${client.p99Ms.toFixed(2)} ms`).join('; ')}.`,
    `- Every replica stopped: ${downStatuses[200] ?? 0} of ${paths.length} pages answered 200 through nginx (${Object.entries(
      downStatuses,
    )
      .map(([status, count]) => `${count}× ${status}`)
      .join(
        ', ',
      )})${downFailures.length ? `; ${downFailures.join(', ')}` : ''} ${verdict(downFailures.length === 0)}.`,
  ];
}

if (require.main === module) {
  void runOnItsOwn('The edge (npm run bench:edge)', main);
}

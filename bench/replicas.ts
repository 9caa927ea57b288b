/**
 * `npm run bench:replicas`: what Redis (REDIS_URL) costs and gives, on the production build with a
 * real redis-server on loopback:
 * - cache hits (wrk, 50 connections) of one process without and with REDIS_URL, in turns: requests
 *   per second and CPU per request (hits come from the process's own cache);
 * - one replica against two on this machine (a wrk per replica, the connections split);
 * - pages rendered by the whole fleet after a publish (a webhook to one replica), for 1, 2 and 3
 *   replicas that hold every sitemap page.
 * Writes its section of bench/results.md.
 */
import path from 'node:path';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService } from '@dkg/strapi-emulator';
import { startProductionServer, type RunningServer } from '../tests/support/production-server';
import { startRedisServer, type RunningRedis } from '../tests/redis/support/redis-server';
import { cpuSeconds, machineLoad, runOnItsOwn, wrk } from './support';
import { waitFor } from '../tests/support/wait-for';

const SECRET = 'a-long-revalidation-secret-for-bench';
const HIT_PAGE = '/about';
const SECONDS = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Content = Awaited<ReturnType<typeof startContentService>>;

/** A metric summed over its labels. */
async function metricSum(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

let started = 0;

async function replica(content: Content, env: Record<string, string>): Promise<RunningServer> {
  started += 1;
  const server = await startProductionServer(
    {
      CONTENT_API_URL: content.url,
      MEDIA_URL: 'http://media.test',
      REVALIDATE_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    { logFile: path.join(__dirname, 'out', `replica-${started}.log`) },
  );
  await fetch(`${server.url}${HIT_PAGE}`);
  return server;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Requests per second and CPU ms per request of cache hits on one server. */
async function hits(server: RunningServer) {
  const before = cpuSeconds(server.process.pid!);
  const figures = await wrk(`${server.url}${HIT_PAGE}`, { seconds: SECONDS, connections: 50 });
  const cpuMs = (cpuSeconds(server.process.pid!) - before) * 1000;
  return { rps: figures.rps, cpuMsPerRequest: cpuMs / figures.requests };
}

async function hitCost(content: Content, redis: RunningRedis) {
  const alone = await replica(content, {});
  const shared = await replica(content, { REDIS_URL: redis.url });
  try {
    type Run = Awaited<ReturnType<typeof hits>>;
    const runs: { alone: Run[]; shared: Run[] } = { alone: [], shared: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.alone.push(await hits(alone));
      runs.shared.push(await hits(shared));
    }
    const summary = (list: Run[]) => ({
      rps: median(list.map((run) => run.rps)),
      cpu: median(list.map((run) => run.cpuMsPerRequest)),
    });
    return { alone: summary(runs.alone), shared: summary(runs.shared) };
  } finally {
    await alone.stop();
    await shared.stop();
  }
}

async function scaling(content: Content, redis: RunningRedis) {
  const [a, b] = [
    await replica(content, { REDIS_URL: redis.url }),
    await replica(content, { REDIS_URL: redis.url }),
  ];
  try {
    const one = await wrk(`${a.url}${HIT_PAGE}`, { seconds: SECONDS, connections: 50 });
    const two = await Promise.all(
      [a, b].map((server) => wrk(`${server.url}${HIT_PAGE}`, { seconds: SECONDS, connections: 25 })),
    );
    return { one: one.rps, two: two.reduce((sum, run) => sum + run.rps, 0) };
  } finally {
    await a.stop();
    await b.stop();
  }
}

/** Renders of the fleet after one publish, for a fleet of `count` replicas that pre-rendered. */
async function rendersAfterPublish(content: Content, redis: RunningRedis, count: number) {
  await redis.restart();
  const fleet: RunningServer[] = [];
  for (let index = 0; index < count; index += 1) {
    fleet.push(await replica(content, { REDIS_URL: redis.url, PRERENDER: 'true' }));
  }
  try {
    for (const server of fleet) {
      await waitFor('pre-rendered', async () => (await fetch(`${server.url}/readyz`)).ok, {
        timeoutMs: 600_000,
      });
    }
    const idle = async () =>
      (await Promise.all(fleet.map((server) => metricSum(server.url, 'background_renders_pending')))).every(
        (pending) => pending === 0,
      );
    const rendered = async () =>
      (await Promise.all(fleet.map((server) => metricSum(server.url, 'page_renders_total')))).reduce(
        (sum, value) => sum + value,
        0,
      );
    const before = await rendered();
    const response = await fetch(`${fleet[0].url}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': SECRET },
      body: JSON.stringify({
        event: 'entry.publish',
        model: 'property',
        uid: 'api::property.property',
        entry: {
          id: 1,
          documentId: 'doc-1001',
          reference: 1001,
          locale: 'en',
          price: 1,
          publishedAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    });
    const { pages } = (await response.json()) as { pages: string[] };
    // Every replica heard of it and has nothing left to render.
    await waitFor('the fleet idle', async () => (await idle()) && (await rendered()) > before, {
      timeoutMs: 300_000,
    });
    await waitFor('the fleet idle', idle, { timeoutMs: 300_000 });
    return { pages: pages.length, renders: (await rendered()) - before, prerendered: before };
  } finally {
    await Promise.all(fleet.map((server) => server.stop()));
  }
}

export async function replicasBench(): Promise<string[]> {
  const redis = await startRedisServer();
  const content = await startContentService({ dataset: createDemoDataset() });
  try {
    const loadBefore = machineLoad();
    const cost = await hitCost(content, redis);
    const scale = await scaling(content, redis);
    const publish = [];
    for (const count of [1, 2, 3])
      publish.push({ count, ...(await rendersAfterPublish(content, redis, count)) });
    const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
    return [
      '## Replicas and Redis',
      '',
      `Measured by \`npm run bench:replicas\` (bench/replicas.ts), ${loadBefore} at the start, ${machineLoad()} at the end; the production build, the demo content service and Debian's redis-server on loopback; cache hits of ${HIT_PAGE} with wrk, 50 connections, ${SECONDS} s, median of ${ROUNDS} rounds taken in turns.`,
      '',
      `- Cache hits, one process: ${cost.alone.rps.toFixed(0)} req/s and ${cost.alone.cpu.toFixed(3)} CPU ms per request without REDIS_URL; ${cost.shared.rps.toFixed(0)} req/s and ${cost.shared.cpu.toFixed(3)} CPU ms with it: ${ratio(cost.shared.rps, cost.alone.rps)} the throughput, ${ratio(cost.shared.cpu, cost.alone.cpu)} the CPU per request (bar: within 10 %).`,
      `- One replica ${scale.one.toFixed(0)} req/s; two replicas on the same 2 cores ${scale.two.toFixed(0)} req/s together (${ratio(scale.two, scale.one)}).`,
      ...publish.map(
        (run) =>
          `- ${run.count} replica${run.count > 1 ? 's' : ''} (${run.prerendered} renders to pre-render the sitemap for the fleet): a property published in one locale marked ${run.pages} pages on the replica that got the webhook; the fleet rendered ${run.renders} pages for it (${(run.renders / Math.max(1, run.pages)).toFixed(2)} per page).`,
      ),
      '',
    ];
  } finally {
    await content.close();
    await redis.stop();
  }
}

if (require.main === module) {
  void runOnItsOwn('Replicas and Redis', () => replicasBench());
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { createDemoDataset } from '@dkg/demo-content';
import { startProductionServer, type RunningServer } from '../../support/production-server';
import { startRedisServer, type RunningRedis } from './redis-server';
import { waitFor } from '../../support/wait-for';
import { REVALIDATE_SECRET } from '../../support/webhook';

export { webhook } from '../../support/webhook';

export interface Replica extends RunningServer {
  name: string;
}

export interface Fleet {
  /** The content service every replica reads (in this process: tests change its content). */
  content: ContentServiceHandle;
  replicas: Replica[];
  stop(): Promise<void>;
}

/**
 * Replicas of the production build (`npm run build`) as processes, sharing one content service and
 * one Redis; each with its own data folder.
 */
export async function startFleet(options: {
  count: number;
  redisUrl: string;
  env?: Record<string, string>;
}): Promise<Fleet> {
  const content = await startContentService({ dataset: createDemoDataset() });
  const dirs: string[] = [];
  const replicas = await Promise.all(
    Array.from({ length: options.count }, async (_, index) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-replica-'));
      dirs.push(dataDir);
      const server = await startProductionServer({
        CONTENT_API_URL: content.url,
        MEDIA_URL: 'http://media.test',
        REDIS_URL: options.redisUrl,
        REVALIDATE_SECRET,
        DATA_DIR: dataDir,
        ...options.env,
      });
      return { ...server, name: String.fromCharCode(65 + index) };
    }),
  );
  return {
    content,
    replicas,
    stop: async () => {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await content.close();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A metric's value (summed over its labels, or those matching `labels`), read from /metrics. */
export async function metric(
  url: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (!match) continue;
    const wanted = Object.entries(labels).every(([key, value]) => match[1]?.includes(`${key}="${value}"`));
    if (wanted) total += Number(match[2]);
  }
  return total;
}

/** Pages rendered by each replica so far. */
export async function renders(fleet: Fleet): Promise<number[]> {
  return Promise.all(fleet.replicas.map((replica) => metric(replica.url, 'page_renders_total')));
}

export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    etag: response.headers.get('etag'),
    body,
  };
}

/**
 * A Redis and a fleet of `count` replicas for the tests of a file: started before them (each replica
 * connected to Redis), stopped after them.
 */
export function fleetForTests(count: number, env: Record<string, string> = {}) {
  const fixture = {} as { redis: RunningRedis; fleet: Fleet };
  beforeAll(async () => {
    fixture.redis = await startRedisServer();
    fixture.fleet = await startFleet({ count, redisUrl: fixture.redis.url, env });
    for (const replica of fixture.fleet.replicas) {
      await waitFor(`${replica.name} connected to Redis`, async () => {
        const ready = (await (await fetch(`${replica.url}/readyz`)).json()) as { redis?: { state: string } };
        return ready.redis?.state === 'connected';
      });
    }
  });
  afterAll(async () => {
    await fixture.fleet?.stop();
    await fixture.redis?.stop();
  });
  return fixture;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { createDemoDataset } from '@dkg/demo-content';
import { freePort } from '../support/free-port';
import { prepareNginx } from '../support/nginx';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { startRedisServer, type RunningRedis } from './support/redis-server';
import { metric } from './support/replicas';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';
const PAGES = [
  '/',
  '/about',
  '/ru/services',
  '/el/events',
  '/properties',
  '/ru/contacts',
  '/el/partners',
  '/events',
];

describe('three replicas behind nginx: a rolling restart', () => {
  let redis: RunningRedis;
  let content: ContentServiceHandle;
  let nginx: ReturnType<typeof prepareNginx>;
  let proxy: Awaited<ReturnType<ReturnType<typeof prepareNginx>['start']>>;
  let proxyUrl: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-fleet-'));
  const ports: number[] = [];
  const replicas: RunningServer[] = [];

  // As in docker-compose.yml: every replica shares Redis and the data volume, behind one proxy.
  const startReplica = (port: number) =>
    startProductionServer({
      PORT: String(port),
      CONTENT_API_URL: content.url,
      MEDIA_URL: 'http://media.test',
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: '2',
    });

  beforeAll(async () => {
    redis = await startRedisServer();
    content = await startContentService({ dataset: createDemoDataset() });
    for (let index = 0; index < 3; index += 1) ports.push(await freePort());
    for (const port of ports) replicas.push(await startReplica(port));
    const listenPort = await freePort();
    nginx = prepareNginx({ sitePort: ports, cmsPort: content.port, listenPort });
    proxy = await nginx.start();
    proxyUrl = `http://127.0.0.1:${listenPort}`;
  });

  afterAll(async () => {
    await proxy?.stop();
    nginx?.cleanup();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await content?.close();
    await redis?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when each replica in turn gets SIGTERM and starts again under load, then no request fails and every enquiry arrives once', async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    let answered = 0;
    let loading = true;

    const browse = async (worker: number) => {
      for (let index = 0; loading; index += 1) {
        // A query of its own keeps the proxy's cache out of the way: every request reaches a replica.
        const url = `${proxyUrl}${PAGES[(worker + index) % PAGES.length]}?visit=${worker}-${index}`;
        try {
          const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`GET ${url}: ${response.status}`);
          answered += 1;
        } catch (error) {
          failures.push(`GET ${url}: ${(error as Error).message}`);
        }
      }
    };
    const enquire = async () => {
      for (let index = 0; loading; index += 1) {
        const message = `Rolling restart enquiry ${index} — ενδιαφέρομαι για ακίνητο`;
        try {
          const response = await fetch(`${proxyUrl}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index % 250}` },
            body: JSON.stringify({ name: 'Νίκος', email: 'nikos@example.gr', message, locale: 'el' }),
          });
          await response.arrayBuffer();
          if (response.status === 202) accepted.push(message);
          else failures.push(`POST enquiry ${index}: ${response.status}`);
        } catch (error) {
          failures.push(`POST enquiry ${index}: ${(error as Error).message}`);
        }
      }
    };

    const load = [...Array.from({ length: 6 }, (_, worker) => browse(worker)), enquire()];
    try {
      await waitFor('the load under way', async () => answered > 50);
      for (const [index, port] of ports.entries()) {
        const before = answered;
        expect(await replicas[index].stop('SIGTERM')).toBe(0);
        // Served by the other two while this one is away.
        await waitFor('answers while a replica is away', async () => answered > before + 30);
        replicas[index] = await startReplica(port);
        // As an orchestrator does: the next replica stops once this one serves again.
        await waitFor('the restarted replica serving', async () => {
          return (
            (await metric(replicas[index].url, 'http_request_duration_seconds_count', { kind: 'page' })) > 5
          );
        });
      }
      await waitFor('answers after the restarts', async () => answered > 50);
    } finally {
      loading = false;
      await Promise.all(load);
    }
    if (failures.length > 0) {
      const log = fs.readFileSync(path.join(nginx.dir, 'error.log'), 'utf8').split('\n').slice(0, 12);
      throw new Error(
        `${failures.length} requests failed, first: ${failures.slice(0, 5).join('; ')}\n${log.join('\n')}`,
      );
    }
    expect(accepted.length).toBeGreaterThan(0);
    const arrived = () => content.store.list(CONTACT).map((entry) => String(entry.message));
    await waitFor('every accepted enquiry delivered', async () =>
      accepted.every((message) => arrived().includes(message)),
    );
    await waitFor('the outbox empty', async () => (await redis.client().hlen('dkg:outbox:pending')) === 0);
    for (const message of accepted) expect(arrived().filter((text) => text === message)).toHaveLength(1);
  });
});

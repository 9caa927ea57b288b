import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer, type RunningServer } from '../support/production-server';
import { waitFor } from '../support/wait-for';
import { fleetForTests, metric } from './support/replicas';

const prerendered = async (url: string) =>
  ((await (await fetch(`${url}/readyz`)).json()) as { prerendered?: boolean }).prerendered === true;

/** Content calls this replica made to the content service (each one observed once). */
const contentCalls = (url: string) => metric(url, 'content_call_duration_seconds_count');

/** Content answers stay fresh through the test however slow the machine (60 s by default). */
const ENV = { PRERENDER: 'true', CONTENT_CACHE_TTL_S: '600' };

describe('a replica that starts after the fleet', () => {
  const fixture = fleetForTests(1, ENV);
  let late: RunningServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-replica-'));

  beforeAll(async () => {
    const [first] = fixture.fleet.replicas;
    await waitFor('the first replica pre-rendered', () => prerendered(first!.url), { timeoutMs: 120_000 });
    late = await startProductionServer({
      CONTENT_API_URL: fixture.fleet.content.url,
      MEDIA_URL: 'http://media.test',
      REDIS_URL: fixture.redis.url,
      DATA_DIR: dataDir,
      ...ENV,
    });
    await waitFor('the late replica started', () => prerendered(late.url), { timeoutMs: 120_000 });
  }, 240_000);

  afterAll(async () => {
    await late?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when it took the fleet’s pages at start, then its first page in each locale waits for no layout content', async () => {
    // What the fleet shares in Redis is gone (expired): only what the replica holds itself is left.
    const client = fixture.redis.client();
    const shared = await client.keys('dkg:content:*');
    expect(shared.length).toBeGreaterThan(0);
    await client.del(...shared);

    const rendersBefore = await metric(late.url, 'page_renders_total');
    const callsBefore = await contentCalls(late.url);
    for (const locale of ['', '/ru', '/el']) {
      const response = await fetch(`${late.url}${locale}/no-such-page-here`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<footer');
    }
    // Each page was rendered here (not taken from the fleet), from the layout it already held.
    expect((await metric(late.url, 'page_renders_total')) - rendersBefore).toBeGreaterThanOrEqual(3);
    expect((await contentCalls(late.url)) - callsBefore).toBe(0);
  });
});

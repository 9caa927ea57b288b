import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../support/free-port';
import { prepareNginx } from '../support/nginx';
import { startTestSite, type TestSite } from '../support/site';

// nginx from Debian (apt-get install nginx; .ci/run installs it), on a machine shared with other work.
jest.setTimeout(30_000);

/**
 * What deploy/nginx/site.conf shows the monitoring and hides from visitors: nginx's counters on a
 * port of their own (8082 in the stack, unpublished), the replicas' /metrics on neither.
 */
describe('the counters of the nginx of deploy/nginx/site.conf', () => {
  let site: TestSite;
  let server: http.Server;
  let nginx: ReturnType<typeof prepareNginx>;
  let running: Awaited<ReturnType<ReturnType<typeof prepareNginx>['start']>>;
  let siteUrl: string;
  let statusUrl: string;

  beforeAll(async () => {
    site = await startTestSite();
    server = http.createServer(site.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const [listenPort, statusPort, cmsPort] = [await freePort(), await freePort(), await freePort()];
    nginx = prepareNginx({
      sitePort: (server.address() as AddressInfo).port,
      cmsPort,
      listenPort,
      statusPort,
    });
    running = await nginx.start();
    siteUrl = `http://127.0.0.1:${listenPort}`;
    statusUrl = `http://127.0.0.1:${statusPort}`;
  });

  afterAll(async () => {
    await running?.stop();
    nginx?.cleanup();
    await new Promise((resolve) => server?.close(resolve));
    await site?.close();
  });

  it('when the exporter asks for /stub_status on the counters’ port, then nginx answers its connections and requests', async () => {
    await (await fetch(`${siteUrl}/healthz`)).text();
    const answer = await fetch(`${statusUrl}/stub_status`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(/^Active connections: \d+/);
    expect(text).toMatch(/server accepts handled requests\n \d+ \d+ \d+/);
    expect((await fetch(`${statusUrl}/`)).status).toBe(404);
  });

  it('when a visitor asks the site’s port for /stub_status or /metrics, then neither is there', async () => {
    const status = await fetch(`${siteUrl}/stub_status`);
    expect(status.status).toBe(404);
    expect(await status.text()).not.toContain('Active connections');
    const metrics = await fetch(`${siteUrl}/metrics`);
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain('http_request_duration_seconds');
  });
});

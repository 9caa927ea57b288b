import { spawnSync } from 'node:child_process';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { serverEntry, startProductionServer } from '../support/production-server';
import { waitFor } from '../support/wait-for';

describe('the production server', () => {
  let content: ContentServiceHandle;

  beforeAll(async () => {
    content = await startContentService({ dataset: createDemoDataset() });
  });

  afterAll(() => content.close());

  it('when SIGTERM arrives during a request, then it stops accepting, finishes the request and exits within 10 s', async () => {
    const server = await startProductionServer({ CONTENT_API_URL: content.url, MEDIA_URL: content.url });
    content.faults.mode = 'slow';
    content.faults.delayMs = 1500;
    try {
      const inFlight = fetch(`${server.url}/about`);
      // The page's content calls have reached the (slow) content service: the request is under way.
      await waitFor('the content call under way', () => content.faults.faulted > 0, { intervalMs: 10 });
      const started = Date.now();
      const exited = server.stop('SIGTERM');
      // The server stops accepting at once.
      const refused = async () =>
        fetch(`${server.url}/healthz`).then(
          () => false,
          () => true,
        );
      while (!(await refused())) {
        if (Date.now() - started > 5_000) throw new Error('the server still accepts 5 s after SIGTERM');
      }
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    } finally {
      content.faults.mode = 'none';
      await server.stop('SIGKILL');
    }
  });

  it('when a configuration value is bad, then it does not start and says which one', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'eighty', CONTENT_TIMEOUT_MS: '-5' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT="eighty"');
    expect(result.stderr).toContain('CONTENT_TIMEOUT_MS');
  });
});

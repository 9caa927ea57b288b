import { startContentService, type ContentServiceHandle } from './start';
import { createContentStore } from './store';
import { createTestDataset } from './test-dataset';

describe('startContentService', () => {
  let handle: ContentServiceHandle | undefined;

  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('when started without a dataset, then it listens on a free loopback port and serves empty content', async () => {
    handle = await startContentService();
    expect(handle.url).toBe(`http://127.0.0.1:${handle.port}`);
    expect(handle.port).toBeGreaterThan(0);
    const list = await fetch(`${handle.url}/api/projects`);
    expect(await list.json()).toEqual({
      data: [],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
    });
    expect((await fetch(`${handle.url}/api/header`)).status).toBe(404);
  });

  it('when a store is given, then the handle serves and exposes that store', async () => {
    const store = createContentStore(createTestDataset());
    handle = await startContentService({ store });
    expect(handle.store).toBe(store);
    store.update('api::project.project', 1, { title: 'Live change' });
    const body = await (await fetch(`${handle.url}/api/projects/1?fields=title`)).json();
    expect(body.data.attributes.title).toBe('Live change');
  });

  it('when the faults on the handle change, then the next request sees them', async () => {
    handle = await startContentService({ dataset: createTestDataset() });
    handle.faults.mode = 'error';
    expect((await fetch(`${handle.url}/api/projects`)).status).toBe(500);
    handle.faults.mode = 'none';
    expect((await fetch(`${handle.url}/api/projects`)).status).toBe(200);
  });

  it('when closed with a slow request pending, then close ends it at once and twice is fine', async () => {
    const service = await startContentService();
    Object.assign(service.faults, { mode: 'slow', delayMs: 60_000 });
    const pending = fetch(`${service.url}/api/projects`).catch((error: unknown) => error);
    while (service.faults.faulted === 0) await new Promise((resolve) => setImmediate(resolve));
    const started = Date.now();
    await Promise.all([service.close(), service.close()]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(String(await pending)).toMatch(/fetch failed/);
    await expect(fetch(`${service.url}/api/projects`)).rejects.toThrow();
  });
});

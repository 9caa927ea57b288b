import { createRenderQueue } from './render-queue';

/** Renders that finish when the test says so. */
function controlledRenders() {
  const started: Array<{ url: string; finish: () => void }> = [];
  const render = (url: string) =>
    new Promise<void>((resolve) => {
      started.push({ url, finish: resolve });
    });
  return { started, render };
}

/** Lets the queue take its next steps (it yields a turn of the event loop between renders). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('the background render queue', () => {
  it('when more pages wait than the concurrency, then only that many render at once, each once', async () => {
    const { started, render } = controlledRenders();
    const queue = createRenderQueue({ concurrency: 2, render });
    for (const key of ['a', 'b', 'c', 'a', 'b', 'c']) queue.schedule(key, `/${key}`);
    await settle();
    expect(started.map((entry) => entry.url)).toEqual(['/a', '/b']);
    expect(queue.pending).toBe(3);
    started[0].finish();
    await settle();
    expect(started.map((entry) => entry.url)).toEqual(['/a', '/b', '/c']);
    started[1].finish();
    started[2].finish();
    await queue.idle();
    expect(started).toHaveLength(3);
  });

  it('when a page is scheduled while it renders, then it renders once more after, however often it was asked', async () => {
    const { started, render } = controlledRenders();
    const queue = createRenderQueue({ concurrency: 1, render });
    queue.schedule('a', '/a');
    await settle();
    for (let burst = 0; burst < 500; burst += 1) queue.schedule('a', '/a');
    started[0].finish();
    await settle();
    expect(started).toHaveLength(2);
    started[1].finish();
    await queue.idle();
    expect(started).toHaveLength(2);
  });

  it('when a render fails, then the queue goes on', async () => {
    const renders: string[] = [];
    const queue = createRenderQueue({
      concurrency: 1,
      render: async (url) => {
        renders.push(url);
        if (url === '/a') throw new Error('broken');
      },
    });
    queue.schedule('a', '/a');
    queue.schedule('b', '/b');
    await queue.idle();
    expect(renders).toEqual(['/a', '/b']);
  });

  it('when a visitor asks for a page that waits behind others, then it renders next', async () => {
    const { started, render } = controlledRenders();
    const queue = createRenderQueue({ concurrency: 1, render });
    for (const key of ['a', 'b', 'c', 'd']) queue.schedule(key, `/${key}`);
    await settle();
    queue.schedule('d', '/d', { first: true });
    queue.schedule('e', '/e', { first: true });
    started[0].finish();
    await settle();
    expect(started.map((entry) => entry.url)).toEqual(['/a', '/d']);
    for (let index = 1; index < 5; index += 1) {
      started[index].finish();
      await settle();
    }
    await queue.idle();
    expect(started.map((entry) => entry.url)).toEqual(['/a', '/d', '/e', '/b', '/c']);
  });
});

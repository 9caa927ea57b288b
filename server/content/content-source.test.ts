import { ContentError } from '../../src/content/content-error';
import { contentRequest } from '../../src/content/content-request.server';
import { createContentCache } from './content-cache';
import { createRequestContent } from './content-source';

const request = (path: string) =>
  contentRequest({ path, query: {}, tags: [], parse: (body) => body as string });

/** A content service whose calls answer only when the test says so, and notice an abort. */
function controlledFetch() {
  const calls: Array<{ url: string; answer: (body: string) => void; signal?: AbortSignal }> = [];
  const fetch = (url: string, options?: { signal?: AbortSignal }) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ url, answer: resolve, signal: options?.signal });
      options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
    });
  return { fetch, calls };
}

describe('one request’s content', () => {
  it('when calls run one after another, then they share one deadline: the one under way when it passes fails as a timeout', async () => {
    const { fetch, calls } = controlledFetch();
    const deadline = new AbortController();
    const content = createRequestContent({
      fetch,
      cache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }),
      mediaUrl: '',
      deadline: deadline.signal,
    });
    const first = content.load(request('/api/first'));
    await Promise.resolve();
    calls[0].answer('one');
    await expect(first).resolves.toBe('one');

    const second = content.load(request('/api/second'));
    await Promise.resolve();
    expect(calls[1].signal).toBe(deadline.signal);
    deadline.abort(new DOMException('The deadline passed', 'TimeoutError'));
    const error = await second.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ kind: 'timeout', url: '/api/second' });

    // Once the deadline has passed, a later call fails at once instead of waiting again.
    await expect(content.load(request('/api/third'))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('when the deadline passes and the content was fetched before, then the last good copy is used (stale)', async () => {
    const cache = createContentCache({ ttlSeconds: 0, minDelayMs: 0 });
    await cache.wrap('/api/page', [], async () => 'kept');
    const { fetch } = controlledFetch();
    const deadline = new AbortController();
    const content = createRequestContent({ fetch, cache, mediaUrl: '', deadline: deadline.signal });
    const pending = content.load(request('/api/page'));
    deadline.abort(new DOMException('The deadline passed', 'TimeoutError'));
    await expect(pending).resolves.toBe('kept');
    expect(content.stale).toBe(true);
  });
});

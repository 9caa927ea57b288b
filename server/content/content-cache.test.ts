import { createContentCache } from './content-cache';

describe('content cache', () => {
  it('when two callers miss the same key at once, then the content service is called once', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    const fetcher = jest.fn(async () => 'answer');
    const [a, b] = await Promise.all([cache.wrap('k', [], fetcher), cache.wrap('k', [], fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(a.value).toBe('answer');
    expect(b.value).toBe('answer');
  });

  it('when a key was fetched, then a second call is a hit without a call', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    const fetcher = jest.fn(async () => 1);
    await cache.wrap('k', [], fetcher);
    const second = await cache.wrap('k', [], fetcher);
    expect(second).toEqual({ value: 1, stale: false, hit: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('when a refresh fails, then the last good answer is served as stale', async () => {
    const cache = createContentCache({ ttlSeconds: 0, minDelayMs: 0 });
    await cache.wrap('k', [], async () => 'good');
    const result = await cache.wrap('k', [], async () => {
      throw new Error('down');
    });
    expect(result).toEqual({ value: 'good', stale: true, hit: false });
  });

  it('when a first fetch fails, then the error reaches the caller and nothing is cached', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    await expect(
      cache.wrap('k', [], async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(cache.get('k')).toBeUndefined();
  });

  it('when an uncached fetch is faster than the minimum delay, then it still takes the minimum delay', async () => {
    jest.useFakeTimers();
    try {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 200 });
      let settled = false;
      const pending = cache.wrap('k', [], async () => 'x').then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBe(true);
      // A hit does not wait.
      expect((await cache.wrap('k', [], async () => 'y')).value).toBe('x');
    } finally {
      jest.useRealTimers();
    }
  });

  it('when content of a type changes, then exactly the entries built from it are dropped', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    await cache.wrap('header-en', ['api::header.header'], async () => 'h');
    await cache.wrap('footer-en', ['api::footer.footer'], async () => 'f');
    expect(cache.invalidate(['api::header.header'])).toEqual(['header-en']);
    expect(cache.get('header-en')).toBeUndefined();
    expect(cache.get('footer-en')).toBe('f');
  });

  it('when an invalidation happens during a call, then the older answer is not kept as fresh', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    await cache.wrap('k', ['t'], async () => 'v1');
    cache.invalidate(['t']);
    let release!: (value: string) => void;
    const slow = cache.wrap('k', ['t'], () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();
    cache.invalidate(['t']);
    release('v2-old');
    await slow;
    expect(cache.get('k')).toBeUndefined();
  });

  it('when a caller gives up while a shared call is slow, then it gets the last good copy at once', async () => {
    const cache = createContentCache({ ttlSeconds: 0, minDelayMs: 0 });
    await cache.wrap('k', [], async () => 'good');
    const deadline = new AbortController();
    const waiting = cache.wrap('k', [], () => new Promise<string>(() => undefined), {
      signal: deadline.signal,
    });
    deadline.abort(new Error('late'));
    await expect(waiting).resolves.toEqual({ value: 'good', stale: true, hit: false });
  });

  it('when a caller gives up and nothing was ever fetched, then it gets the reason, and the call goes on for the others', async () => {
    const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    let release!: (value: string) => void;
    const fetcher = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const deadline = new AbortController();
    const impatient = cache.wrap('k', [], fetcher, { signal: deadline.signal });
    const patient = cache.wrap('k', [], fetcher);
    deadline.abort(new Error('late'));
    await expect(impatient).rejects.toThrow('late');
    release('v');
    await expect(patient).resolves.toEqual({ value: 'v', stale: false, hit: false });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  describe('an answer whose time ran out, which no change outdated', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    /** A fetcher held until the test releases it, and how often it was called. */
    function heldFetcher<T>() {
      const releases: Array<(value: T) => void> = [];
      const fetcher = jest.fn(() => new Promise<T>((resolve) => releases.push(resolve)));
      return { fetcher, release: (value: T) => releases.shift()!(value) };
    }

    it('when a background render asks for it, then it gets it at once and the answer is asked for again behind', async () => {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
      await cache.wrap('header-en', ['api::header.header'], async () => 'old');
      jest.advanceTimersByTime(61_000);
      const { fetcher, release } = heldFetcher<string>();
      const answer = await cache.wrap('header-en', ['api::header.header'], fetcher, { background: true });
      expect(answer).toEqual({ value: 'old', stale: false, hit: true });
      expect(fetcher).toHaveBeenCalledTimes(1);
      // A second render meanwhile shares the call under way.
      await cache.wrap('header-en', ['api::header.header'], fetcher, { background: true });
      expect(fetcher).toHaveBeenCalledTimes(1);
      release('new');
      await jest.advanceTimersByTimeAsync(0);
      expect(cache.get('header-en')).toBe('new');
    });

    it('when a visitor asks for it, then the visitor waits for the new answer', async () => {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
      await cache.wrap('k', ['t'], async () => 'old');
      jest.advanceTimersByTime(61_000);
      const { fetcher, release } = heldFetcher<string>();
      const answer = cache.wrap('k', ['t'], fetcher);
      release('new');
      expect((await answer).value).toBe('new');
    });

    it('when a change outdated it, then even a background render waits for the new answer', async () => {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
      await cache.wrap('k', ['t'], async () => 'old');
      jest.advanceTimersByTime(61_000);
      cache.invalidate(['t']);
      const { fetcher, release } = heldFetcher<string>();
      const answer = cache.wrap('k', ['t'], fetcher, { background: true });
      release('new');
      expect((await answer).value).toBe('new');
    });

    it('when asking again brings a different answer, then the listeners learn its tags; the same answer, or one after a change, tells nothing', async () => {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
      const told: Array<readonly string[]> = [];
      cache.onUntoldChange((tags) => told.push(tags));
      await cache.wrap('header-en', ['api::header.header', 'api::header.header@en'], async () => ({
        title: 'a',
      }));
      await cache.wrap('footer-en', ['api::footer.footer'], async () => ({ title: 'f' }));
      await cache.wrap('aside-en', ['api::aside.aside'], async () => ({ title: 's' }));
      jest.advanceTimersByTime(61_000);
      cache.invalidate(['api::aside.aside']);

      await cache.wrap('header-en', [], async () => ({ title: 'b' }));
      await cache.wrap('footer-en', [], async () => ({ title: 'f' }));
      await cache.wrap('aside-en', [], async () => ({ title: 'told by a webhook' }));
      expect(told).toEqual([['api::header.header', 'api::header.header@en']]);
    });

    it('when asking again fails, then the background render keeps its answer and nothing is told', async () => {
      const cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
      const told: Array<readonly string[]> = [];
      cache.onUntoldChange((tags) => told.push(tags));
      await cache.wrap('k', ['t'], async () => 'old');
      jest.advanceTimersByTime(61_000);
      const answer = await cache.wrap(
        'k',
        ['t'],
        async () => {
          throw new Error('down');
        },
        { background: true },
      );
      await jest.advanceTimersByTimeAsync(0);
      expect(answer.value).toBe('old');
      expect(told).toEqual([]);
    });
  });
});

import { createChangeBurst } from './change-burst';

/** Whether a promise has resolved by now (after the microtasks queued so far). */
async function resolved(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('a burst of content changes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when no change came, then the renders go at once', async () => {
    const burst = createChangeBurst({ quietMs: 100, maxWaitMs: 500 });
    expect(await resolved(burst.settled())).toBe(true);
  });

  it('when changes keep coming within the quiet window, then the renders wait for the last one, and the burst counts each page once', async () => {
    const ends: number[] = [];
    const burst = createChangeBurst({ quietMs: 100, maxWaitMs: 500, onEnd: (pages) => ends.push(pages) });
    burst.changed(['a', 'b']);
    const settled = burst.settled();
    for (let step = 0; step < 3; step += 1) {
      await jest.advanceTimersByTimeAsync(90);
      burst.changed(['b', 'c']);
      expect(await resolved(settled)).toBe(false);
    }
    await jest.advanceTimersByTimeAsync(100);
    expect(await resolved(settled)).toBe(true);
    expect(ends).toEqual([3]);
  });

  it('when changes go on past the longest wait, then the renders go then, and the burst ends at the first quiet window', async () => {
    const ends: number[] = [];
    const burst = createChangeBurst({ quietMs: 100, maxWaitMs: 300, onEnd: (pages) => ends.push(pages) });
    burst.changed(['a']);
    const settled = burst.settled();
    for (let step = 0; step < 3; step += 1) {
      await jest.advanceTimersByTimeAsync(90);
      burst.changed([`p${step}`]);
    }
    expect(await resolved(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(30);
    expect(await resolved(settled)).toBe(true);
    // Still going on: no new wait, and no end yet.
    burst.changed(['a']);
    expect(await resolved(burst.settled())).toBe(true);
    expect(ends).toEqual([]);
    await jest.advanceTimersByTimeAsync(100);
    expect(ends).toEqual([4]);
    // The next change begins a new burst, which holds the renders again.
    burst.changed(['z']);
    expect(await resolved(burst.settled())).toBe(false);
  });
});

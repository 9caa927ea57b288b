import { ContentError } from '../../src/content/content-error';
import { createContentBreaker } from './circuit-breaker';

const down = () => Promise.reject(new ContentError('refused', { kind: 'network' }));

describe('content circuit breaker', () => {
  it('when calls keep failing, then the circuit opens and later calls fail fast without a call', async () => {
    const breaker = createContentBreaker({ volumeThreshold: 3, resetTimeoutMs: 60_000 });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await expect(breaker.call(down)).rejects.toThrow('refused');
      expect(breaker.state()).toBe('open');
      const task = jest.fn(() => Promise.resolve('answer'));
      await expect(breaker.call(task)).rejects.toMatchObject({ kind: 'unavailable' });
      expect(task).not.toHaveBeenCalled();
    } finally {
      breaker.shutdown();
    }
  });

  it('when the pause is over and the service answers, then the circuit closes by itself', async () => {
    jest.useFakeTimers();
    const breaker = createContentBreaker({ volumeThreshold: 2, resetTimeoutMs: 50 });
    try {
      await expect(breaker.call(down)).rejects.toThrow();
      await expect(breaker.call(down)).rejects.toThrow();
      expect(breaker.state()).toBe('open');
      jest.advanceTimersByTime(49);
      expect(breaker.state()).toBe('open');
      jest.advanceTimersByTime(1);
      expect(breaker.state()).toBe('half-open');
      await expect(breaker.call(() => Promise.resolve('back'))).resolves.toBe('back');
      expect(breaker.state()).toBe('closed');
    } finally {
      breaker.shutdown();
      jest.useRealTimers();
    }
  });

  it('when content is not found, then it does not count as a failure', async () => {
    const breaker = createContentBreaker({ volumeThreshold: 2, resetTimeoutMs: 60_000 });
    try {
      const missing = () => Promise.reject(new ContentError('404', { kind: 'http', status: 404 }));
      for (let attempt = 0; attempt < 5; attempt += 1)
        await expect(breaker.call(missing)).rejects.toThrow('404');
      expect(breaker.state()).toBe('closed');
    } finally {
      breaker.shutdown();
    }
  });
});

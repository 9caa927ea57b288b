import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('when a chunk fails for the first time, then the page the visitor asked for loads', () => {
    const go = jest.fn();
    expect(reloadForChunkError('https://site.test/ru/about', 1_000_000, memoryStorage(), go)).toBe(true);
    expect(go).toHaveBeenCalledWith('https://site.test/ru/about');
  });

  it('when a chunk fails again within a minute, then there is no second reload', () => {
    const storage = memoryStorage();
    const go = jest.fn();
    reloadForChunkError('/a', 1_000_000, storage, go);
    expect(reloadForChunkError('/b', 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, go)).toBe(false);
    expect(reloadForChunkError('/c', 1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, go)).toBe(true);
    expect(go.mock.calls).toEqual([['/a'], ['/c']]);
  });

  it('when an error is a webpack chunk error, then it is recognised', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk page-home failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});

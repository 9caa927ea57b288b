import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('when a chunk fails for the first time, then the page reloads', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(1_000_000, memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when a chunk fails again within a minute, then there is no second reload', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadForChunkError(1_000_000, storage, reload);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadForChunkError(1_000_000 + CHUNK_RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('when an error is a webpack chunk error, then it is recognised', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk page-home failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});

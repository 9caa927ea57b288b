export { isChunkError as isChunkLoadError } from '../src/components/error-page/route-error';

/** A failed chunk load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

/**
 * Loads a page afresh when a chunk fails to load (a deploy replaced the files the page was built
 * with): the page the visitor was going to, not the one being left. Answers false when that already
 * happened within the guard, so that the error is shown instead of reloading again and again.
 */
export function reloadForChunkError(
  destination: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  go: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  go(destination);
  return true;
}

import { useSyncExternalStore } from 'react';

/**
 * The visitor's favourites: listing numbers kept in this browser's localStorage (no account, no
 * cookie), most recently saved last. The server knows nothing of them: it renders every page as for a
 * visitor without favourites, and components read the list once hydrated (`useFavourites` answers the
 * empty list during hydration, then the stored one).
 */

/** The most properties kept (the favourites page and its shared link carry them all). */
export const MAX_FAVOURITES = 24;

const STORAGE_KEY = 'dkg:favourites';
const NONE: readonly number[] = Object.freeze([]);

const listeners = new Set<() => void>();
let cached: { raw: string | null; refs: readonly number[] } = { raw: null, refs: NONE };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): favourites live as long as the page.
    return null;
  }
}

function parse(raw: string | null): readonly number[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NONE;
    const refs = value.filter(
      (item, index): item is number =>
        Number.isInteger(item) && (item as number) > 0 && value.indexOf(item) === index,
    );
    return Object.freeze(refs.slice(-MAX_FAVOURITES));
  } catch {
    return NONE;
  }
}

let memory: string | null = null;

/** The stored list; the same array while the stored value is unchanged. */
export function readFavourites(): readonly number[] {
  const store = storage();
  const raw = store ? store.getItem(STORAGE_KEY) : memory;
  if (raw !== cached.raw) cached = { raw, refs: parse(raw) };
  return cached.refs;
}

function write(refs: readonly number[]): void {
  const raw = JSON.stringify(refs.slice(-MAX_FAVOURITES));
  const store = storage();
  try {
    if (store) store.setItem(STORAGE_KEY, raw);
    else memory = raw;
  } catch {
    memory = raw;
  }
  listeners.forEach((listener) => listener());
}

export function isFavourite(reference: number): boolean {
  return readFavourites().includes(reference);
}

/** Saves a property, or forgets it when it was saved; answers whether it is saved now. */
export function toggleFavourite(reference: number): boolean {
  const refs = readFavourites();
  if (refs.includes(reference)) {
    write(refs.filter((ref) => ref !== reference));
    return false;
  }
  write([...refs, reference]);
  return true;
}

export function removeFavourite(reference: number): void {
  const refs = readFavourites();
  if (refs.includes(reference)) write(refs.filter((ref) => ref !== reference));
}

/** Adds properties to the list (a shared list kept on this device), those already saved kept in place. */
export function addFavourites(references: readonly number[]): void {
  const refs = readFavourites();
  const added = references.filter((ref) => !refs.includes(ref));
  if (added.length > 0) write([...refs, ...added]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => NONE;

/** The stored list, re-rendering on every change (in this tab or another); empty until hydrated. */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribe, readFavourites, serverSnapshot);
}

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true once the page's scripts run the component. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

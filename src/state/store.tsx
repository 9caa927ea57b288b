import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { initialAppState, type AppState } from './app-state';

type Listener = () => void;
type Update = Partial<AppState> | ((state: AppState) => Partial<AppState>);

export interface AppStore {
  getState(): AppState;
  /** The state the page was rendered with on the server: what hydration must render, however late. */
  getInitialState(): AppState;
  setState(update: Update): void;
  subscribe(listener: Listener): () => void;
}

export function createAppStore(initial: Partial<AppState> = {}): AppStore {
  const first: AppState = { ...initialAppState, ...initial };
  let state = first;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    getInitialState: () => first,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.entries(patch).some(([key, value]) => state[key as keyof AppState] !== value);
      if (!changed) return;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider above it');
  return store;
}

/** Subscribes to one slice of the state; the component re-renders only when that slice changes. */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const store = useAppStore();
  const selectorRef = useRef(selector);
  selectorRef.current = selector;
  // A part hydrated late (a deferred one) must first render what the server rendered: React keeps
  // the server's attributes where hydration differs. It then renders the state as it is now.
  return useSyncExternalStore(
    store.subscribe,
    () => selectorRef.current(store.getState()),
    () => selectorRef.current(store.getInitialState()),
  );
}

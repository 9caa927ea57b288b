import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAppStore, type AppStore } from '../../state/store';
import { isChunkError } from '../error-page/route-error';

/**
 * Parts of the page that stay out of the first hydration: the server renders them as usual (their
 * links and markup work before any script), the browser keeps that HTML as it is inside a Suspense
 * boundary and loads and hydrates the part only when it is needed (its trigger fires), when a
 * navigation starts, or at once when it mounts after the first hydration (a client-side render).
 */

/** Calls `now` when the part is needed; returns what stops waiting. */
export type DeferredTrigger = (now: () => void, store: AppStore) => (() => void) | void;

const waiting = new Set<() => void>();
let firstHydrationDone = false;

/** The first hydration has committed: parts mounted from now on are rendered, not hydrated. */
export function markFirstHydrationDone(): void {
  firstHydrationDone = true;
}

/**
 * Hydrates every part still waiting: a navigation updates the tree around them, and a part must be
 * hydrated before it can take an update.
 */
export function hydrateDeferredParts(): void {
  for (const release of [...waiting]) release();
}

/** What the browser does when a part's code cannot be loaded while online (see client/index.tsx). */
let chunkFailed: (error: unknown) => void = () => undefined;

/**
 * Tells the parts what to do when their code cannot be loaded while the browser is online: a new
 * version of the site is out, and the page reloads (at most once a minute).
 */
export function onPartChunkFailure(handler: (error: unknown) => void): void {
  chunkFailed = handler;
}

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * A part's code. When it cannot be loaded, the part stays as the server rendered it (its links work
 * without its code): offline, it is loaded once the connection is back; online, the page reloads
 * once. A part never takes the page down to the error page for want of its code.
 */
async function loadPart<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkError(error)) throw error;
      if (!navigator.onLine) {
        await whenOnline();
        continue;
      }
      chunkFailed(error);
      return new Promise<never>(() => undefined);
    }
  }
}

export function deferHydration<P extends object>(options: {
  /** The part itself, from a `.server` module: what the server renders. */
  server: ComponentType<P>;
  /** The part's code for the browser, in a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  when: DeferredTrigger;
}): ComponentType<P> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = () => {
      waiting.delete(release);
      resolve();
    };
  });
  waiting.add(release);
  const Lazy = lazy(async () => {
    await released;
    return { default: await loadPart(options.load) };
  });

  function DeferredPart(props: P) {
    const store = useAppStore();
    useEffect(() => {
      if (firstHydrationDone) {
        release();
        return undefined;
      }
      return options.when(release, store) ?? undefined;
    }, [store]);
    const Part = typeof document === 'undefined' ? options.server : Lazy;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return DeferredPart;
}

/** When the element comes near the screen (within a screen's height). */
export function whenNear(selector: string): DeferredTrigger {
  return (now) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') {
      now();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) now();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  };
}

/**
 * When the visitor heads for the controls that open the part (pointer over, focus, touch) or the
 * state that shows it turns on.
 */
export function whenOpening(controls: string, isOpen: (store: AppStore) => boolean): DeferredTrigger {
  return (now, store) => {
    const intent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(controls)) now();
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    events.forEach((name) => document.addEventListener(name, intent, { passive: true }));
    const unsubscribe = store.subscribe(() => {
      if (isOpen(store)) now();
    });
    return () => {
      events.forEach((name) => document.removeEventListener(name, intent));
      unsubscribe();
    };
  };
}

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAppStore, type AppStore } from '../../state/store';

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
    return { default: await options.load() };
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

import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
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

/**
 * What the browser does when a part's code cannot be loaded while online (see client/hydrate.tsx):
 * true when the page is being loaded afresh, false when that was refused (it already happened
 * within the minute).
 */
let chunkFailed: (error: unknown) => boolean = () => false;

/**
 * Tells the parts what to do when their code cannot be loaded while the browser is online: a new
 * version of the site is out, and the page reloads (at most once a minute).
 */
export function onPartChunkFailure(handler: (error: unknown) => boolean): void {
  chunkFailed = handler;
}

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * A part's code. When it cannot be loaded, the part stays as the server rendered it (its links work
 * without its code): offline, it is loaded once the connection is back; online, the page reloads
 * once, and when that was done within the minute, `unavailable` is told. A part never takes the page
 * down to the error page for want of its code.
 */
async function loadPart<T>(load: () => Promise<T>, unavailable: () => void): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkError(error)) throw error;
      if (!navigator.onLine) {
        await whenOnline();
        continue;
      }
      if (!chunkFailed(error)) unavailable();
      return new Promise<never>(() => undefined);
    }
  }
}

/**
 * The server's HTML of a part whose code cannot be loaded, kept by language from the page it came
 * with: what the visitor keeps seeing when a navigation renders the part again (an update or a new
 * layout), its links plain links. `display: contents` leaves the part's own box as it was.
 */
function keptHtml() {
  const kept = new Map<string, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    keep(root: string) {
      const element = document.querySelector(root);
      if (element) kept.set(document.documentElement.lang, element.outerHTML);
      version += 1;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    html: () => kept.get(document.documentElement.lang),
  };
}

export function deferHydration<P extends object>(options: {
  /** The part itself, from a `.server` module: what the server renders. */
  server: ComponentType<P>;
  /** The part's code for the browser, in a chunk of its own. */
  load: () => Promise<ComponentType<P>>;
  when: DeferredTrigger;
  /** The part's root element in the server's HTML, kept when its code cannot be loaded. */
  root: string;
}): ComponentType<P> {
  const kept = keptHtml();
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
    return { default: await loadPart(options.load, () => kept.keep(options.root)) };
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
    useSyncExternalStore(kept.subscribe, kept.version, () => 0);
    const Part = typeof document === 'undefined' ? options.server : Lazy;
    const html = typeof document === 'undefined' ? undefined : kept.html();
    return (
      <Suspense
        fallback={html ? <div className="kept-part" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      >
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

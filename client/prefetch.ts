import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../src/navigation/use-current-route';
import { loadPageCode } from './page-code';

/**
 * A pointer resting this long on a link is taken as intent; one passing over it on its way elsewhere
 * is not (the delay is below what a visitor notices between hovering and clicking).
 */
export const HOVER_INTENT_MS = 80;
/** Links in view are prefetched one per idle moment, each waiting at most this long. */
const IDLE_PREFETCH_TIMEOUT_MS = 2000;
/** The links whose being in view counts: the page's own, not the header's and footer's. */
const IN_VIEW_LINKS = 'main a[href]';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export interface PrefetchPolicy {
  /** A link hovered, touched or focused fetches its page's code. */
  onIntent: boolean;
  /** A link of the page coming into view fetches its page's code. */
  inView: boolean;
}

/**
 * What may be fetched ahead on this connection. A visitor who asks to save data gets nothing ahead of
 * a click. A link hovered, touched or focused is fetched on any other connection: the visitor is
 * about to follow it more often than not, and the slower the connection the more the head start
 * helps. A link merely in view is a guess, so it is fetched only when the browser says the connection
 * is fast (4g); where the browser does not say (no Network Information API), no guess is made on
 * what may be a phone's data plan.
 */
export function prefetchPolicy(connection: NetworkInformation | undefined): PrefetchPolicy {
  if (connection?.saveData) return { onIntent: false, inView: false };
  return { onIntent: true, inView: connection?.effectiveType === '4g' };
}

type Idle = (callback: () => void, options?: { timeout: number }) => unknown;
type PageCode = NonNullable<RouteHandle['page']>;

function pageOf(routes: RouteObject[], pathname: string): PageCode | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const page = (matches[index].route.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}

export interface LinkPrefetcher {
  /** Watches the links of the page now shown coming into view (after the first render and each navigation). */
  watchLinksInView(): void;
}

/**
 * Fetches a page's code (its chunk: scripts and style sheets) when a link to it shows intent: the
 * pointer rests on it, a finger touches it, it takes the focus, or (on a fast connection) it comes
 * into view in the page's content. Nothing is fetched ahead just because the page loaded. The
 * listeners are on the document, so links a navigation brings need none of their own. Each address
 * is matched against the route table once and each chunk fetched once.
 */
export function prefetchOnIntent(routes: RouteObject[]): LinkPrefetcher {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const policy = prefetchPolicy(connection);
  const matched = new Map<string, PageCode | undefined>();
  const fetched = new Set<PageCode>();

  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (!matched.has(url.pathname)) matched.set(url.pathname, pageOf(routes, url.pathname));
    const page = matched.get(url.pathname);
    if (!page || fetched.has(page)) return;
    // A prefetch that fails (a deploy replaced the chunk) costs nothing: the navigation, if it comes,
    // loads the chunk itself and handles its failure.
    // Offline, nothing is fetched ahead (and the page is not counted as fetched).
    if (!navigator.onLine) return;
    fetched.add(page);
    void loadPageCode(page).catch(() => undefined);
  };

  if (policy.onIntent) listenForIntent(prefetch);
  return { watchLinksInView: policy.inView ? linksInView(prefetch) : () => undefined };
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target as Element | null;
  return typeof element?.closest === 'function' ? element.closest<HTMLAnchorElement>('a[href]') : null;
}

function listenForIntent(prefetch: (anchor: HTMLAnchorElement) => void): void {
  let hovered: { anchor: HTMLAnchorElement; timer: number } | undefined;
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerover',
    (event) => {
      const anchor = linkOf(event.target);
      if (!anchor || hovered?.anchor === anchor || (event as PointerEvent).pointerType === 'touch') return;
      if (hovered) window.clearTimeout(hovered.timer);
      hovered = { anchor, timer: window.setTimeout(() => prefetch(anchor), HOVER_INTENT_MS) };
    },
    options,
  );
  document.addEventListener(
    'pointerout',
    (event) => {
      const { relatedTarget } = event as PointerEvent;
      if (!hovered || linkOf(relatedTarget) === hovered.anchor) return;
      window.clearTimeout(hovered.timer);
      hovered = undefined;
    },
    options,
  );
  for (const type of ['touchstart', 'focusin'] as const) {
    document.addEventListener(
      type,
      (event) => {
        const anchor = linkOf(event.target);
        if (anchor) prefetch(anchor);
      },
      options,
    );
  }
}

/**
 * Links of the page's content in the viewport, prefetched one per idle moment so that loading them
 * never makes one long task. Called after each navigation: the links of the page before are let go.
 */
function linksInView(prefetch: (anchor: HTMLAnchorElement) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const idle: Idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const queue: HTMLAnchorElement[] = [];
  const next = () => {
    const anchor = queue.shift();
    if (!anchor) return;
    prefetch(anchor);
    if (queue.length > 0) idle(next, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target as HTMLAnchorElement);
      if (queue.length === 1) idle(next, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    }
  });
  return () => {
    observer.disconnect();
    queue.length = 0;
    // The page a navigation brings is rendered after its data arrives: its links are read at idle time.
    idle(
      () => {
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>(IN_VIEW_LINKS)) {
          observer.observe(anchor);
        }
      },
      { timeout: IDLE_PREFETCH_TIMEOUT_MS },
    );
  };
}

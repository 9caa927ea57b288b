import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../src/navigation/use-current-route';

/** Prefetching waits for an idle moment (at most 2 s) and is skipped on 2g or data saver. */
const IDLE_PREFETCH_TIMEOUT_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

type Idle = (callback: () => void, options?: { timeout: number }) => unknown;

/**
 * Loads, when the browser is idle, the chunks of the pages the current page links to: one page per
 * idle moment, so loading them (scripts and style sheets) never makes one long task.
 */
export function prefetchLinkedPages(routes: RouteObject[]): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!prefetchAllowed(connection)) return;
  const idle: Idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(
    () => {
      const components = [
        ...linkedPages(routes, document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')),
      ];
      const next = () => {
        const component = components.shift();
        if (!component) return;
        // A prefetch that fails (a deploy replaced the chunk) costs nothing: the navigation, if it
        // comes, loads the chunk itself and handles its failure.
        void Promise.resolve(component.preload()).catch(() => undefined);
        idle(next, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
      };
      next();
    },
    { timeout: IDLE_PREFETCH_TIMEOUT_MS },
  );
}

type PageCode = NonNullable<RouteHandle['page']>;

/**
 * The page components the links lead to, each once (about, construction and the legal pages share
 * one), in the order of the links.
 */
export function linkedPages(routes: RouteObject[], anchors: Iterable<HTMLAnchorElement>): Set<PageCode> {
  const pages = new Set<PageCode>();
  for (const anchor of anchors) {
    const url = new URL(anchor.href);
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const page = (match.route.handle as RouteHandle | undefined)?.page;
      if (page) pages.add(page);
    }
  }
  return pages;
}

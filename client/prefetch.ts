import { matchRoutes, type RouteObject } from 'react-router';
import { pageComponents } from '../src/routes/page-components';
import type { PageId } from '../src/routes/route-table';
import type { RouteHandle } from '../src/routes/use-current-route';

/** Spec §9: prefetching waits for an idle moment (at most 2 s) and is skipped on 2g or data saver. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

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
      const pages = linkedPages(routes, document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'));
      // Several pages share a component (about, construction, the legal pages): load each once.
      const components = [...new Set([...pages].map((page) => pageComponents[page].component))];
      const next = () => {
        const component = components.shift();
        if (!component) return;
        void component.preload();
        idle(next, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
      };
      next();
    },
    { timeout: IDLE_PREFETCH_TIMEOUT_MS },
  );
}

/** The pages the links lead to, each once, in the order of the links. */
export function linkedPages(routes: RouteObject[], anchors: Iterable<HTMLAnchorElement>): Set<PageId> {
  const pages = new Set<PageId>();
  for (const anchor of anchors) {
    const url = new URL(anchor.href);
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const page = (match.route.handle as RouteHandle | undefined)?.page as PageId | undefined;
      if (page) pages.add(page);
    }
  }
  return pages;
}

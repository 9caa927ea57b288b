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
 * idle moment, so loading them (scripts and style sheets) never makes one long task. Each idle moment
 * matches one address (each address once): matching runs over the whole route table, and a page's
 * many links to pages of one kind would otherwise be matched in one task.
 */
export function prefetchLinkedPages(routes: RouteObject[]): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!prefetchAllowed(connection)) return;
  const idle: Idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(
    () => {
      const addresses = new Set<string>();
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
        addresses.add(new URL(anchor.href).pathname);
      }
      const pending = [...addresses];
      const seen = new Set<PageCode>();
      const next = () => {
        const address = pending.shift();
        if (address === undefined) return;
        const page = pageOf(routes, address);
        if (page && !seen.has(page)) {
          seen.add(page);
          // A prefetch that fails (a deploy replaced the chunk) costs nothing: the navigation, if it
          // comes, loads the chunk itself and handles its failure.
          void Promise.resolve(page.preload()).catch(() => undefined);
        }
        idle(next, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
      };
      next();
    },
    { timeout: IDLE_PREFETCH_TIMEOUT_MS },
  );
}

type PageCode = NonNullable<RouteHandle['page']>;

function pageOf(routes: RouteObject[], pathname: string): PageCode | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const page = (matches[index].route.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}

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

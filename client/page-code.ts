import type { RouteHandle } from '../src/navigation/use-current-route';

type PageCode = NonNullable<RouteHandle['page']>;

/** Pages whose code has arrived: loading them again costs nothing and cannot fail. */
const arrived = new WeakSet<PageCode>();

/** What a page's code load answers while the browser is offline and the code has not arrived. */
export class OfflineError extends Error {
  constructor() {
    super('offline: the page’s code has not arrived');
    this.name = 'OfflineError';
  }
}

/**
 * A page's code (its chunk's scripts and style sheets). Offline, code that has not arrived is not
 * asked for: the request could only fail, and the page says the visitor is offline rather than
 * logging a failed download it expected.
 */
export function loadPageCode(page: PageCode): Promise<unknown> {
  if (!arrived.has(page) && !navigator.onLine) return Promise.reject(new OfflineError());
  return page.load().then((code) => {
    arrived.add(page);
    return code;
  });
}

import { ContentError } from '../../src/content/content-error';
import type { SiteSearch } from '../../src/content/site-search';

/** A promise's outcome, or a timeout ContentError when the deadline comes first. */
export function beforeDeadline<T>(promise: Promise<T>, deadline: AbortSignal, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const late = () =>
      reject(new ContentError(`${what} did not finish in time`, { kind: 'timeout', cause: deadline.reason }));
    if (deadline.aborted) {
      late();
      return;
    }
    deadline.addEventListener('abort', late, { once: true });
    promise.then(resolve, reject).finally(() => deadline.removeEventListener('abort', late));
  });
}

/** The site search as one request sees it: an answer within the request's deadline, or a timeout. */
export function withinDeadline(search: SiteSearch, deadline: AbortSignal): SiteSearch {
  return {
    search: (locale, term) => beforeDeadline(search.search(locale, term), deadline, 'The site search'),
  };
}

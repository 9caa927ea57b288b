import { data, redirect } from 'react-router';
import { isContentError, type ContentErrorKind } from '../content/content-error';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { LoaderContext } from './loader-context';

/**
 * What went wrong, when the site knows: the error page says it in the visitor's language (the message
 * beside it is for the logs and the data route's JSON).
 */
export const ERROR_REASONS = [
  'content-unreachable',
  'content-failed',
  'content-timeout',
  'content-invalid',
  'bad-address',
  'removed',
  'preparing',
  'offline',
  'new-version',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return (ERROR_REASONS as readonly unknown[]).includes(value);
}

/** The body of an error answered by a loader: shown by the error page. */
export interface RouteErrorBody {
  message: string;
  reason?: ErrorReason;
}

/** Which failure of the content service it was, from the visitor's side. */
const CONTENT_FAILURES: Record<ContentErrorKind, { reason: ErrorReason; message: string }> = {
  network: { reason: 'content-unreachable', message: 'The content service cannot be reached' },
  unavailable: { reason: 'content-unreachable', message: 'The content service is unavailable' },
  http: { reason: 'content-failed', message: 'The content service answered with an error' },
  timeout: { reason: 'content-timeout', message: 'The content service did not answer in time' },
  invalid: { reason: 'content-invalid', message: 'The content service sent an answer of the wrong shape' },
};

/** No route matches, or route validation fails. */
export function notFound(message = 'This page could not be found'): never {
  throw data<RouteErrorBody>({ message }, { status: 404, statusText: 'Not Found' });
}

/**
 * Answers an address the editors moved (a redirect to where it leads now) or removed (410, the error
 * page says it is gone), before the page's own loader: the same for a page, its data for a client
 * navigation and the page of an address no route knows.
 */
export function answerMovedAddress(context: LoaderContext, url: URL): void {
  const moved = context.moved?.(url.pathname, url.search);
  if (!moved) return;
  if (moved.status === 410) {
    throw data<RouteErrorBody>(
      { message: 'This page has been removed' },
      { status: 410, statusText: 'Gone' },
    );
  }
  throw redirect(moved.location, moved.status);
}

/**
 * Whether the content service has the site's first content: its home page or its header in the
 * default language. Before an editor publishes either, the service answers but has nothing (a new
 * stack): every page then says the site is being prepared rather than that the address is wrong. A
 * failure of the service is no answer to this question (true: the pages tell of the failure).
 */
export async function hasFirstContent(context: LoaderContext): Promise<boolean> {
  const exists = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      (error: unknown) => !(isContentError(error) && error.isNotFound),
    );
  const [home, header] = await Promise.all([
    exists(context.content.homePage(DEFAULT_LOCALE)),
    exists(context.content.header(DEFAULT_LOCALE)),
  ]);
  return home || header;
}

/** Answers the site being prepared (503, tried again in a minute, kept by no cache) when it is. */
export async function answerWhilePreparing(firstContent: Promise<boolean>): Promise<void> {
  if (await firstContent) return;
  throw data<RouteErrorBody>(
    { message: 'The site has no content yet', reason: 'preparing' },
    { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '60' } },
  );
}

/**
 * An address that cannot be read: a broken percent-encoding, or a control character (encoded) in its
 * path. Such an address names nothing; its page says so (400) in the language of its prefix.
 */
export function isReadablePath(pathname: string): boolean {
  try {
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * The address a router can match for one that cannot be read: its stray percent signs escaped, so
 * that it names what was asked for and decodes (the page is the error page all the same).
 */
export function readableTarget(target: string): string {
  const [path, query = ''] = splitTarget(target);
  if (isReadablePath(path)) return target;
  return `${path.replace(/%/g, '%25')}${query}`;
}

function splitTarget(target: string): [string, string?] {
  const at = target.search(/[?#]/);
  return at === -1 ? [target] : [target.slice(0, at), target.slice(at)];
}

export function badAddress(): never {
  throw data<RouteErrorBody>(
    { message: 'The address cannot be read', reason: 'bad-address' },
    { status: 400, statusText: 'Bad Request' },
  );
}

/**
 * Turns a failure while loading page data into the answer the router renders: content that does not
 * exist is a 404; an unreachable or failing content service is a 503 to retry later, which says
 * how it failed.
 */
export function toRouteError(error: unknown): unknown {
  if (isContentError(error)) {
    if (error.isNotFound)
      return data<RouteErrorBody>(
        { message: 'This page could not be found' },
        { status: 404, statusText: 'Not Found' },
      );
    return data<RouteErrorBody>(CONTENT_FAILURES[error.kind], {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'Retry-After': '30' },
    });
  }
  return error;
}

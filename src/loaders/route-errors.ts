import { data } from 'react-router';
import { isContentError } from '../content/content-error';

/** The body of an error answered by a loader: shown by the error page. */
export interface RouteErrorBody {
  message: string;
}

/** No route matches, or route validation fails. */
export function notFound(message = 'This page could not be found'): never {
  throw data<RouteErrorBody>({ message }, { status: 404, statusText: 'Not Found' });
}

/**
 * Turns a failure while loading page data into the answer the router renders: content that does not
 * exist is a 404; an unreachable or failing content service is a 503 to retry later.
 */
export function toRouteError(error: unknown): unknown {
  if (isContentError(error)) {
    if (error.isNotFound)
      return data<RouteErrorBody>(
        { message: 'This page could not be found' },
        { status: 404, statusText: 'Not Found' },
      );
    return data<RouteErrorBody>(
      { message: 'The content service is unavailable' },
      { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '30' } },
    );
  }
  return error;
}

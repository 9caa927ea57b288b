import { isRouteErrorResponse } from 'react-router';
import { isErrorReason, type ErrorReason, type RouteErrorBody } from '../../loaders/route-errors';

export interface ShownError {
  status: number;
  message: string;
  /** What went wrong, when the site knows it (said in the visitor's language). */
  reason?: ErrorReason;
  /** A page's code could not be loaded twice in a row: a new version of the site is out. */
  newVersion: boolean;
}

/** The body of the route error the browser raises when a page's code cannot be loaded again. */
export const NEW_VERSION_ERROR = {
  message: 'The code of the page could not be loaded',
  reason: 'new-version',
} as const satisfies RouteErrorBody;

/** The body of the route error the browser raises when a page cannot be loaded for lack of a connection. */
export const OFFLINE_ERROR = {
  message: 'The browser is offline',
  reason: 'offline',
} as const satisfies RouteErrorBody;

/** The status of a route error (default 500) and its message. */
export function describeRouteError(error: unknown): ShownError {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown; reason?: unknown } | string | undefined;
    const message =
      typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : error.statusText;
    const reason = typeof body === 'object' && isErrorReason(body?.reason) ? body.reason : undefined;
    return { status: error.status, message: message || '', reason, newVersion: reason === 'new-version' };
  }
  if (error instanceof Error) {
    const newVersion = isChunkError(error);
    return {
      status: 500,
      message: error.message,
      reason: newVersion ? 'new-version' : undefined,
      newVersion,
    };
  }
  return { status: 500, message: '', newVersion: false };
}

/** webpack's error for a chunk (script or style) that could not be loaded. */
export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

import { isRouteErrorResponse } from 'react-router';

export interface ShownError {
  status: number;
  message: string;
  /** A page's code could not be loaded twice in a row: a new version of the site is out. */
  newVersion: boolean;
}

/** The body of the route error the browser raises when a page's code cannot be loaded again. */
export const NEW_VERSION_ERROR = { message: '', newVersion: true } as const;

/** The status of a route error (default 500) and its message. */
export function describeRouteError(error: unknown): ShownError {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown; newVersion?: unknown } | string | undefined;
    const message =
      typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : error.statusText;
    const newVersion = typeof body === 'object' && body?.newVersion === true;
    return { status: error.status, message: message || '', newVersion };
  }
  if (error instanceof Error) return { status: 500, message: error.message, newVersion: isChunkError(error) };
  return { status: 500, message: '', newVersion: false };
}

/** webpack's error for a chunk (script or style) that could not be loaded. */
export function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

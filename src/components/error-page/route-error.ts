import { isRouteErrorResponse } from 'react-router';

export interface ShownError {
  status: number;
  message: string;
}

/** The status of a route error (default 500) and its message. */
export function describeRouteError(error: unknown): ShownError {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | string | undefined;
    const message =
      typeof body === 'string' ? body : typeof body?.message === 'string' ? body.message : error.statusText;
    return { status: error.status, message: message || '' };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: '' };
}

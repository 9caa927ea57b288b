import type { LocaleResources } from '../i18n/resources';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';

/** Route errors as JSON, so the browser hydrates the same error boundaries the server rendered. */
export type SerializedRouteError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
  { exposeMessages }: { exposeMessages: boolean },
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]): [string, SerializedRouteError] => {
      if (isRouteErrorResponse(error)) {
        return [
          id,
          {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
          },
        ];
      }
      const message = error instanceof Error && exposeMessages ? error.message : 'Unexpected Server Error';
      return [id, { __type: 'Error', message }];
    }),
  );
}

export function deserializeRouteErrors(errors: Record<string, SerializedRouteError> | null | undefined) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(error.status, error.statusText, error.data)
        : new Error(error.message),
    ]),
  );
}

/** The JSON island the server writes and the browser reads: data, not script. */
export interface PageState {
  locale: string;
  /** The page's language's strings: the browser translates with them (see src/i18n/string-table.ts). */
  strings: LocaleResources;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
}

export const PAGE_STATE_ID = '__PAGE_STATE__';

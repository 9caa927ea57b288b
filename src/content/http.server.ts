import axios, { AxiosError } from 'axios';
import { ContentError } from './content-error';

export interface ContentHttpOptions {
  baseUrl: string;
  token?: string;
  /** The longest one call may take, from the request to the last byte of the answer. */
  timeoutMs: number;
}

/**
 * What every call to the content service sends: JSON, and the v4 answer format — which Strapi 5
 * answers with when asked (`data.attributes`, relations as `{ data }`) and Strapi 4 ignores.
 */
export const STRAPI_HEADERS = { Accept: 'application/json', 'Strapi-Response-Format': 'v4' } as const;

/** Fetches a path (with its query string) from the content service and returns the parsed JSON. */
export type ContentFetch = (url: string, options?: { signal?: AbortSignal }) => Promise<unknown>;

/** The one axios instance that talks to the content service. */
export function createContentHttp({ baseUrl, token, timeoutMs }: ContentHttpOptions): ContentFetch {
  const instance = axios.create({
    baseURL: baseUrl,
    headers: {
      ...STRAPI_HEADERS,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    responseType: 'json',
    // Strapi's query strings are built by the requests themselves (qs, bracketed keys).
    paramsSerializer: { serialize: () => '' },
    maxRedirects: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });

  return async (url, options) => {
    // axios' own timeout stops counting once the headers are in: a body sent byte by byte would hold
    // the call. An abort signal covers the whole answer, body included.
    const signal = withTimeout(timeoutMs, options?.signal);
    try {
      const response = await instance.get(url, { signal });
      return response.data;
    } catch (error) {
      throw toContentError(error, url, signal);
    }
  };
}

/** A signal that aborts after `timeoutMs`, or earlier when the caller's own signal does. */
export function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

function toContentError(error: unknown, url: string, signal: AbortSignal): ContentError {
  if (signal.aborted) {
    return new ContentError(`The content service did not answer ${url} in time`, {
      kind: 'timeout',
      url,
      cause: error,
    });
  }
  if (error instanceof AxiosError) {
    if (error.response) {
      return new ContentError(`The content service answered ${error.response.status} for ${url}`, {
        kind: 'http',
        status: error.response.status,
        url,
        cause: error,
      });
    }
    return new ContentError(
      `The content service could not be reached for ${url} (${error.code ?? error.message})`,
      {
        kind: 'network',
        url,
        cause: error,
      },
    );
  }
  return new ContentError(`The content call ${url} failed`, { kind: 'network', url, cause: error });
}

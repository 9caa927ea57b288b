import axios, { AxiosError } from 'axios';
import { ContentError } from './content-error';

export interface ContentHttpOptions {
  baseUrl: string;
  token?: string;
  /** The longest one call may take, from the request to the last byte of the answer. */
  timeoutMs: number;
  /** Told when the content service refuses the optional fields (not again while it goes on refusing them). */
  onOptionalFieldsRefused?: (fields: readonly string[]) => void;
  /** The clock of the recheck (tests). */
  now?: () => number;
}

/**
 * Fields the site asks for that a content service may not know: Strapi's focal point of a picture,
 * which recent Strapi 5 versions have and older ones (Strapi 4 too) refuse with a 400, like any
 * unknown field. Each is asked for last in its list of fields.
 */
export const OPTIONAL_FIELDS: readonly string[] = ['focalPoint'];

/** After a refusal, how long the client asks without them before it tries them again (an upgraded CMS). */
export const OPTIONAL_FIELDS_RECHECK_MS = 60 * 60 * 1000;

/** The query without the optional fields (`populate[cover][fields][6]=focalPoint` and the like). */
export function withoutOptionalFields(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const kept = query.split('&').filter((pair) => {
    const [key, value = ''] = pair.split('=', 2);
    return !(/(?:^|\[)fields\]?\[\d+\]$/.test(key) && OPTIONAL_FIELDS.includes(value));
  });
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * What every call to the content service sends: JSON, and the v4 answer format — which Strapi 5
 * answers with when asked (`data.attributes`, relations as `{ data }`) and Strapi 4 ignores.
 */
export const STRAPI_HEADERS = { Accept: 'application/json', 'Strapi-Response-Format': 'v4' } as const;

/** Fetches a path (with its query string) from the content service and returns the parsed JSON. */
export type ContentFetch = (url: string, options?: { signal?: AbortSignal }) => Promise<unknown>;

/**
 * The one axios instance that talks to the content service. A read that names an optional field and
 * is refused with a 400 is asked again without it; when that succeeds, the service does not know the
 * field, and reads leave it out for an hour (`OPTIONAL_FIELDS_RECHECK_MS`) before trying it again.
 */
export function createContentHttp({
  baseUrl,
  token,
  timeoutMs,
  onOptionalFieldsRefused,
  now = Date.now,
}: ContentHttpOptions): ContentFetch {
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

  let refusedAt: number | null = null;

  return async (url, options) => {
    // axios' own timeout stops counting once the headers are in: a body sent byte by byte would hold
    // the call. An abort signal covers the whole answer, body included.
    const signal = withTimeout(timeoutMs, options?.signal);
    const get = async (target: string): Promise<unknown> => {
      try {
        const response = await instance.get(target, { signal });
        return response.data;
      } catch (error) {
        throw toContentError(error, target, signal);
      }
    };
    const lean = withoutOptionalFields(url);
    if (lean === url) return get(url);
    if (refusedAt !== null && now() - refusedAt < OPTIONAL_FIELDS_RECHECK_MS) return get(lean);
    try {
      const body = await get(url);
      refusedAt = null;
      return body;
    } catch (error) {
      if (!(error instanceof ContentError && error.status === 400)) throw error;
      // Refused for another reason, the lean query fails too: the first answer is the one to tell.
      const body = await get(lean).catch(() => {
        throw error;
      });
      if (refusedAt === null) onOptionalFieldsRefused?.(OPTIONAL_FIELDS);
      refusedAt = now();
      return body;
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

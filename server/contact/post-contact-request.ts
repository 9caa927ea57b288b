import axios from 'axios';
import { STRAPI_HEADERS } from '../../src/content/http.server';
import { describeViewing } from './viewing-text';
import type { StoredEnquiry } from './enquiry-outbox';

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** The content service already has this requestId: an earlier attempt arrived. */
  | { kind: 'duplicate' }
  /** Refused for good (a 4xx): retrying would not help. */
  | { kind: 'rejected'; status: number; message: string }
  /** Down, slow or failing (network error, timeout, 408, 429, 5xx): try again later. */
  | { kind: 'retry'; reason: string };

export type DeliverEnquiry = (enquiry: StoredEnquiry) => Promise<DeliveryOutcome>;

export interface ContactRequestPostOptions {
  baseUrl: string;
  token?: string;
  /** The longest one delivery may take, from the request to the last byte of the answer. */
  timeoutMs: number;
}

/** Creates contact-requests entries on the content service (`POST /api/contact-requests`). */
export function createContactRequestPost({
  baseUrl,
  token,
  timeoutMs,
}: ContactRequestPostOptions): DeliverEnquiry {
  const instance = axios.create({
    baseURL: baseUrl,
    headers: {
      ...STRAPI_HEADERS,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    maxRedirects: 0,
    validateStatus: () => true,
  });

  return async (enquiry) => {
    const { name, email, phone, message, locale, page, subject, requestId, property, viewing } = enquiry;
    const data = {
      name,
      email,
      phone: phone || null,
      message,
      language: locale,
      page,
      subject,
      // Added to the entry only when there is something to say, so a content service without these
      // fields still takes a general enquiry.
      // A project is named in the subject (the entry's reference field holds properties' only).
      ...(property && property.kind !== 'project' ? { propertyRef: property.reference } : {}),
      ...(viewing ? { viewing: describeViewing(viewing, 'en') } : {}),
      requestId,
    };
    // The whole exchange, answer body included, within the timeout (axios' own stops at the headers).
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await instance.post('/api/contact-requests', { data }, { signal });
      return outcomeOf(response.status, response.data);
    } catch (error) {
      if (signal.aborted) return { kind: 'retry', reason: `no complete answer within ${timeoutMs} ms` };
      return {
        kind: 'retry',
        reason: axios.isAxiosError(error) ? (error.code ?? error.message) : String(error),
      };
    }
  };
}

export function outcomeOf(status: number, body: unknown): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 400 && isRequestIdTaken(body)) return { kind: 'duplicate' };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'rejected', status, message: errorMessage(body) };
  }
  return { kind: 'retry', reason: `status ${status}` };
}

interface StrapiError {
  name?: unknown;
  message?: unknown;
  details?: { errors?: Array<{ path?: unknown; message?: unknown }> };
}

function strapiError(body: unknown): StrapiError | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'object' && error !== null ? (error as StrapiError) : null;
}

/** Strapi's answer to a second entry with the same unique requestId. */
function isRequestIdTaken(body: unknown): boolean {
  const error = strapiError(body);
  if (error?.name !== 'ValidationError') return false;
  const unique = (message: unknown) => typeof message === 'string' && /must be unique/i.test(message);
  const details = error.details?.errors;
  if (Array.isArray(details)) {
    return details.some(
      (detail) => Array.isArray(detail.path) && detail.path[0] === 'requestId' && unique(detail.message),
    );
  }
  return unique(error.message);
}

function errorMessage(body: unknown): string {
  const message = strapiError(body)?.message;
  return typeof message === 'string' ? message : 'no error message';
}

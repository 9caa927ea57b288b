import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import qs from 'qs';
import { requireApiToken } from './api-token';
import { createContentRouter } from './content-routes';
import {
  ContentServiceError,
  errorBody,
  internalServerError,
  notFoundError,
  validationError,
} from './errors';
import { createFaults, injectFaults, type ContentServiceFaults } from './faults';
import type { ContentStore } from './store';

export interface ContentServiceAppOptions {
  store: ContentStore;
  /** The drafts beside the published content (`status=draft`); without it drafts read the published. */
  drafts?: ContentStore;
  /** Where `GET /uploads/*` files are read from; without it every upload is a 404. */
  uploadsDir?: string;
  /** When set, every /api route needs `Authorization: Bearer <apiToken>`. */
  apiToken?: string;
  /** The faults to fake on /api routes (startContentService shares them on its handle). */
  faults?: ContentServiceFaults;
  /** Told about unexpected errors (500s). Nothing is logged by default: tests stay quiet. */
  onError?: (error: unknown) => void;
  /** False: play a Strapi 5 from before the focal points of pictures (it refuses the field). */
  focalPoints?: boolean;
}

/** Strapi's request body limit for JSON (koa-body's default is larger; the site never sends more). */
const JSON_BODY_LIMIT = '100kb';

/**
 * Express 5 parses query strings with the simple parser; Strapi's bracket syntax needs `qs` with
 * enough depth for nested populate and filters.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { depth: 10, arrayLimit: 100 });
}

export function createContentServiceApp(options: ContentServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', parseQueryString);
  if (options.uploadsDir) {
    // Upload names carry a content hash: a file never changes under its name.
    const uploads = express.static(options.uploadsDir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      redirect: false,
    });
    app.use('/uploads', uploads);
  }
  app.use(
    '/api',
    injectFaults(options.faults ?? createFaults()),
    requireApiToken(options.apiToken),
    express.json({ limit: JSON_BODY_LIMIT }),
    createContentRouter({
      published: options.store,
      drafts: options.drafts,
      focalPoints: options.focalPoints,
    }),
  );
  app.use(notFound);
  app.use(handleError(options.onError));
  return app;
}

const notFound: RequestHandler = () => {
  throw notFoundError();
};

function handleError(onError: ((error: unknown) => void) | undefined): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const contentError = toContentError(error);
    if (contentError.status >= 500) onError?.(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(contentError.status).json(errorBody(contentError));
  };
}

const HTTP_ERROR_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
};

/** Errors of body-parser and others become Strapi error bodies; anything unexpected is a 500. */
function toContentError(error: unknown): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  const { status, type, message } = (error ?? {}) as { status?: unknown; type?: unknown; message?: unknown };
  if (type === 'entity.parse.failed') return validationError('Invalid JSON in the request body');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const text = typeof message === 'string' ? message : 'Bad Request';
    return new ContentServiceError(status, HTTP_ERROR_NAMES[status] ?? 'BadRequestError', text);
  }
  return internalServerError();
}

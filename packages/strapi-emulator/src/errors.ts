/** Errors of the embedded content service, answered with Strapi v4's error body. */
export class ContentServiceError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = errorName;
  }
}

export interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export function errorBody(error: ContentServiceError): StrapiErrorBody {
  return {
    data: null,
    error: { status: error.status, name: error.errorName, message: error.message, details: error.details },
  };
}

export function validationError(message: string, details: Record<string, unknown> = {}): ContentServiceError {
  return new ContentServiceError(400, 'ValidationError', message, details);
}

/** Strapi's answer to an unknown field, filter, sort or body attribute. */
export function invalidParameter(key: string): ContentServiceError {
  return validationError(`Invalid parameter ${key}`);
}

export function notFoundError(): ContentServiceError {
  return new ContentServiceError(404, 'NotFoundError', 'Not Found');
}

export function forbiddenError(): ContentServiceError {
  return new ContentServiceError(403, 'ForbiddenError', 'Forbidden');
}

export function unauthorizedError(): ContentServiceError {
  return new ContentServiceError(401, 'UnauthorizedError', 'Missing or invalid credentials');
}

export function methodNotAllowedError(): ContentServiceError {
  return new ContentServiceError(405, 'MethodNotAllowedError', 'Method Not Allowed');
}

export function internalServerError(): ContentServiceError {
  return new ContentServiceError(500, 'InternalServerError', 'Internal Server Error');
}

export type ContentErrorKind = 'http' | 'timeout' | 'network' | 'invalid' | 'unavailable';

/** A failed call to the content service: an operational error, never a bug of ours. */
export class ContentError extends Error {
  readonly kind: ContentErrorKind;
  /** The content service's HTTP status, when it answered. */
  readonly status?: number;
  readonly url?: string;

  constructor(
    message: string,
    options: { kind: ContentErrorKind; status?: number; url?: string; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ContentError';
    this.kind = options.kind;
    this.status = options.status;
    this.url = options.url;
  }

  /** The content does not exist (as opposed to the service failing). */
  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}

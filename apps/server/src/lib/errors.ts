/** An error a client caused or may see: it carries the HTTP status, a stable code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad-request') => new HttpError(400, code, message);
export const unauthorized = (message: string, code = 'auth/unauthenticated') =>
  new HttpError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not-found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

/** Reading an upload failed: the multipart body ended before its closing boundary or was malformed. */
export const uploadIncomplete = () =>
  badRequest('The upload arrived incomplete or malformed. Please send the file again.', 'upload-incomplete');

/**
 * What a failure to read a multipart request means: the parser's own 4xx (a limit) stands; anything else is a
 * body that is not the multipart it claims to be (no boundary, cut short), never the server's fault.
 */
export function uploadError(err: unknown): Error {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return err instanceof Error && typeof status === 'number' && status >= 400 && status < 500
    ? err
    : uploadIncomplete();
}

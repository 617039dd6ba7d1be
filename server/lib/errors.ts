/**
 * A failure with the HTTP status and the message the client sees as `{ message }`; `code`, when
 * given, is sent beside it as `code` for a client that must tell this failure from others of its status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const badRequest = (message: string) => new HttpError(400, message);

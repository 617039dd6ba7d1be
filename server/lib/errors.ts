/** A failure with the HTTP status and the message the client sees as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const badRequest = (message: string) => new HttpError(400, message);

// Errors a route can throw to answer a clear `{detail}` to the client.

/** One entry of a 422 detail list, as the web client reads it. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** An error whose message is safe to show: answered as `{detail: message}` with its status (and `headers`, e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request-validation failure found by code rather than by the schema: answered like one. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join('; '));
    this.name = 'RequestValidationError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail = 'Forbidden') => new HttpError(403, detail);
export const notFound = (detail = 'Not Found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const serviceUnavailable = (detail: string) => new HttpError(503, detail);

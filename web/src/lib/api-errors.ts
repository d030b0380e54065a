/** Status texts the client raises for every call. */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Extra status texts for calls whose schema declares a request body, hence a 422. */
export const VALIDATION_ERRORS: Readonly<Record<number, string>> = { 422: 'Validation Error' };

export const CANCELLED_MESSAGE = 'The user aborted a request.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export class CancelError extends Error {
  override readonly name = 'CancelError';
  constructor(message = CANCELLED_MESSAGE) {
    super(message);
  }
  get isCancelled(): boolean {
    return true;
  }
}

/** Builds the error for a non-2xx answer: a known status text, else a generic error with everything. */
export function errorForResponse(
  response: Response,
  body: unknown,
  declared: Readonly<Record<number, string>> = {},
): ApiError {
  const known = declared[response.status] ?? STATUS_TEXTS[response.status];
  const statusText = response.statusText || 'unknown';
  const message =
    known ??
    `Generic Error: status: ${response.status}; status text: ${statusText}; body: ${JSON.stringify(body, null, 2)}`;
  return new ApiError(message, response.url, response.status, statusText, body);
}

/** The server's human message (`detail` string), if the body carries one. */
export function serverDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { detail?: unknown } | null;
  return body && typeof body.detail === 'string' ? body.detail : undefined;
}

export function isAbort(error: unknown): boolean {
  // Not `instanceof Error`: a DOMException from another realm (browser, jsdom, undici) may fail it.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Query retry rule: a refusal (4xx) will not change on a retry; a network or server failure may (twice). */
export function retryUnlessRefused(failures: number, error: Error): boolean {
  return failures < 2 && !(error instanceof ApiError && error.status < 500);
}

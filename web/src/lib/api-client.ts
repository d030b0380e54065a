import createClient from 'openapi-fetch';
import type { paths } from './api-schema';
import { CancelError, errorForResponse, isAbort } from './api-errors';

/**
 * Typed client for /api. The session travels as an HttpOnly cookie, hence credentials include.
 * `fetch` is looked up on each call so tests and polyfills installed later are honoured.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'include',
  fetch: (request: Request) => globalThis.fetch(request),
});

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Awaits an openapi-fetch call and returns its data, or throws ApiError (with the
 * client's status texts) or CancelError when the request was aborted.
 */
export async function unwrap<T>(
  call: Promise<ApiResult<T>>,
  declared?: Readonly<Record<number, string>>,
): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  if (!result.response.ok) throw errorForResponse(result.response, result.error, declared);
  return result.data as T;
}

import { describe, expect, test } from 'vitest';
import { mockApi } from '../test/api-mock';
import { api, unwrap } from './api-client';
import { ApiError, CancelError, VALIDATION_ERRORS } from './api-errors';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client', () => {
  test('returns the data of a 2xx answer and sends cookies', async () => {
    const { fetchMock } = mockApi({ 'GET /api/auth/current': { body: { id: 1, email: 'a@b.co' } } });
    await expect(unwrap(api.GET('/api/auth/current'))).resolves.toMatchObject({ email: 'a@b.co' });
    expect((fetchMock.mock.calls[0][0] as Request).credentials).toBe('include');
  });

  test.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('raises %i as %s, keeping status and body', async (status, message) => {
    mockApi({ 'GET /api/auth/current': { status, body: { detail: 'why' } } });
    const error = await failure(unwrap(api.GET('/api/auth/current')));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.body).toEqual({ detail: 'why' });
  });

  test('raises 422 as Validation Error on calls that declare it, otherwise as a generic error', async () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'format' }] };
    mockApi({ 'POST /api/auth/login': { status: 422, statusText: 'Unprocessable Entity', body } });
    const declared = await failure(unwrap(api.POST('/api/auth/login', { body: { email: 'x', password: 'y' } }), VALIDATION_ERRORS));
    expect(declared.message).toBe('Validation Error');
    const undeclared = await failure(unwrap(api.POST('/api/auth/login', { body: { email: 'x', password: 'y' } })));
    expect(undeclared.message).toContain('Generic Error: status: 422; status text: Unprocessable Entity; body:');
    expect(undeclared.message).toContain('"msg": "bad"');
  });

  test('raises any other status as a generic error carrying status, status text and body', async () => {
    mockApi({ 'POST /api/auth/signup': { status: 409, statusText: 'Conflict', body: { detail: 'taken' } } });
    const error = await failure(unwrap(api.POST('/api/auth/signup', { body: { email: 'a@b.co', full_name: 'A', password: 'abcdefgh' } })));
    expect(error.message).toBe('Generic Error: status: 409; status text: Conflict; body: {\n  "detail": "taken"\n}');
    expect(error).toMatchObject({ status: 409, statusText: 'Conflict', body: { detail: 'taken' } });
  });

  test('reports an aborted request as cancelled', async () => {
    mockApi({ 'GET /api/auth/current': () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = unwrap(api.GET('/api/auth/current', { signal: controller.signal }));
    controller.abort();
    const error = await pending.then(() => null, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(CancelError);
    expect((error as CancelError).message).toBe('The user aborted a request.');
    expect((error as CancelError).isCancelled).toBe(true);
  });
});

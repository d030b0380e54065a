import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown; statusText?: string; headers?: Record<string, string> };
type Handler = (request: Request) => MockReply | Promise<MockReply>;

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Replaces fetch with a table of "METHOD /path" handlers. Unlisted calls answer 404 so a
 * missing handler shows up as a failing screen, never as a hang.
 */
export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (resource: Request | string, init?: RequestInit) => {
    // Components may call fetch with a relative path, as a browser allows.
    const input = typeof resource === 'string' ? new Request(new URL(resource, window.location.origin), init) : resource;
    const url = new URL(input.url);
    const key = `${input.method} ${url.pathname}`;
    const text = input.method === 'GET' ? '' : await input.clone().text();
    calls.push({ method: input.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    const handler = handlers[key];
    // Like a real fetch, an aborted request rejects with an AbortError.
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
      if (input.signal.aborted) abort();
      input.signal.addEventListener('abort', abort);
    });
    const answer = Promise.resolve(typeof handler === 'function' ? handler(input) : (handler ?? { status: 404, body: { detail: 'Not Found' } }));
    const reply = await Promise.race([answer, aborted]);
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A reply that waits until release() is called: lets a test look at pending states. */
export function deferred(reply: MockReply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => { await gate; return reply; }, release };
}

export const USER = {
  id: 1,
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  is_premium: false,
  email_verified: true,
  has_password: true,
  notice: null,
  created_at: '2026-01-15T10:00:00.000Z',
};

export const signedIn = { 'GET /api/auth/current': { body: USER } };
export const signedOut = { 'GET /api/auth/current': { status: 401, body: { detail: 'Not authenticated' } } };

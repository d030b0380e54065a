// Signing users up in tests.
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../src/repositories/users.js';

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh, unique e-mail address. */
export const uniqueEmail = (label = 'user') => `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.com`;

export interface SignedInUser {
  /** Ready for `headers: { cookie }`. */
  cookie: string;
  /** Ready for `headers: { authorization: \`Bearer ${token}\` }`. */
  token: string;
  user: CurrentUser;
  email: string;
  password: string;
}

/** Signs a new user up (which signs them in) and answers their session. */
export async function signUpAndLogin(app: FastifyInstance, email = uniqueEmail(), password = TEST_PASSWORD): Promise<SignedInUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, full_name: 'Test User', password },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access_token: string; user: CurrentUser }>();
  const cookieName = app.config.session.cookieName;
  return { cookie: `${cookieName}=${body.access_token}`, token: body.access_token, user: body.user, email: body.user.email, password };
}

/** The `cookie` request header that carries the session set by a response, if any. */
export function sessionCookieOf(app: FastifyInstance, response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((c) => c.name === app.config.session.cookieName && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

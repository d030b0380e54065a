// Sign-up, login, current user, profile and logout, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  buildTestApp,
  dialects,
  sessionCookieOf,
  signUpAndLogin,
  uniqueEmail,
  type TestApp,
} from '../../../helpers/index.js';

describe.each(dialects)('accounts API (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers });

  describe('POST /api/auth/signup', () => {
    it('creates the account, signs in with an HttpOnly Lax cookie and answers the token', async () => {
      const email = uniqueEmail('signup');
      const response = await post('/api/auth/signup', { email: `  ${email.toUpperCase()} `, full_name: ' Ada Lovelace ', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.token_type).toBe('bearer');
      expect(body.user).toMatchObject({ email, full_name: 'Ada Lovelace', is_premium: false, email_verified: false, has_password: true, notice: null });
      expect(Object.keys(body.user).sort()).toEqual(['created_at', 'email', 'email_verified', 'full_name', 'has_password', 'id', 'is_premium', 'notice']);
      const cookie = response.cookies.find((c) => c.name === 'session');
      expect(cookie).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.maxAge).toBe(30 * 24 * 3600);

      const me = await current({ cookie: `session=${body.access_token}` });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body.user);
    });

    it('stores an argon2id hash, never the password, and only a hash of the session token', async () => {
      const { user, token } = await signUpAndLogin(t.app);
      const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(TEST_PASSWORD);
      const sessions = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0].token_hash).not.toBe(token);
      expect(sessions[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 409 with a clear detail for an e-mail already taken, whatever its case', async () => {
      const { email } = await signUpAndLogin(t.app);
      const response = await post('/api/auth/signup', { email: email.toUpperCase(), full_name: 'Again', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
    });

    it('answers 422 with a detail list for a bad e-mail, and creates nothing', async () => {
      const response = await post('/api/auth/signup', { email: 'not-an-email', full_name: 'X', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'value_error.email' }] });
      const count = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('email', '=', 'not-an-email').executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('answers 422 for a password shorter than 8 characters', async () => {
      const response = await post('/api/auth/signup', { email: uniqueEmail(), full_name: 'X', password: 'short12' });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['body', 'password'], msg: 'Must be at least 8 characters', type: 'minLength' }]);
    });

    it('answers 422 naming every missing field', async () => {
      const response = await post('/api/auth/signup', {});
      expect(response.statusCode).toBe(422);
      const locs = response.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
      expect(locs.sort()).toEqual(['body.email', 'body.full_name', 'body.password']);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in: answers the token (for API clients) and sets the session cookie', async () => {
      const { email, password, user } = await signUpAndLogin(t.app);
      const response = await post('/api/auth/login', { email: ` ${email.toUpperCase()}`, password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual(user);
      expect(sessionCookieOf(t.app, response)).toBe(`session=${body.access_token}`);

      const viaBearer = await current({ authorization: `Bearer ${body.access_token}` });
      expect(viaBearer.statusCode).toBe(200);
      expect(viaBearer.json().email).toBe(email);
    });

    it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
      const { email } = await signUpAndLogin(t.app);
      const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
      const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: 'Incorrect email or password' });
        expect(sessionCookieOf(t.app, response)).toBeUndefined();
      }
    });

    it('answers 422 for a missing password', async () => {
      const response = await post('/api/auth/login', { email: uniqueEmail() });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['body', 'password'], msg: 'Field required', type: 'required' }]);
    });
  });

  describe('GET /api/auth/current', () => {
    it('answers 401 when signed out, for an unknown token and for a garbage header', async () => {
      for (const headers of [{}, { cookie: 'session=not-a-session' }, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
        const response = await current(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: 'Not authenticated' });
      }
    });

    it('answers 401 once the session has expired, and slides the expiry of a used session', async () => {
      const { cookie, user } = await signUpAndLogin(t.app);
      const past = new Date(Date.now() - 1000).toISOString();
      await t.app.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', user.id).execute();
      expect((await current({ cookie })).statusCode).toBe(401);

      const second = await signUpAndLogin(t.app);
      const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
      await t.app.db.updateTable('sessions').set({ expires_at: soon }).where('user_id', '=', second.user.id).execute();
      const response = await current({ cookie: second.cookie });
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(t.app, response)).toBe(second.cookie);
      const row = await t.app.db.selectFrom('sessions').select('expires_at').where('user_id', '=', second.user.id).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it("updates the user's name and normalised e-mail", async () => {
      const { cookie } = await signUpAndLogin(t.app);
      const email = uniqueEmail('renamed');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie },
        payload: { full_name: 'Grace Hopper', email: ` ${email.toUpperCase()} `, current_password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ full_name: 'Grace Hopper', email });
      expect((await current({ cookie })).json()).toMatchObject({ full_name: 'Grace Hopper', email });
    });

    it("answers 409 for another user's e-mail and changes nothing", async () => {
      const other = await signUpAndLogin(t.app);
      const me = await signUpAndLogin(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie: me.cookie },
        payload: { full_name: 'Changed', email: other.email, current_password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
      expect((await current({ cookie: me.cookie })).json()).toEqual(me.user);
    });

    it('keeps the same e-mail without a conflict', async () => {
      const me = await signUpAndLogin(t.app);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie: me.cookie },
        payload: { full_name: 'Only The Name', email: me.email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().full_name).toBe('Only The Name');
    });

    it('answers 422 for a bad e-mail and 401 when signed out', async () => {
      const me = await signUpAndLogin(t.app);
      const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie: me.cookie }, payload: { full_name: 'X', email: 'x@' } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0].loc).toEqual(['body', 'email']);
      const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { full_name: 'X', email: uniqueEmail() } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    });
  });

  describe('GET /api/auth/logout', () => {
    it('deletes the session and clears the cookie; the old token no longer works', async () => {
      const { cookie, token, user } = await signUpAndLogin(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out' });
      const cleared = response.cookies.find((c) => c.name === 'session');
      expect(cleared?.value).toBe('');
      expect((await current({ cookie })).statusCode).toBe(401);
      expect((await current({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      const left = await t.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
      expect(left).toEqual([]);
    });

    it('ends only its own session (a second device stays signed in)', async () => {
      const { email, password, cookie } = await signUpAndLogin(t.app);
      const other = await post('/api/auth/login', { email, password });
      await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
      expect((await current({ authorization: `Bearer ${other.json().access_token}` })).statusCode).toBe(200);
    });

    it('answers 200 when already signed out', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(200);
    });
  });
});

// Nobody learns which addresses have an account from login, forgot-password or sign-up: the
// same status and text whether or not the address is known, and the same password-hash work
// on both paths (response times are compared in the code paths, not measured: too flaky).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../src/auth/passwords.js';
import { createUsersRepository } from '../../src/repositories/users.js';
import { buildTestApp, dialects, signUpAndLogin, uniqueEmail, type SignedInUser, type TestApp } from '../helpers/index.js';

// The real hashing, counted.
vi.mock('../../src/auth/passwords.js', async (original) => {
  const real = await original<typeof import('../../src/auth/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

describe.each(dialects)('no account enumeration (%s)', (dialect) => {
  let t: TestApp;
  let known: SignedInUser;
  let googleOnly: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    known = await signUpAndLogin(t.app);
    googleOnly = uniqueEmail('google-only');
    await createUsersRepository(t.app.db).create({ email: googleOnly, full_name: 'G', password_hash: null, google_sub: `sub-${googleOnly}` });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    vi.mocked(passwords.verifyPassword).mockClear();
    vi.mocked(passwords.hashPassword).mockClear();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('login: an unknown address, a Google-only account and a wrong password answer alike, each after a hash verification', async () => {
    const answers = [];
    for (const email of [uniqueEmail('nobody'), googleOnly, known.email]) {
      vi.mocked(passwords.verifyPassword).mockClear();
      const response = await post('/api/auth/login', { email, password: 'wrong password' });
      answers.push({ status: response.statusCode, body: response.json(), cookie: response.headers['set-cookie'] });
      expect(passwords.verifyPassword, email).toHaveBeenCalledTimes(1);
      // A real argon2id hash, never a shortcut on a missing one.
      expect(vi.mocked(passwords.verifyPassword).mock.calls[0][0], email).toMatch(/^\$argon2id\$/);
    }
    expect(answers[0]).toEqual({ status: 401, body: { detail: 'Incorrect email or password' }, cookie: undefined });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('forgot-password: a known and an unknown address answer alike', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    const existing = await post('/api/auth/forgot-password', { email: known.email });
    expect(unknown.statusCode).toBe(200);
    expect(existing.statusCode).toBe(unknown.statusCode);
    expect(existing.json()).toEqual(unknown.json());
    expect(existing.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it('sign-up with a taken address hashes the password before answering, as a new sign-up does', async () => {
    const taken = await post('/api/auth/signup', { email: known.email.toUpperCase(), full_name: 'Again', password: 'another password' });
    expect(taken.statusCode).toBe(409);
    expect(passwords.hashPassword).toHaveBeenCalledTimes(1);
    const takenByGoogle = await post('/api/auth/signup', { email: googleOnly, full_name: 'Again', password: 'another password' });
    expect({ status: takenByGoogle.statusCode, body: takenByGoogle.json() }).toEqual({ status: taken.statusCode, body: taken.json() });
    expect(passwords.hashPassword).toHaveBeenCalledTimes(2);
  });
});

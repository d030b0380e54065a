// Login, sign-up and forgot-password are rate limited per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildTestApp, uniqueEmail, type TestApp } from '../../../helpers/index.js';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_SIGNUP: '2', RATE_LIMIT_FORGOT_PASSWORD: '2' } });
  });
  afterAll(async () => t?.close());

  async function statuses(url: string, payload: () => object, times: number, remoteAddress = '127.0.0.1') {
    const codes: number[] = [];
    let last;
    for (let i = 0; i < times; i++) {
      last = await t.app.inject({ method: 'POST', url, payload: payload(), remoteAddress });
      codes.push(last.statusCode);
    }
    return { codes, last: last! };
  }

  it('answers 429 with a clear detail once login attempts exceed the limit', async () => {
    const { codes, last } = await statuses('/api/auth/login', () => ({ email: 'a@example.com', password: 'wrong password' }), 4);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(last.json().detail).toMatch(/^Too many requests\. Please try again in .+\.$/);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('counts each client address on its own', async () => {
    const { codes } = await statuses('/api/auth/login', () => ({ email: 'a@example.com', password: 'wrong password' }), 1, '10.0.0.9');
    expect(codes).toEqual([401]);
  });

  it('limits sign-up, and a refused sign-up creates no account', async () => {
    const emails: string[] = [];
    const { codes } = await statuses(
      '/api/auth/signup',
      () => {
        emails.push(uniqueEmail('limited'));
        return { email: emails.at(-1), full_name: 'L', password: TEST_PASSWORD };
      },
      3,
    );
    expect(codes).toEqual([201, 201, 429]);
    const refused = await t.app.db.selectFrom('users').select('id').where('email', '=', emails[2]).execute();
    expect(refused).toEqual([]);
  });

  it('limits forgot-password', async () => {
    const { codes, last } = await statuses('/api/auth/forgot-password', () => ({ email: uniqueEmail() }), 3);
    expect(codes).toEqual([200, 200, 429]);
    expect(last.json().detail).toMatch(/Too many requests/);
  });
});

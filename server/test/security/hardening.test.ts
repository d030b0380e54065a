// The smaller holes: per-user answers kept by no cache, the API under any case of `/api`, mail
// secrets kept out of the log and the outbox private, reset mails limited per address, upload
// file names stored printable and giant part headers refused as such, and 401 before payments' 503.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_MAILS_PER_ADDRESS_PER_HOUR, RESET_REQUESTED } from '../../src/auth/password-reset.js';
import { FILE_NAME_TOO_LONG, PART_HEADERS_TOO_LARGE } from '../../src/lib/uploaded-file.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, XLSX_MIME } from '../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { smallWorkbook } from '../helpers/workbooks.js';

describe.each(dialects)('hardening (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const outboxFiles = async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.eml')).map((name) => path.join(outbox, name));
  };

  describe('Cache-Control', () => {
    it.each(['/api/auth/current', '/api/accounts', '/api/bulk/uploads', '/api/notes', '/api/shares'])('GET %s (signed in) is never stored', async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(user) });
      expect(response.headers['cache-control'], `${url} ${response.statusCode}`).toBe('no-store');
    });

    it('nor is a refusal, or a sign-in answer that carries the session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/current' })).headers['cache-control']).toBe('no-store');
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
    });
  });

  it.each(['/API/health', '/Api/auth/current', '/aPi', '/API/nothing/here'])('%s is the API: a JSON 404, never the web app', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  describe('mail without SMTP', () => {
    it('logs where the mail went but never its link, and keeps the outbox to the server user', async () => {
      const logged = vi.spyOn(t.app.log, 'info');
      const before = await outboxFiles();
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      await t.app.mailer.idle();
      const written = (await outboxFiles()).filter((file) => !before.includes(file));
      expect(written).toHaveLength(1);
      const mail = await fs.readFile(written[0], 'utf8');
      const token = /reset-password\?token=3D([A-Za-z0-9_=\r\n-]+)/.exec(mail)?.[1].replace(/=\r?\n/g, '').replace(/\r?\n.*$/s, '');
      expect(token?.length).toBeGreaterThan(20);
      // The mailer's lines: (fields, message); the framework's own lines carry requests and replies.
      const mailLogs = logged.mock.calls
        .filter(([, message]) => typeof message === 'string' && message.includes('outbox'))
        .map(([fields, message]) => `${JSON.stringify(fields)} ${String(message)}`);
      logged.mockRestore();
      expect(mailLogs).toHaveLength(1);
      expect(mailLogs[0]).toContain(user.email);
      expect(mailLogs[0]).not.toContain(token!.slice(0, 20));
      expect(mailLogs[0]).not.toContain('reset-password');
      expect((await fs.stat(written[0])).mode & 0o777).toBe(0o600);
      expect((await fs.stat(path.dirname(written[0]))).mode & 0o777).toBe(0o700);
    });
  });

  it(`sends at most ${RESET_MAILS_PER_ADDRESS_PER_HOUR} reset mails an hour to one address, from any client, with the same answer`, async () => {
    const target = await signUpAndLogin(t.app);
    await t.app.mailer.idle(); // the sign-up's verification mail
    const before = (await outboxFiles()).length;
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR + 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: `198.51.100.${i + 1}`, payload: { email: target.email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
    }
    await t.app.mailer.idle();
    const mails = (await outboxFiles()).length - before;
    expect(mails).toBe(RESET_MAILS_PER_ADDRESS_PER_HOUR);
    // Another address is not held back by the first one's limit.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.app.mailer.idle();
    expect((await outboxFiles()).length - before).toBe(RESET_MAILS_PER_ADDRESS_PER_HOUR + 1);
  });

  describe('upload file names', () => {
    it('are stored without control or bidirectional-override characters', async () => {
      const uploader = await signUpAndLogin(t.app);
      await uploadAndWait(t.app, uploader, smallWorkbook(), 'bulk\u0007 jan\u202Exslx.\u0000\u2066xlsx');
      const history = await t.app.inject({ method: 'GET', url: '/api/bulk/uploads', headers: authHeaders(uploader) });
      expect(history.json<{ uploads: { file_name: string }[] }>().uploads.map((u) => u.file_name)).toEqual(['bulk janxslx.xlsx']);
    });

    it.each([300, 10_000, 100_000])('a %i-character name answers 431 saying so, not as a wrong file type', async (length) => {
      const response = await uploadFile(t.app, user, smallWorkbook(), { fileName: `${'a'.repeat(length)}.xlsx` });
      expect(response.statusCode).toBe(431);
      expect(response.json()).toEqual({ detail: FILE_NAME_TOO_LONG });
    });

    it('a file part whose headers are too large to read answers 431, not "no file"', async () => {
      const boundary = 'oversized-part-header';
      const head = `--${boundary}\r\nX-Padding: ${'p'.repeat(100_000)}\r\nContent-Disposition: form-data; name="file"; filename="bulk.xlsx"\r\nContent-Type: ${XLSX_MIME}\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), Buffer.from(smallWorkbook()), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const response = await t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authHeaders(user) } });
      expect(response.statusCode).toBe(431);
      expect(response.json()).toEqual({ detail: PART_HEADERS_TOO_LARGE });
    });
  });

  it.each([
    ['POST', '/api/payment/create-checkout-session?plan=pro'],
    ['GET', '/api/payment/verify-download?token=abc'],
    ['POST', '/api/subscription/create-subscription-session'],
    ['GET', '/api/subscription/current-subscription'],
    ['POST', '/api/subscription/cancel-subscription'],
  ] as const)('%s %s answers a signed-out caller 401 before saying payments are not configured', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});

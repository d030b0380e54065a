import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.js';

describe('loadConfig', () => {
  it('works with no environment at all: port 3000, data/ at the repository root, SQLite, embedded jobs', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'ads-auditor.sqlite'), busyTimeoutMs: 5000 });
    expect(config.jobs.backend).toBe('embedded');
    expect(config.session).toEqual({ cookieName: 'session', ttlDays: 30, cookieSecure: false });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.google.clientId).toBeUndefined();
    expect(config.stripe.secretKey).toBeUndefined();
    expect(config.uploads.keepPerUser).toBe(5);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('resolves a relative DATA_DIR against the current directory', () => {
    expect(loadConfig({ DATA_DIR: 'some/data' }).dataDir).toBe(path.resolve('some/data'));
  });

  it('uses PostgreSQL and pg-boss when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user@db:5432/ads', PUBLIC_URL: 'https://ads.example.com/' });
    expect(config.database).toMatchObject({ dialect: 'postgres', url: 'postgres://user@db:5432/ads' });
    expect(config.jobs.backend).toBe('pg-boss');
    expect(config.publicUrl).toBe('https://ads.example.com');
    expect(config.session.cookieSecure).toBe(true);
    expect(config.google.redirectUri).toBe('https://ads.example.com/api/auth/google_callback');
  });

  it('collects every problem into one error that names the settings', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db/ads', JOB_BACKEND: 'redis', GOOGLE_CLIENT_ID: 'id', SMTP_URL: 'http://mail', SESSION_TTL_DAYS: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JOB_BACKEND', 'GOOGLE_CLIENT_SECRET', 'SMTP_URL', 'SESSION_TTL_DAYS']) expect(problems).toContain(name);
  });

  it('refuses a job pool that cannot take the two jobs of one upload', () => {
    expect(() => loadConfig({ JOB_WORKERS: '1', JOB_QUEUE_SIZE: '0' })).toThrow(/JOB_WORKERS \+ JOB_QUEUE_SIZE must be at least 2/);
    expect(loadConfig({ JOB_WORKERS: '1', JOB_QUEUE_SIZE: '1' }).jobs).toMatchObject({ workers: 1, maxQueued: 1 });
  });

  it("lowers the server's own session to nice 10 unless SERVER_SESSION_NICE says otherwise (0 to 19)", () => {
    expect(loadConfig({}).jobs.sessionNice).toBe(10);
    expect(loadConfig({ SERVER_SESSION_NICE: '0' }).jobs.sessionNice).toBe(0);
    expect(() => loadConfig({ SERVER_SESSION_NICE: '20' })).toThrow(/SERVER_SESSION_NICE must be a whole number from 0 to 19/);
  });

  it('holds no task for tests unless TEST_TASK_HOLD_SECONDS says so, and refuses a hold beyond 600 s', () => {
    expect(loadConfig({}).jobs.testHoldMs).toBe(0);
    expect(loadConfig({ TEST_TASK_HOLD_SECONDS: '8' }).jobs.testHoldMs).toBe(8000);
    expect(() => loadConfig({ TEST_TASK_HOLD_SECONDS: '601' })).toThrow(/TEST_TASK_HOLD_SECONDS/);
  });
});

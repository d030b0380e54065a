// The one configuration module: every setting is read from the environment and validated
// here, once, at start-up. Defaults make a fresh `npm start` work with no environment at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_NICE } from './lib/lower-session-priority.js';

/** The repository root: this file lives in server/src (sources) or server/dist (build). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type DatabaseConfig =
  | { dialect: 'sqlite'; filename: string; busyTimeoutMs: number }
  | { dialect: 'postgres'; url: string; schema: string | undefined; poolMax: number };

export interface RateLimitConfig {
  /** Requests allowed per window and per client address. */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /**
   * Absolute. DATA_DIR when set (a relative value resolves against the current directory);
   * by default `data/` at the repository root, which is `./data` for `npm start` (run there).
   */
  dataDir: string;
  /** Where the built web app lives (index.html + assets). */
  webDist: string;
  /** The address users reach the app at: used in e-mail links and the Google redirect URI. */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** On SIGTERM/SIGINT: how long running uploads may take to finish before they are failed. */
  shutdownGraceMs: number;
  database: DatabaseConfig;
  session: {
    cookieName: string;
    ttlDays: number;
    cookieSecure: boolean;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
  };
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    issuer: string;
    redirectUri: string;
  };
  /**
   * Stripe payments: enabled when STRIPE_SECRET_KEY is set (then the webhook secret, both price
   * ids and the download file are required); otherwise every payment route answers 503.
   */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceIdPro: string | undefined;
    priceIdSubscription: string | undefined;
    /** Where the SDK sends its requests (tests and e2e: a local stand-in); unset: Stripe itself. */
    api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    /** Absolute path of the file a confirmed Pro purchase downloads (once). */
    downloadFile: string | undefined;
  };
  rateLimit: {
    login: RateLimitConfig;
    signup: RateLimitConfig;
    forgotPassword: RateLimitConfig;
  };
  /** Background jobs (audit of uploads): see src/jobs. */
  jobs: {
    /**
     * 'embedded' (worker threads in this process; one API process per database, since a restart
     * fails every unfinished task) or 'pg-boss' (PostgreSQL only; any number of API and worker processes).
     */
    backend: 'embedded' | 'pg-boss';
    /** Worker threads (and pg-boss jobs run at once) per process. */
    workers: number;
    /** Jobs allowed to wait; beyond that uploads answer 503. */
    maxQueued: number;
    /** A job running longer is stopped and its task failed. */
    taskTimeoutMs: number;
    /** Heap cap per worker thread, in MB. */
    workerHeapMb: number;
    /** With pg-boss: whether API processes run jobs too (else only `npm run worker` does). */
    runInApi: boolean;
    pgBossSchema: string;
    /**
     * Test-only, 0 (off) by default: a job of a workbook named hold-audit-... (the audit) or
     * hold-search-terms-... (the search terms) waits this long before storing its result, so that
     * browser journeys can see a task that is still processing or finishes late; a file
     * release-<workbook name> in DATA_DIR ends the hold early.
     */
    testHoldMs: number;
    /**
     * Nice value (0 to 19) of the server's session on Linux when the server leads it (as under
     * `npm start` or a service manager): the seller's browser on the same computer gets the cores
     * first (see lib/lower-session-priority.ts). 0 leaves the session as it is.
     */
    sessionNice: number;
  };
  uploads: {
    /** Uploads (and their results) kept per user; older ones are deleted. */
    keepPerUser: number;
    /** The same for premium users (an active subscription or a Pro purchase). */
    keepPerPremiumUser: number;
    /** Bulk and business-report uploads per user. */
    rateLimit: RateLimitConfig;
    /** Largest bulk workbook, in MB (20 by default: a large account's workbook is well under it). */
    bulkMaxMb: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads typed values from an environment, collecting every problem before failing. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Record<string, string | undefined>) {}

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  int(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    const raw = this.optional(name) ?? fallback;
    try {
      const url = new URL(raw);
      if (!protocols.includes(url.protocol)) throw new Error('protocol');
    } catch {
      this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
    }
    return raw.replace(/\/+$/, '');
  }

  rateLimit(name: string, fallbackMax: number, windowMs: number): RateLimitConfig {
    return { max: this.int(name, fallbackMax, 1), windowMs };
  }
}

function readDatabase(r: EnvReader, dataDir: string): DatabaseConfig {
  const url = r.optional('DATABASE_URL');
  // better-sqlite3 waits for a lock on the event loop: long enough for a checkpoint or a backup step, no longer.
  const sqlite = () => ({ dialect: 'sqlite' as const, filename: path.join(dataDir, 'ads-auditor.sqlite'), busyTimeoutMs: r.int('SQLITE_BUSY_TIMEOUT_MS', 5000, 0, 60_000) });
  if (url === undefined) return sqlite();
  if (/^postgres(ql)?:\/\//.test(url)) {
    const schema = r.optional('DATABASE_SCHEMA');
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
      r.problems.push('DATABASE_SCHEMA must be a lower-case identifier (letters, digits, _)');
    }
    return { dialect: 'postgres', url, schema, poolMax: r.int('DATABASE_POOL_MAX', 10, 1, 1000) };
  }
  r.problems.push('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  return sqlite();
}

function readStripe(r: EnvReader): AppConfig['stripe'] {
  const secretKey = r.optional('STRIPE_SECRET_KEY');
  const stripe: AppConfig['stripe'] = {
    secretKey,
    webhookSecret: r.optional('STRIPE_WEBHOOK_SECRET'),
    priceIdPro: r.optional('STRIPE_PRICE_ID_PRO'),
    priceIdSubscription: r.optional('STRIPE_PRICE_ID_SUBSCRIPTION'),
    api: undefined,
    downloadFile: undefined,
  };
  const apiUrl = r.optional('STRIPE_API_URL');
  if (apiUrl !== undefined) {
    const raw = r.url('STRIPE_API_URL', apiUrl, ['http:', 'https:']);
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      stripe.api = { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
    }
  }
  const downloadFile = r.optional('PREMIUM_DOWNLOAD_FILE');
  if (downloadFile !== undefined) {
    stripe.downloadFile = path.resolve(downloadFile);
    if (!fs.statSync(stripe.downloadFile, { throwIfNoEntry: false })?.isFile()) {
      r.problems.push(`PREMIUM_DOWNLOAD_FILE must name an existing file (got "${downloadFile}")`);
    }
  }
  if (secretKey !== undefined) {
    const required = { STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_PRICE_ID_PRO: stripe.priceIdPro, STRIPE_PRICE_ID_SUBSCRIPTION: stripe.priceIdSubscription, PREMIUM_DOWNLOAD_FILE: downloadFile };
    for (const [name, value] of Object.entries(required)) {
      if (value === undefined) r.problems.push(`${name} is required when STRIPE_SECRET_KEY is set`);
    }
  }
  return stripe;
}

function readJobs(r: EnvReader): AppConfig['jobs'] {
  const backend = r.string('JOB_BACKEND', r.optional('DATABASE_URL') ? 'pg-boss' : 'embedded');
  if (backend !== 'embedded' && backend !== 'pg-boss') r.problems.push(`JOB_BACKEND must be embedded or pg-boss (got "${backend}")`);
  const pgBossSchema = r.string('PGBOSS_SCHEMA', 'pgboss');
  if (!/^[a-z_][a-z0-9_]*$/.test(pgBossSchema)) r.problems.push('PGBOSS_SCHEMA must be a lower-case identifier (letters, digits, _)');
  const workers = r.int('JOB_WORKERS', Math.max(1, Math.min(2, os.availableParallelism())), 1, 64);
  const maxQueued = r.int('JOB_QUEUE_SIZE', 8, 0, 10_000);
  // An upload runs two jobs (audit and search terms): the pool must take both at once.
  if (workers + maxQueued < 2) r.problems.push('JOB_WORKERS + JOB_QUEUE_SIZE must be at least 2 (an upload runs two jobs)');
  return {
    backend: backend === 'pg-boss' ? 'pg-boss' : 'embedded',
    workers,
    maxQueued,
    taskTimeoutMs: r.int('TASK_TIMEOUT_SECONDS', 300, 1, 86_400) * 1000,
    workerHeapMb: r.int('JOB_WORKER_HEAP_MB', 2048, 64, 65_536),
    runInApi: r.bool('JOB_RUN_IN_API', true),
    pgBossSchema,
    testHoldMs: r.int('TEST_TASK_HOLD_SECONDS', 0, 0, 600) * 1000,
    sessionNice: r.int('SERVER_SESSION_NICE', SESSION_NICE, 0, 19),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const r = new EnvReader(env);
  const port = r.int('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(r.string('DATA_DIR', path.join(REPO_ROOT, 'data')));
  const publicUrl = r.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']);
  const windowMs = r.int('RATE_LIMIT_WINDOW_MS', 60_000, 1);

  const config: AppConfig = {
    port,
    host: r.string('HOST', '0.0.0.0'),
    dataDir,
    webDist: path.resolve(r.string('WEB_DIST', path.join(REPO_ROOT, 'web', 'dist'))),
    publicUrl,
    logLevel: r.string('LOG_LEVEL', 'info'),
    trustProxy: r.bool('TRUST_PROXY', false),
    bodyLimit: r.int('BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    shutdownGraceMs: r.int('SHUTDOWN_GRACE_SECONDS', 8, 0, 3600) * 1000,
    database: readDatabase(r, dataDir),
    session: {
      cookieName: r.string('SESSION_COOKIE_NAME', 'session'),
      ttlDays: r.int('SESSION_TTL_DAYS', 30, 1, 3650),
      cookieSecure: r.bool('SESSION_COOKIE_SECURE', publicUrl.startsWith('https:')),
    },
    mail: {
      smtpUrl: r.optional('SMTP_URL'),
      from: r.string('MAIL_FROM', 'Ads Auditor <no-reply@localhost>'),
    },
    google: {
      clientId: r.optional('GOOGLE_CLIENT_ID'),
      clientSecret: r.optional('GOOGLE_CLIENT_SECRET'),
      issuer: r.url('GOOGLE_ISSUER', 'https://accounts.google.com', ['http:', 'https:']),
      redirectUri: r.url('GOOGLE_REDIRECT_URI', `${publicUrl}/api/auth/google_callback`, ['http:', 'https:']),
    },
    stripe: readStripe(r),
    rateLimit: {
      login: r.rateLimit('RATE_LIMIT_LOGIN', 10, windowMs),
      signup: r.rateLimit('RATE_LIMIT_SIGNUP', 5, windowMs),
      forgotPassword: r.rateLimit('RATE_LIMIT_FORGOT_PASSWORD', 5, windowMs),
    },
    jobs: readJobs(r),
    uploads: {
      keepPerUser: r.int('UPLOAD_RETENTION', 5, 1, 1000),
      keepPerPremiumUser: r.int('PREMIUM_UPLOAD_RETENTION', 50, 1, 1000),
      rateLimit: r.rateLimit('RATE_LIMIT_UPLOAD', 20, windowMs),
      bulkMaxMb: r.int('BULK_UPLOAD_MAX_MB', 20, 1, 500),
    },
  };
  if (config.uploads.keepPerPremiumUser < config.uploads.keepPerUser) {
    r.problems.push('PREMIUM_UPLOAD_RETENTION must be at least UPLOAD_RETENTION');
  }
  if (config.mail.smtpUrl !== undefined) r.url('SMTP_URL', config.mail.smtpUrl, ['smtp:', 'smtps:']);
  if (config.google.clientId !== undefined && config.google.clientSecret === undefined) {
    r.problems.push('GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set');
  }
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

/** For entry points: the configuration, or a readable list of its problems and exit code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// Builds an app for a test: a temporary DATA_DIR, and for PostgreSQL a fresh schema that is
// dropped again by close(), so test files and runs never see each other's rows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { postgresTestUrl, type TestDialect } from './dialects.js';

/** Config changes for one test app; nested groups (e.g. rateLimit) are replaced whole. */
export type ConfigOverrides = { [K in keyof AppConfig]?: AppConfig[K] };

/** Quiet logs, and rate limits high enough that only the rate-limit tests reach them. */
const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_SIGNUP: '10000',
  RATE_LIMIT_FORGOT_PASSWORD: '10000',
};

export interface TestAppOptions {
  dialect?: TestDialect;
  /** Environment variables, read through loadConfig as at start-up. */
  env?: Record<string, string>;
  /** Applied after loadConfig. */
  config?: ConfigOverrides;
  /**
   * Start on the data of another test app (the same DATA_DIR, database and pg-boss schema), as a
   * restarted process would. Its close() leaves that data to the first app.
   */
  sameDataAs?: TestApp;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
}

async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresTestUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (options.sameDataAs) return startOnSameData(options.sameDataAs, options.config);
  const dialect = options.dialect ?? 'sqlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-test-'));
  const loaded = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
  const config: AppConfig = { ...loaded, ...options.config };

  let schema: string | undefined;
  if (dialect === 'postgres') {
    if (!postgresTestUrl) throw new Error('buildTestApp({dialect: "postgres"}) needs DATABASE_URL_TEST');
    schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withPostgres((c) => c.query(`create schema ${schema}`));
    config.database = { dialect: 'postgres', url: postgresTestUrl, schema, poolMax: 4 };
  }

  const dropAll = async () => {
    if (schema) await withPostgres((c) => c.query(`drop schema if exists ${schema} cascade`));
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (error) {
    await dropAll();
    throw error;
  }
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await dropAll();
    },
  };
}

async function startOnSameData(previous: TestApp, overrides: ConfigOverrides = {}): Promise<TestApp> {
  const config: AppConfig = { ...previous.config, ...overrides };
  const app = await buildApp(config);
  await app.ready();
  return { app, config, dataDir: previous.dataDir, close: () => app.close() };
}

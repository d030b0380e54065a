// Helpers for the audit API tests: an app whose jobs use pg-boss on PostgreSQL, multipart
// uploads, and waiting for tasks.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildTestApp, type TestApp, type TestAppOptions } from './app.js';
import type { SignedInUser } from './auth.js';
import { postgresTestUrl, type TestDialect } from './dialects.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A test app; on PostgreSQL its jobs go through pg-boss in a schema of their own, dropped on close. */
export async function buildAuditTestApp(dialect: TestDialect, options: TestAppOptions = {}): Promise<TestApp> {
  if (options.sameDataAs) return buildTestApp(options);
  const pgBossSchema = `pgboss_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const env = dialect === 'postgres' ? { JOB_BACKEND: 'pg-boss', PGBOSS_SCHEMA: pgBossSchema, ...options.env } : { ...options.env };
  const testApp = await buildTestApp({ ...options, dialect, env });
  if (dialect !== 'postgres') return testApp;
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      const client = new pg.Client({ connectionString: postgresTestUrl });
      await client.connect();
      await client.query(`drop schema if exists ${pgBossSchema} cascade`).finally(() => client.end());
    },
  };
}

export const authHeaders = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

/** A multipart/form-data body with one file field, after the text `fields` (the order a browser's FormData keeps). */
export function multipartBody(field: string, fileName: string, contentType: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([...texts, head, Buffer.from(bytes), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart form: text fields first, then the file (the field order a browser's FormData keeps). */
export function multipartForm(fields: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  return { payload: Buffer.concat([...parts, head, Buffer.from(file.bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadOptions {
  url?: string;
  fileName?: string;
  contentType?: string;
  field?: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
}

export function uploadFile(app: FastifyInstance, user: SignedInUser, bytes: Uint8Array, options: UploadOptions = {}) {
  const body = multipartBody(options.field ?? 'file', options.fileName ?? 'bulk.xlsx', options.contentType ?? XLSX_MIME, bytes, options.fields);
  return app.inject({ method: 'POST', url: options.url ?? '/api/bulk/upload', payload: body.payload, headers: { ...body.headers, ...authHeaders(user) } });
}

export interface TaskStatus {
  task_id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress_message: string | null;
  error_logs: string | null;
}

/** Polls a task until it is completed or failed (as the web client does, faster). */
export async function waitForTask(app: FastifyInstance, user: SignedInUser, taskId: string, timeoutMs = 20_000): Promise<TaskStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/background-tasks/${taskId}`, headers: authHeaders(user) });
    if (response.statusCode !== 200) throw new Error(`task status answered ${response.statusCode}: ${response.body}`);
    const task = response.json<TaskStatus>();
    if (task.status === 'completed' || task.status === 'failed') return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${task.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface StartedUpload {
  bulk_task_id: string;
  search_terms_task_id: string;
  upload_id: number;
}

/** Uploads a workbook and waits for both of its tasks. */
export async function uploadAndWait(app: FastifyInstance, user: SignedInUser, bytes: Uint8Array, fileName = 'bulk.xlsx') {
  const response = await uploadFile(app, user, bytes, { fileName });
  if (response.statusCode !== 202) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  const started = response.json<StartedUpload>();
  const bulk = await waitForTask(app, user, started.bulk_task_id);
  const searchTerms = await waitForTask(app, user, started.search_terms_task_id);
  return { started, bulk, searchTerms };
}

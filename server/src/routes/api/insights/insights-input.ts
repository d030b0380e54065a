// What the insights of an upload are computed from, all of it stored already: the campaign tree
// of the audit result and the rows the search-terms task saved (no re-upload, no re-reading).
// Read here as bytes, parsed and computed on a worker thread (jobs/insights-job.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers.js';
import type { Database } from '../../../db/schema.js';
import type { UploadRow } from '../../../db/tables/audit.js';
import type { InsightsJobInput } from '../../../jobs/insights-job.js';
import { notFound } from '../../../lib/errors.js';
import type { AuditRepositories } from '../../../repositories/audit.js';
import { UPLOAD_NOT_AUDITED } from '../accounts/scope.js';

export const SEARCH_TERMS_PENDING = 'The insights need the search terms of this upload, which are still being processed. Please try again in a moment.';
export const searchTermsFailed = (reason: string | null) =>
  `The insights need the search terms of this upload, which could not be read: ${reason ?? 'processing failed.'} Upload the workbook again.`;

/** Stable ids of the two 409s: the web app polls while pending and stops when failed. */
export const SEARCH_TERMS_CONFLICT_CODES = ['search_terms_pending', 'search_terms_failed'] as const;

export interface SearchTermsConflict {
  detail: string;
  code: (typeof SEARCH_TERMS_CONFLICT_CODES)[number];
}

/** The 409 to answer unless the search-terms task of the upload has stored its rows. */
export async function searchTermsConflict(repos: AuditRepositories, upload: UploadRow): Promise<SearchTermsConflict | null> {
  if (upload.search_terms_info) return null;
  const task = (await repos.tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
  if (task?.status === 'failed') return { detail: searchTermsFailed(task.error_logs), code: 'search_terms_failed' };
  return { detail: SEARCH_TERMS_PENDING, code: 'search_terms_pending' };
}

/**
 * Search terms per query: each page comes back as one value (the database joins the rows), so
 * 200,000 terms cost the event loop 100 short queries instead of 200,000 row objects and parses.
 */
const PAGE_ROWS = 2000;

/**
 * Reads the stored JSON of every search term of the upload in workbook order and hands it to
 * `send` page by page, as UTF-8 (the worker parses a page while the next is read). `string_agg`
 * with an ORDER BY is the same in PostgreSQL and SQLite (3.44+); SQLite answers it as bytes, so
 * that this thread makes no string of it at all.
 */
export async function readSearchTermsJson(db: Kysely<Database>, uploadId: number, send: (piece: Uint8Array) => boolean): Promise<void> {
  const joined = sql<string | null>`string_agg(data, ',' order by position)`;
  const json: RawBuilder<string | Uint8Array | null> = isPostgres(db) ? joined : sql<Uint8Array | null>`cast(${joined} as blob)`;
  const encoder = new TextEncoder();
  for (let after = 0; ; ) {
    const page = db
      .selectFrom('search_terms')
      .select(['position', 'data'])
      .where('upload_id', '=', uploadId)
      .where('position', '>', after)
      .orderBy('position', 'asc')
      .limit(PAGE_ROWS)
      .as('page');
    const row = await db
      .selectFrom(page)
      .select([json.as('json'), sql<number | string | null>`max(position)`.as('last'), sql<number | string>`count(*)`.as('rows')])
      .executeTakeFirstOrThrow();
    if (row.json !== null && !send(typeof row.json === 'string' ? encoder.encode(row.json) : ownBuffer(row.json))) return;
    if (Number(row.rows) < PAGE_ROWS) return;
    after = Number(row.last);
    // better-sqlite3 answers synchronously: let other requests in between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The bytes with an ArrayBuffer of their own (they are moved to the worker): a copy only if they share one. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** The stored audit result, for the insights job (404 if the upload was deleted meanwhile). */
export async function storedAuditResult(repos: AuditRepositories, uploadId: number): Promise<Pick<InsightsJobInput, 'auditResult' | 'auditResultEncoding'>> {
  const stored = await repos.uploads.findResult(uploadId);
  if (!stored) throw notFound(UPLOAD_NOT_AUDITED);
  // A copy with a buffer of its own (the driver's may be shared): it is moved to the worker.
  return { auditResult: new Uint8Array(stored.content), auditResultEncoding: stored.encoding };
}

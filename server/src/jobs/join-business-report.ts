// Command: parse a business report (off the event loop) and join it with a bulk upload (the
// caller's latest of an account, or one they reopened); the answer is kept with that upload, so
// reloading the page keeps the map.
import type { AsinMapEntry, ParentAsinSummary } from '@ads-auditor/audit';
import { HttpError, notFound } from '../lib/errors.js';
import type { AuditRepositories } from '../repositories/audit.js';
import { QUEUE_FULL_DETAIL } from './job-queue.js';
import { JobError, PoolFullError, type WorkerPool } from './worker-pool.js';

export const NO_BULK_FOR_REPORT = 'Upload a bulk file first: the business report is joined with your latest bulk upload.';

/** What the worker answers; stored as is with the upload. */
export interface BusinessReportAnswer {
  kind: 'seller' | 'vendor';
  /** Child ASIN -> parent ASIN and title, with the report's business figures. */
  asin_map: AsinMapEntry[];
  parent_asin_summary: Record<string, ParentAsinSummary>;
  /** Caveats of the join (e.g. Sponsored Brands spend is not attributed to ASINs). */
  notes: string[];
  /** Caveats of the report (e.g. a vendor report has no parent ASINs). */
  warnings: string[];
}

export interface StoredBusinessReport extends BusinessReportAnswer {
  upload_id: number;
  file_name: string;
}

export async function joinBusinessReport(
  deps: { repos: AuditRepositories; pool: WorkerPool },
  /** The caller's upload, its audit result stored (routes/api/accounts/scope.ts). */
  upload: { id: number },
  fileName: string,
  bytes: Uint8Array,
): Promise<StoredBusinessReport> {
  const { uploads, businessReports } = deps.repos;
  const auditResult = await uploads.findResult(upload.id);
  if (!auditResult) throw notFound(NO_BULK_FOR_REPORT);
  let answer: BusinessReportAnswer;
  try {
    const input = { bytes, fileName, auditResult: new Uint8Array(auditResult.content), auditResultEncoding: auditResult.encoding };
    answer = (await deps.pool.run('business_report', input, { transfer: [input.auditResult.buffer as ArrayBuffer] })) as BusinessReportAnswer;
  } catch (error) {
    if (error instanceof PoolFullError) throw new HttpError(503, QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.code === 'pool_closed') throw new HttpError(503, error.message);
    if (error instanceof JobError && error.isUserFacing) throw new HttpError(422, error.message);
    throw error;
  }
  await businessReports.save(upload.id, fileName, answer);
  return { ...answer, upload_id: upload.id, file_name: fileName };
}

// Command: parse a business report (off the event loop) and join it with a bulk upload (the
// caller's latest of an account, or one they reopened); the answer is kept with that upload, so
// reloading the page keeps the map. The parsed report is also kept for the ad account, and joined
// with the account's newer uploads until a report is uploaded for one of them.
import type { BusinessReport } from '@ads-auditor/audit';
import { HttpError, notFound } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import type { BusinessReportAnswer, JoinedBusinessReport } from '../repositories/business-reports.js';
import { QUEUE_FULL_DETAIL } from '../jobs/job-queue.js';
import { JobError, PoolFullError, type WorkerPool } from '../jobs/worker-pool.js';

export const NO_BULK_FOR_REPORT = 'Upload a bulk file first: the business report is joined with your latest bulk upload.';

export interface StoredBusinessReport extends BusinessReportAnswer {
  upload_id: number;
  file_name: string;
  /** When the report was uploaded. */
  uploaded_at: string;
  /** True when the report was uploaded for an earlier upload of the same ad account. */
  carried_over: boolean;
}

type JoinDeps = { repos: Repositories; pool: WorkerPool };
/** The caller's upload, its audit result stored (account-scope.ts). */
type AuditedUpload = { id: number; account_id: number };

export async function joinBusinessReport(deps: JoinDeps, upload: AuditedUpload, fileName: string, bytes: Uint8Array): Promise<StoredBusinessReport> {
  const { businessReports } = deps.repos;
  const answer = await runJoin(deps, upload, { bytes, fileName });
  const uploadedAt = new Date().toISOString();
  await businessReports.save(upload.id, fileName, answer, { at: uploadedAt, carriedOver: false });
  const report: BusinessReport = { kind: answer.kind, file_name: fileName, asin_map: answer.asin_map, warnings: answer.warnings };
  await businessReports.saveForAccount(upload.account_id, upload.id, fileName, report, uploadedAt);
  return stored(upload, { file_name: fileName, content: answer, uploaded_at: uploadedAt, carried_over: false });
}

/**
 * The report in use for an upload: the one uploaded for it, else the account's latest report
 * uploaded for an earlier upload (joined now, and kept). Undefined when there is none.
 */
export async function businessReportInUse(deps: JoinDeps, upload: AuditedUpload): Promise<StoredBusinessReport | undefined> {
  const { businessReports } = deps.repos;
  const joined = await businessReports.find(upload.id);
  if (joined && !joined.carried_over) return stored(upload, joined);
  const latest = await businessReports.findForAccount(upload.account_id);
  const applies = latest && latest.source_upload_id < upload.id;
  // The carried-over copy is current unless a newer report has been uploaded since it was joined.
  if (!applies || (joined && joined.uploaded_at === latest.uploaded_at)) return joined && stored(upload, joined);
  const answer = await runJoin(deps, upload, { report: latest.report });
  await businessReports.save(upload.id, latest.file_name, answer, { at: latest.uploaded_at, carriedOver: true });
  return stored(upload, { file_name: latest.file_name, content: answer, uploaded_at: latest.uploaded_at, carried_over: true });
}

function stored(upload: AuditedUpload, joined: JoinedBusinessReport): StoredBusinessReport {
  return { ...joined.content, upload_id: upload.id, file_name: joined.file_name, uploaded_at: joined.uploaded_at, carried_over: joined.carried_over };
}

async function runJoin(deps: JoinDeps, upload: AuditedUpload, source: { bytes: Uint8Array; fileName: string } | { report: BusinessReport }): Promise<BusinessReportAnswer> {
  const auditResult = await deps.repos.uploads.findResult(upload.id);
  if (!auditResult) throw notFound(NO_BULK_FOR_REPORT);
  try {
    const input = { source, auditResult: new Uint8Array(auditResult.content), auditResultEncoding: auditResult.encoding };
    return (await deps.pool.run('business_report', input, { transfer: [input.auditResult.buffer as ArrayBuffer] })) as BusinessReportAnswer;
  } catch (error) {
    if (error instanceof PoolFullError) throw new HttpError(503, QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.code === 'pool_closed') throw new HttpError(503, error.message);
    if (error instanceof JobError && error.isUserFacing) throw new HttpError(422, error.message);
    throw error;
  }
}

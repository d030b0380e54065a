// Command: parse a business report (off the event loop) and join it with the caller's latest
// bulk upload; the answer is kept with that upload.
import { HttpError, notFound } from '../lib/errors.js';
import type { AuditRepositories } from '../repositories/audit.js';
import { QUEUE_FULL_DETAIL } from './job-queue.js';
import { JobError, PoolFullError, type WorkerPool } from './worker-pool.js';

export const NO_BULK_FOR_REPORT = 'Upload a bulk file first: the business report is joined with your latest bulk upload.';

export interface BusinessReportAnswer {
  asin_map: { child_asin: string; parent_asin: string; title: string }[];
  parent_asin_summary: Record<string, Record<string, unknown>>;
}

export async function joinBusinessReport(
  deps: { repos: AuditRepositories; pool: WorkerPool },
  userId: number,
  fileName: string,
  bytes: Uint8Array,
): Promise<BusinessReportAnswer & { upload_id: number; file_name: string }> {
  const { uploads, businessReports } = deps.repos;
  const upload = await uploads.findLatestWithResult(userId);
  const auditResult = upload && (await uploads.findResult(upload.id));
  if (!upload || !auditResult) throw notFound(NO_BULK_FOR_REPORT);
  let answer: BusinessReportAnswer;
  try {
    const input = { bytes, fileName, auditResult: new Uint8Array(auditResult) };
    answer = (await deps.pool.run('business_report', input, { transfer: [input.auditResult.buffer as ArrayBuffer] })) as BusinessReportAnswer;
  } catch (error) {
    if (error instanceof PoolFullError) throw new HttpError(503, QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.isUserFacing) throw new HttpError(422, error.message);
    throw error;
  }
  await businessReports.save(upload.id, fileName, answer);
  return { ...answer, upload_id: upload.id, file_name: fileName };
}

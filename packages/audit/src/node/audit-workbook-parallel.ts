/**
 * The whole audit of a bulk file on two cores: this thread reads and models the campaign tabs
 * while a worker thread reads the search term tabs of the same bytes (shared, not copied).
 * The caps (inflated bytes, rows) hold for both threads together.
 */
import type { AuditResult } from '../model/contract.js';
import { SharedReadCounters } from '../xlsx/read-counters.js';
import type { ReadProgress } from '../xlsx/types.js';
import { auditBulkWorkbook, type AuditWorkbookOptions } from './audit-bulk-workbook.js';
import { siblingModule, startWorkerJob } from './module-worker.js';
import type { SearchTermDigest } from './search-term-digest.js';
import type { SearchTermsJob } from './search-terms-worker.js';

/**
 * The worker's young generation. V8's default lets it grow to about 48 MB; measured on a 20 MB
 * workbook, 16 MB takes 30-40 MB off the peak RSS (to about 270 MB for the whole process)
 * without a measurable slowdown.
 */
const WORKER_YOUNG_GENERATION_MB = 16;

export interface WorkbookAudit {
  audit: AuditResult;
  searchTerms: SearchTermDigest;
}

export type ParallelAuditOptions = Omit<AuditWorkbookOptions, 'counters'>;

/** The bytes in shared memory (copied once unless they already are). */
function sharedBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.buffer instanceof SharedArrayBuffer) return bytes;
  const shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
  shared.set(bytes);
  return shared;
}

/**
 * Throws like auditBulkWorkbook (WorkbookError, AuditError); progress of both threads goes to
 * `onProgress`, each report naming its sheet.
 */
export async function auditWorkbookParallel(bytes: Uint8Array, options: ParallelAuditOptions = {}): Promise<WorkbookAudit> {
  const shared = sharedBytes(bytes);
  const counters = new SharedReadCounters();
  const job = startWorkerJob<SearchTermsJob, ReadProgress, SearchTermDigest>(
    siblingModule('search-terms-worker', import.meta.url),
    { bytes: shared, limits: options.limits, counters: counters.buffer },
    { onProgress: options.onProgress, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } },
  );
  // Observed now so a failure of the worker while this thread still reads is not "unhandled".
  job.result.catch(() => undefined);
  let audit: AuditResult;
  try {
    audit = await auditBulkWorkbook(shared, { ...options, counters });
  } catch (error) {
    await job.cancel();
    throw error;
  }
  return { audit, searchTerms: await job.result };
}

/** readPlanSource: the campaign tabs of an .xlsx bulk file as the plan's source (ids, bids, figures, row numbers). */
import { AuditError } from '../errors.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../model/bulk-auditor.js';
import { PlanSourceReader } from '../plan/source-reader.js';
import type { PlanSource } from '../plan/types.js';
import { readWorkbook } from '../xlsx/read-workbook.js';
import type { AuditWorkbookOptions } from './audit-bulk-workbook.js';

/** Throws WorkbookError for a bad .xlsx and AuditError when no campaign tab is readable. */
export async function readPlanSource(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<PlanSource> {
  const reader = new PlanSourceReader();
  await readWorkbook(bytes, { selectSheet: reader.selectSheet, limits: options.limits, counters: options.counters, onProgress: options.onProgress });
  const source = reader.finish();
  if (Object.keys(source.sheet_names).length === 0) throw new AuditError('not_a_bulk_file', NOT_A_BULK_FILE_MESSAGE);
  return source;
}

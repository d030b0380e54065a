/** auditBulkWorkbookWith: the campaign audit of an .xlsx bulk file, streamed through the reader, with any inflater. */
import { sheetKey } from '../bulk/normalize.js';
import type { CurrencyDetector } from '../money/detect-currency.js';
import type { Inflater } from '../xlsx/inflater.js';
import type { SharedReadCounters } from '../xlsx/read-counters.js';
import type { ReadLimits, ReadProgress, SheetVisitor } from '../xlsx/types.js';
import { readWorkbookWith } from '../xlsx/workbook-reader.js';
import { BulkAuditor } from './bulk-auditor.js';
import type { AuditResult } from './contract.js';

export interface AuditWorkbookOptions {
  onProgress?(progress: ReadProgress): void;
  limits?: Partial<ReadLimits>;
  /** Shared with a reader of the same workbook on another thread (one cap for both). */
  counters?: SharedReadCounters;
  /**
   * Told what currency the workbook is in, in the same pass: the small Portfolios tab's
   * currency column and the language of the campaign tabs' headers.
   */
  currency?: CurrencyDetector;
}

/**
 * Reads the campaign tabs only (SP, SB, SD; the legacy SB tab only when the multi-ad-group tab
 * has no campaigns) and only the columns the model uses.
 * Throws WorkbookError for a bad .xlsx and AuditError for an .xlsx that is not a bulk file.
 */
export async function auditBulkWorkbookWith(inflater: Inflater, bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<AuditResult> {
  const auditor = new BulkAuditor();
  const { sheetNames } = await readWorkbookWith(inflater, bytes, {
    selectSheet: options.currency ? watchingCurrency(auditor, options.currency) : auditor.selectSheet,
    sheetRank: auditor.sheetRank,
    limits: options.limits,
    counters: options.counters,
    onProgress: options.onProgress,
  });
  return auditor.finish(sheetNames);
}

function watchingCurrency(auditor: BulkAuditor, detector: CurrencyDetector): (name: string) => SheetVisitor | null {
  return (name) => {
    if (sheetKey(name) === 'portfolios') return detector.visitor();
    const visitor = auditor.selectSheet(name);
    return visitor && detector.watching(visitor);
  };
}

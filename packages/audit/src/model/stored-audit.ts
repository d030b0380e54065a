/**
 * The audit document of an upload, as the server stores and serves it, and as the browser builds
 * it for a file audited on the user's own computer: both build it here, so they cannot drift.
 */
import { CurrencyDetector } from '../money/detect-currency.js';
import type { Inflater } from '../xlsx/inflater.js';
import type { ReadProgress } from '../xlsx/types.js';
import { auditBulkWorkbookWith } from './audit-workbook-with.js';
import type { AuditResult, Campaign } from './contract.js';

export interface StoredAuditAbout {
  /** The account's currency. */
  currency: string;
  uploadId: number;
  fileName: string;
}

/** Everything but the campaigns, in the stored order: the currencies first (the server rewrites the account's in place). */
export function storedAuditHead(audit: AuditResult, about: StoredAuditAbout, workbookCurrency: string | null) {
  return {
    currency: about.currency,
    workbook_currency: workbookCurrency,
    upload_id: about.uploadId,
    file_name: about.fileName,
    summary: audit.summary,
    report: audit.report,
  };
}

export type StoredAudit = ReturnType<typeof storedAuditHead> & { campaigns: Campaign[] };

/** Audits a bulk workbook's bytes into the stored audit document (the currency told by the workbook in the same pass). */
export async function auditWorkbookDocument(
  inflater: Inflater,
  bytes: Uint8Array,
  about: StoredAuditAbout,
  onProgress?: (progress: ReadProgress) => void,
): Promise<StoredAudit> {
  const told = new CurrencyDetector();
  const audit = await auditBulkWorkbookWith(inflater, bytes, { currency: told, onProgress });
  return { ...storedAuditHead(audit, about, told.currency), campaigns: audit.campaigns };
}

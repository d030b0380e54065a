/** auditBulkWorkbook: the campaign audit of an .xlsx bulk file on Node (node:zlib inflates). */
import { auditBulkWorkbookWith, type AuditWorkbookOptions } from '../model/audit-workbook-with.js';
import type { AuditResult } from '../model/contract.js';
import { nodeInflater } from '../xlsx/node-inflater.js';

export type { AuditWorkbookOptions };

/** See auditBulkWorkbookWith. */
export function auditBulkWorkbook(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<AuditResult> {
  return auditBulkWorkbookWith(nodeInflater, bytes, options);
}

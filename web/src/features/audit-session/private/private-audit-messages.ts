// What the page and the private audit's worker say to each other.
import type { StoredAudit } from '@ads-auditor/audit';

export interface PrivateAuditRequest {
  /** The workbook, transferred (the page keeps no copy). */
  bytes: ArrayBuffer;
  fileName: string;
  /** The account's currency, as the server would carry it. */
  currency: string;
}

export type PrivateAuditAnswer = { ok: true; audit: StoredAudit } | { ok: false; message: string };

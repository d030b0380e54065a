// What the screens must show, derived in the test from the engine's own run on the same file,
// and written out with Intl (not the app's formatter), so a formatting slip is caught too.
import fs from 'node:fs';
import { buildParentAsinAudit, type AuditResult, type ParentAsinAudit } from '@ads-auditor/audit';
import { auditBulkWorkbook, parseBusinessReport } from '@ads-auditor/audit/node';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $1,234.57 */
export const usd = (amount: number): string => dollars.format(amount);
/** 12,345 */
export const count = (n: number): string => whole.format(n);
/** 2.22 (ROAS) */
export const twoDecimals = (x: number): string => x.toFixed(2);
/** 44.96% */
export const percent = (x: number): string => `${x.toFixed(2)}%`;

/** The engine's audit of a bulk workbook file (what the server computes for the same bytes). */
export async function engineAudit(file: string | Uint8Array): Promise<AuditResult> {
  return auditBulkWorkbook(typeof file === 'string' ? new Uint8Array(fs.readFileSync(file)) : file);
}

/** The engine's parent-ASIN audit of a business report against a bulk audit. */
export async function engineParentAudit(audit: AuditResult, report: string, fileName = 'business.csv'): Promise<ParentAsinAudit> {
  return buildParentAsinAudit(await parseBusinessReport(new TextEncoder().encode(report), fileName), audit.campaigns);
}

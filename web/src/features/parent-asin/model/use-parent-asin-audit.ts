import { useMemo } from 'react';
import { buildParentAsinAudit, type BusinessReport, type Campaign, type ParentAsinAudit } from '@ads-auditor/audit';
import { useAuditorSession, type LoadedBusinessReport } from '../../audit-session';

/** The engine's BusinessReport from what the API served (the summary it also sent is recomputed below). */
export function engineBusinessReport(report: LoadedBusinessReport): BusinessReport {
  return { kind: report.kind, file_name: report.file_name ?? '', asin_map: report.asin_map, warnings: report.warnings };
}

/**
 * The last result: the tab unmounts when another auditor tab opens, and a large account
 * takes a few hundred milliseconds to audit, so coming back reuses it.
 */
let last: { campaigns: readonly Campaign[]; report: LoadedBusinessReport; audit: ParentAsinAudit } | null = null;

function parentAsinAuditOf(campaigns: readonly Campaign[], report: LoadedBusinessReport): ParentAsinAudit {
  if (last?.campaigns !== campaigns || last.report !== report) {
    last = { campaigns, report, audit: buildParentAsinAudit(engineBusinessReport(report), campaigns) };
  }
  return last.audit;
}

/**
 * The per-parent detail (children, breakdowns, targets). The API carries only the summary, so
 * the browser computes it with the engine; null until a business report is loaded.
 */
export function useParentAsinAudit(): ParentAsinAudit | null {
  const { audit, businessReport } = useAuditorSession();
  return useMemo(() => (businessReport ? parentAsinAuditOf(audit.campaigns, businessReport) : null), [audit.campaigns, businessReport]);
}

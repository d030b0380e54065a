// The audit report as the share page and the PDF render it: the engine's report model (the one the
// server stores with a share link), filled either from a share link's answer or from the audit on
// screen, so both show the same figures.
import {
  buildAuditReportModel,
  currencyCodeOf,
  DEFAULT_CURRENCY,
  type CurrencyCode,
  formatIsoDate,
  type AccountHealth,
  type AuditReportModel,
  type AuditSummary,
  type DateRange,
  type InsightsResult,
  type NotesByKey,
  type NotesDocumentInput,
  type ReportCampaign,
} from '@ads-auditor/audit';
import type { LoadedAudit } from '../audit-session';
import type { SharedReport } from './api/shares-api';

export type { ReportCampaign, ReportNotes } from '@ads-auditor/audit';

export interface ReportModel extends AuditReportModel {
  accountName: string;
  /** The insights of the upload when they could be computed (search terms present). */
  insights: InsightsResult | null;
  /** 'What we changed and what happened' by paragraph, when chosen and the upload has it; empty otherwise. */
  narrative: string[];
}

export function fromSharedReport(report: SharedReport): ReportModel {
  return {
    accountName: report.account_name,
    currency: currencyCodeOf(report.currency ?? '') ?? DEFAULT_CURRENCY,
    dateRange: report.date_range,
    campaignCount: report.campaign_count,
    summary: report.summary as AuditSummary,
    health: report.health as unknown as AccountHealth,
    topCampaigns: report.top_campaigns as ReportCampaign[],
    notes: report.notes,
    insights: null,
    narrative: report.narrative ?? [],
  };
}

export interface AuditReportInput {
  accountName: string;
  audit: LoadedAudit;
  /** The period set for the upload, which wins over its file name's dates. */
  period?: { start: string; end: string } | null;
  campaignNotes: NotesByKey;
  parentAsinNotes: NotesByKey;
  businessReport: NotesDocumentInput['businessReport'];
  insights: InsightsResult | null;
  /** The upload's narrative, if the seller chose to include it. */
  narrative?: string[];
  /** The account's currency (USD when not given). */
  currency?: CurrencyCode;
}

/** The report of the audit on screen, with every note of the account (the owner's own copy). */
export function fromAudit({ accountName, audit, period, campaignNotes, parentAsinNotes, businessReport, insights, narrative = [], currency }: AuditReportInput): ReportModel {
  const model = buildAuditReportModel({ result: audit, fileName: audit.file_name, period, campaignNotes, parentAsinNotes, businessReport, evidence: 'full', currency });
  return { accountName, ...model, insights, narrative };
}

/** 'Period: Jan 1, 2026 to Jan 30, 2026 (30 days)', or 'Period not known' when neither the seller nor the file name tells. */
export function periodLine(range: DateRange | null): string {
  return range ? `Period: ${formatIsoDate(range.start)} to ${formatIsoDate(range.end)} (${range.days} days)` : 'Period not known';
}

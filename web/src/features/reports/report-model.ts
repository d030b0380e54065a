// The audit report (issue 14) as the share page and the PDF render it: one shape, filled either
// from a share link's answer or from the audit on screen, so both show the same figures.
import {
  buildNotesDocument,
  computeHealth,
  formatIsoDate,
  type AccountHealth,
  type AuditNote,
  type AuditSummary,
  type Campaign,
  type DateRange,
  type InsightsResult,
  type NotesByKey,
  type NotesDocumentInput,
} from '@ads-auditor/audit';
import type { LoadedAudit } from '../auditor/api/types';
import type { SharedReport } from './api/shares-api';

/** How many campaigns, by spend, the report lists (the server's TOP_CAMPAIGNS_SHOWN). */
export const TOP_CAMPAIGNS_SHOWN = 10;

export type ReportCampaign = Pick<Campaign, 'id' | 'name' | 'type_code' | 'state' | 'metrics'>;
type ReportNote = Pick<AuditNote, 'id' | 'content' | 'created_at'>;

export interface ReportNotes {
  campaigns: { campaign_id: string; name: string; type_code: Campaign['type_code']; spend: number; sales: number; roas: number; notes: ReportNote[] }[];
  parent_asins: { parent_asin: string; title: string; spend: number | null; sales: number | null; notes: ReportNote[] }[];
}

export interface ReportModel {
  accountName: string;
  dateRange: DateRange | null;
  campaignCount: number;
  summary: AuditSummary;
  health: AccountHealth;
  topCampaigns: ReportCampaign[];
  notes: ReportNotes;
  /** The insights of the upload when they could be computed (search terms present). */
  insights: InsightsResult | null;
}

export function fromSharedReport(report: SharedReport): ReportModel {
  return {
    accountName: report.account_name,
    dateRange: report.date_range,
    campaignCount: report.campaign_count,
    summary: report.summary as AuditSummary,
    health: report.health as unknown as AccountHealth,
    topCampaigns: report.top_campaigns as ReportCampaign[],
    notes: report.notes,
    insights: null,
  };
}

export function topCampaignsBySpend(campaigns: readonly Campaign[]): ReportCampaign[] {
  return [...campaigns]
    .sort((a, b) => b.metrics.spend - a.metrics.spend || a.name.localeCompare(b.name))
    .slice(0, TOP_CAMPAIGNS_SHOWN)
    .map(({ id, name, type_code, state, metrics }) => ({ id, name, type_code, state, metrics }));
}

export interface AuditReportInput {
  accountName: string;
  audit: LoadedAudit;
  campaignNotes: NotesByKey;
  parentAsinNotes: NotesByKey;
  businessReport: NotesDocumentInput['businessReport'];
  insights: InsightsResult | null;
}

/** The report of the audit on screen, with every note of the account (the owner's own copy). */
export function fromAudit({ accountName, audit, campaignNotes, parentAsinNotes, businessReport, insights }: AuditReportInput): ReportModel {
  const health = computeHealth(audit, { fileName: audit.file_name, campaignHasNotes: (id) => (campaignNotes[id]?.length ?? 0) > 0 });
  const document = buildNotesDocument({ campaigns: audit.campaigns, campaignNotes, parentAsinNotes, businessReport });
  return {
    accountName,
    dateRange: health.data_quality.date_range,
    campaignCount: audit.campaigns.length,
    summary: audit.summary,
    health,
    topCampaigns: topCampaignsBySpend(audit.campaigns),
    notes: { campaigns: document.campaigns.map((e) => ({ ...e, notes: [...e.notes] })), parent_asins: document.parentAsins.map((e) => ({ ...e, notes: [...e.notes] })) },
    insights,
  };
}

/** 'Jan 1, 2026 to Jan 30, 2026 (30 days)', or a plain word when the file does not tell. */
export function dateRangeText(range: DateRange | null): string {
  return range ? `${formatIsoDate(range.start)} to ${formatIsoDate(range.end)} (${range.days} days)` : 'Date range not shown in the file name';
}

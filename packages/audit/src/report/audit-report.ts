// The audit report, one shape for every place that shows it (a share link's page, the PDF, the
// owner's own copy): the Summary, the account health, the top campaigns by spend and the notes,
// so that each shows the same figures in the same order.
import { computeHealth } from '../health/compute-health.js';
import type { AccountHealth, DateRange } from '../health/types.js';
import type { AuditResult, AuditSummary, Campaign } from '../model/contract.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { buildNotesDocument, type NotesDocument, type NotesDocumentInput } from '../notes/notes-document.js';
import type { AuditNote, NotesByKey } from '../notes/types.js';
import { campaignLevelHealth } from './campaign-level-health.js';

/** How many campaigns, by spend, the report lists. */
export const TOP_CAMPAIGNS_SHOWN = 10;

export type ReportCampaign = Pick<Campaign, 'id' | 'name' | 'type_code' | 'state' | 'metrics'>;
/** A note as the report shows it: its text and time, nothing of what else it is attached to. */
export type ReportNote = Pick<AuditNote, 'id' | 'content' | 'created_at'>;

export interface ReportNotes {
  campaigns: { campaign_id: string; name: string; type_code: Campaign['type_code']; spend: number; sales: number; roas: number; notes: ReportNote[] }[];
  parent_asins: { parent_asin: string; title: string; spend: number | null; sales: number | null; notes: ReportNote[] }[];
}

export interface AuditReportModel {
  /** The account's currency: every amount of the report is written in it. */
  currency: CurrencyCode;
  dateRange: DateRange | null;
  campaignCount: number;
  summary: AuditSummary;
  health: AccountHealth;
  topCampaigns: ReportCampaign[];
  notes: ReportNotes;
}

export interface AuditReportModelInput {
  result: AuditResult;
  /** The uploaded file's name: it may tell the period. */
  fileName: string;
  /** The period set for the upload, which wins over the file name's dates. */
  period?: { start: string; end: string } | null;
  campaignNotes: NotesByKey;
  parentAsinNotes: NotesByKey;
  businessReport: NotesDocumentInput['businessReport'];
  /**
   * 'campaign-level' for a report a client opens through a link: evidence inside a campaign is
   * named by its campaigns. 'full' for the owner's own copy.
   */
  evidence: 'campaign-level' | 'full';
  /** The account's currency (USD when not given). */
  currency?: CurrencyCode;
}

const byTopSpend = (a: Campaign, b: Campaign) => b.metrics.spend - a.metrics.spend || a.name.localeCompare(b.name);

/** The TOP_CAMPAIGNS_SHOWN campaigns with the most spend (ties by name), with their figures. */
export function topCampaignsBySpend(campaigns: readonly Campaign[]): ReportCampaign[] {
  return [...campaigns]
    .sort(byTopSpend)
    .slice(0, TOP_CAMPAIGNS_SHOWN)
    .map(({ id, name, type_code, state, metrics }) => ({ id, name, type_code, state, metrics }));
}

const reportNote = ({ id, content, created_at }: ReportNote): ReportNote => ({ id, content, created_at });

/** The notes document as the report shows it (each note reduced to its text and time). */
export function reportNotesOf(document: NotesDocument): ReportNotes {
  return {
    campaigns: document.campaigns.map((entry) => ({ ...entry, notes: entry.notes.map(reportNote) })),
    parent_asins: document.parentAsins.map((entry) => ({ ...entry, notes: entry.notes.map(reportNote) })),
  };
}

export function buildAuditReportModel(input: AuditReportModelInput): AuditReportModel {
  const { result } = input;
  // No notes coverage: notes are the consultant's work, not the account's health.
  const computed = computeHealth(result, { fileName: input.fileName, period: input.period, currency: input.currency });
  const health = input.evidence === 'campaign-level' ? campaignLevelHealth(computed) : computed;
  const notes = buildNotesDocument({
    campaigns: result.campaigns,
    campaignNotes: input.campaignNotes,
    parentAsinNotes: input.parentAsinNotes,
    businessReport: input.businessReport,
  });
  return {
    currency: input.currency ?? DEFAULT_CURRENCY,
    dateRange: health.data_quality.date_range,
    campaignCount: result.campaigns.length,
    summary: result.summary,
    health,
    topCampaigns: topCampaignsBySpend(result.campaigns),
    notes: reportNotesOf(notes),
  };
}

// The Search Term Report on a worker thread (job kind 'search_term_report'): an uploaded file is
// read with the engine's streaming reader and kept compressed; the screen's view joins the report
// with the audit's campaigns, whose stored JSON is inflated and parsed there too, never on the
// API thread.
import { searchTermReportView, type AuditCampaignNames, type SearchTermReport, type SearchTermReportView } from '@ads-auditor/audit';
import { readSearchTermReport } from '@ads-auditor/audit/node';
import { compressJsonWithArrays, inflateResult, RESULT_ENCODING, type ResultEncoding, type StoredJson } from '../lib/compress-result.js';

export interface SearchTermReportJobInput {
  /** The uploaded file, or a report kept earlier. */
  source: { bytes: Uint8Array } | { stored: StoredJson };
  /** The stored result of the audit the report is joined with; null when the account has none yet. */
  audit: StoredJson | null;
}

export interface SearchTermReportJobOutput {
  view: SearchTermReportView;
  /** The report read from an uploaded file, compressed to be kept (absent for a kept report). */
  stored?: StoredJson;
}

async function reportOf(source: SearchTermReportJobInput['source']): Promise<SearchTermReport> {
  if ('bytes' in source) return readSearchTermReport(source.bytes);
  return JSON.parse(await inflateResult(source.stored.content, source.stored.encoding)) as SearchTermReport;
}

async function auditCampaigns(audit: StoredJson | null): Promise<AuditCampaignNames[] | null> {
  if (!audit) return null;
  const { campaigns } = JSON.parse(await inflateResult(audit.content, audit.encoding as ResultEncoding)) as { campaigns: AuditCampaignNames[] };
  return campaigns.map((c) => ({ name: c.name, ad_groups: c.ad_groups.map((g) => ({ name: g.name })) }));
}

/** Runs in the worker. */
export async function searchTermReportAnswer(input: SearchTermReportJobInput): Promise<SearchTermReportJobOutput> {
  const campaigns = auditCampaigns(input.audit);
  campaigns.catch(() => undefined); // awaited below, unless the report fails first
  const report = await reportOf(input.source);
  const view = searchTermReportView(report, await campaigns);
  if (!('bytes' in input.source)) return { view };
  const { terms, by_campaign, by_day, ...head } = report;
  const content = await compressJsonWithArrays(head, { by_day, by_campaign, terms });
  return { view, stored: { content, encoding: RESULT_ENCODING } };
}

// The worker thread: runs the audit engine off the event loop. One job at a time.
import { workerData } from 'node:worker_threads';
import { adGroupDefaultBids, buildParentAsinAudit, CurrencyDetector, snapshotToJson, storedAuditHead, type BusinessReport, type Campaign, type PlanSource, type Snapshot } from '@ads-auditor/audit';
import { auditBulkWorkbook, parseBusinessReport, readPlanInputs, readSearchTerms } from '@ads-auditor/audit/node';
import { compressJsonWithArray, compressJsonWithArrays, decompressResult, RESULT_ENCODING, type ResultEncoding } from '../lib/compress-result.js';
import { insightsAnswer, type InsightsJobMessage } from './insights-job.js';
import { planAnswer, type PlanJobMessage } from './plan-job.js';
import { searchTermReportAnswer, type SearchTermReportJobInput } from './search-term-report-job.js';
import { changesAnswer, type ChangesJobInput } from './changes-job.js';
import type { BusinessReportAnswer } from '../repositories/business-reports.js';
import { lowerThreadPriority } from './lower-thread-priority.js';
import { resultDigestHash } from '../lib/result-digest.js';
import { packedBuffers, packSearchTerms } from './packed-search-terms.js';
import type { BulkAuditOutput, PlanInputsOutput, SearchTermsOutput } from './run-audit-job.js';
import { serveJobs, type HandlerResult, type JobContext, type ThreadOptions } from './worker-protocol.js';

interface BulkAuditInput {
  bytes: Uint8Array;
  uploadId: number;
  fileName: string;
  /** The account's currency, carried first in the result (see commands/audit-answer.ts). */
  currency: string;
}

interface BusinessReportInput {
  /** The uploaded file, or a report parsed earlier (carried over from another upload). */
  source: { bytes: Uint8Array; fileName: string } | { report: BusinessReport };
  /** The stored (compressed JSON) result of the upload the report is joined with. */
  auditResult: Uint8Array;
  auditResultEncoding: ResultEncoding;
}

// Background work runs below the API thread; the insights, which a user waits for, at its priority.
if ((workerData as ThreadOptions | null)?.lowerPriority !== false) lowerThreadPriority();

/**
 * The plan and the change loop read ids, states and row numbers the audit does not keep (the
 * workbook itself is not kept): each compressed as it is written, the source first and let go.
 */
async function planInputsOf(bytes: Uint8Array): Promise<PlanInputsOutput> {
  const inputs: { source: PlanSource | null; snapshot: Snapshot | null } = await readPlanInputs(bytes);
  const { campaigns, placements, ad_groups, targets, product_ads, sheet_names } = inputs.source!;
  inputs.source = null;
  const planSource = await compressJsonWithArrays({ sheet_names }, { campaigns, placements, ad_groups, targets, product_ads });
  const { negatives, ...entries } = snapshotToJson(inputs.snapshot!);
  inputs.snapshot = null;
  const changeSnapshot = await compressJsonWithArrays({}, { ...entries, negatives });
  return { planSource, changeSnapshot, encoding: RESULT_ENCODING };
}

serveJobs({
  async bulk_audit(input: BulkAuditInput, context: JobContext): Promise<HandlerResult> {
    const told = new CurrencyDetector();
    const audit = await auditBulkWorkbook(input.bytes, { onProgress: (p) => context.reportProgress(p), currency: told });
    const currencies = { currency: input.currency, workbook_currency: told.currency };
    // The same head as an audit made in the browser (the engine builds both).
    const head = storedAuditHead(audit, { currency: input.currency, uploadId: input.uploadId, fileName: input.fileName }, told.currency);
    const hash = resultDigestHash();
    const result = await compressJsonWithArray(head, 'campaigns', audit.campaigns, hash);
    const defaultBids = JSON.stringify(Object.fromEntries(adGroupDefaultBids(audit.campaigns)));
    const { spend, sales, roas } = audit.summary.account;
    const output: BulkAuditOutput = { result, encoding: RESULT_ENCODING, digest: hash.digest('hex'), campaignCount: audit.campaigns.length, adGroupDefaultBids: defaultBids, accountFigures: { spend, sales, roas }, currencies };
    return { output, transfer: [result.buffer as ArrayBuffer] };
  },

  async search_terms(input: { bytes: Uint8Array }, context: JobContext): Promise<HandlerResult> {
    const found = await readSearchTerms(input.bytes, { onProgress: (p) => context.reportProgress(p) });
    const terms = packSearchTerms(found.search_terms);
    const output: SearchTermsOutput = {
      sheets_found: found.sheets_found, available_sheets: found.available_sheets, expected_sheets: found.expected_sheets, terms,
    };
    return { output, transfer: packedBuffers(terms) };
  },

  async plan_inputs(input: { bytes: Uint8Array }): Promise<HandlerResult> {
    const output = await planInputsOf(input.bytes);
    return { output, transfer: [output.planSource.buffer as ArrayBuffer, output.changeSnapshot.buffer as ArrayBuffer] };
  },

  async business_report(input: BusinessReportInput): Promise<HandlerResult> {
    const { source } = input;
    const report = 'report' in source ? source.report : await parseBusinessReport(source.bytes, source.fileName);
    const { campaigns } = JSON.parse(decompressResult(input.auditResult, input.auditResultEncoding)) as { campaigns: Campaign[] };
    const audit = buildParentAsinAudit(report, campaigns);
    const output: BusinessReportAnswer = {
      kind: report.kind,
      asin_map: report.asin_map,
      parent_asin_summary: audit.parent_asin_summary,
      notes: audit.notes,
      warnings: report.warnings,
    };
    return { output };
  },

  async search_term_report(input: SearchTermReportJobInput): Promise<HandlerResult> {
    const output = await searchTermReportAnswer(input);
    return { output, transfer: output.stored ? [output.stored.content.buffer as ArrayBuffer] : [] };
  },

  async insights(input: InsightsJobMessage): Promise<HandlerResult> {
    const json = await insightsAnswer(input);
    return { output: json, transfer: [json.buffer as ArrayBuffer] };
  },

  async changes(input: ChangesJobInput): Promise<HandlerResult> {
    const output = await changesAnswer(input);
    return { output, transfer: [output.bytes.buffer as ArrayBuffer] };
  },

  async plan(input: PlanJobMessage): Promise<HandlerResult> {
    const output = await planAnswer(input);
    return { output, transfer: output.bytes ? [output.bytes.buffer as ArrayBuffer] : [] };
  },
});

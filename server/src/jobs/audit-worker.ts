// The worker thread: runs the audit engine off the event loop. One job at a time.
import { workerData } from 'node:worker_threads';
import { adGroupDefaultBids, buildParentAsinAudit, type Campaign } from '@ads-auditor/audit';
import { auditBulkWorkbook, parseBusinessReport, readSearchTerms } from '@ads-auditor/audit/node';
import { compressJsonWithArray, decompressResult, RESULT_ENCODING, type ResultEncoding } from './compress-result.js';
import { insightsAnswer, type InsightsJobMessage } from './insights-job.js';
import type { BusinessReportAnswer } from './join-business-report.js';
import { lowerThreadPriority } from './lower-thread-priority.js';
import { packedBuffers, packSearchTerms } from './packed-search-terms.js';
import type { BulkAuditOutput, SearchTermsOutput } from './run-audit-job.js';
import { serveJobs, type HandlerResult, type JobContext, type ThreadOptions } from './worker-protocol.js';

interface BulkAuditInput {
  bytes: Uint8Array;
  uploadId: number;
  fileName: string;
}

interface BusinessReportInput {
  bytes: Uint8Array;
  fileName: string;
  /** The stored (compressed JSON) result of the upload the report is joined with. */
  auditResult: Uint8Array;
  auditResultEncoding: ResultEncoding;
}

// Background work runs below the API thread; the insights, which a user waits for, at its priority.
if ((workerData as ThreadOptions | null)?.lowerPriority !== false) lowerThreadPriority();

serveJobs({
  async bulk_audit(input: BulkAuditInput, context: JobContext): Promise<HandlerResult> {
    const audit = await auditBulkWorkbook(input.bytes, { onProgress: (p) => context.reportProgress(p) });
    const head = { upload_id: input.uploadId, file_name: input.fileName, summary: audit.summary, report: audit.report };
    const result = await compressJsonWithArray(head, 'campaigns', audit.campaigns);
    const defaultBids = JSON.stringify(Object.fromEntries(adGroupDefaultBids(audit.campaigns)));
    const { spend, sales, roas } = audit.summary.account;
    const output: BulkAuditOutput = { result, encoding: RESULT_ENCODING, campaignCount: audit.campaigns.length, adGroupDefaultBids: defaultBids, accountFigures: { spend, sales, roas } };
    return { output, transfer: [result.buffer as ArrayBuffer] };
  },

  async search_terms(input: { bytes: Uint8Array }, context: JobContext): Promise<HandlerResult> {
    const found = await readSearchTerms(input.bytes, { onProgress: (p) => context.reportProgress(p) });
    const terms = packSearchTerms(found.search_terms);
    const output: SearchTermsOutput = { sheets_found: found.sheets_found, available_sheets: found.available_sheets, expected_sheets: found.expected_sheets, terms };
    return { output, transfer: packedBuffers(terms) };
  },

  async business_report(input: BusinessReportInput): Promise<HandlerResult> {
    const report = await parseBusinessReport(input.bytes, input.fileName);
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

  async insights(input: InsightsJobMessage): Promise<HandlerResult> {
    const json = await insightsAnswer(input);
    return { output: json, transfer: [json.buffer as ArrayBuffer] };
  },
});

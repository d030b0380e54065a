// The worker thread: runs the audit engine off the event loop. One job at a time.
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildParentAsinAudit } from '@ads-auditor/audit';
import { auditBulkWorkbook, parseBusinessReport, readSearchTerms } from '@ads-auditor/audit/node';
import { serveJobs, type JobContext } from './worker-protocol.js';

interface BulkAuditInput {
  bytes: Uint8Array;
  uploadId: number;
  fileName: string;
}

interface BusinessReportInput {
  bytes: Uint8Array;
  fileName: string;
  /** The stored (gzip JSON) result of the upload the report is joined with. */
  auditResult: Uint8Array;
}

serveJobs({
  async bulk_audit(input: BulkAuditInput, context: JobContext) {
    const audit = await auditBulkWorkbook(input.bytes, { onProgress: (p) => context.reportProgress(p) });
    const served = { upload_id: input.uploadId, file_name: input.fileName, campaigns: audit.campaigns, summary: audit.summary, report: audit.report };
    const result = ownBuffer(gzipSync(JSON.stringify(served), { level: 6 }));
    return { output: { result, campaignCount: audit.campaigns.length }, transfer: [result.buffer as ArrayBuffer] };
  },

  async search_terms(input: { bytes: Uint8Array }, context: JobContext) {
    const found = await readSearchTerms(input.bytes, { onProgress: (p: { sheet: string; rowsRead: number }) => context.reportProgress(p) });
    return { output: found };
  },

  async business_report(input: BusinessReportInput) {
    const report = await parseBusinessReport(input.bytes, input.fileName);
    const { campaigns } = JSON.parse(gunzipSync(input.auditResult).toString('utf8'));
    return { output: buildParentAsinAudit(report, campaigns) };
  },
});

/** A Uint8Array that owns its whole ArrayBuffer, so it can be transferred (small Buffers share a pool). */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

// Node-only entry of the audit engine (@ads-auditor/audit/node): things that need node:zlib or fs.
export * from './xlsx/types.js';
export { writeWorkbook, workbookEntries, type SheetInput, type WriteWorkbookOptions } from './xlsx/writer.js';
export { zip, type ZipEntryInput } from './xlsx/zip-writer.js';
export { readWorkbook, listSheetNames } from './xlsx/read-workbook.js';
export { DEFAULT_LIMITS } from './xlsx/workbook-reader.js';
export { auditBulkWorkbook, type AuditWorkbookOptions } from './node/audit-bulk-workbook.js';
export { readSearchTerms } from './node/read-search-terms.js';
export { parseBusinessReport } from './node/parse-business-report.js';
export { auditWorkbookParallel, type WorkbookAudit, type ParallelAuditOptions } from './node/audit-workbook-parallel.js';
export { digestSearchTerms, type SearchTermDigest, type WastedSearchTerm } from './node/search-term-digest.js';
export { SharedReadCounters } from './xlsx/read-counters.js';
export { listSheetSizes } from './xlsx/read-workbook.js';
export type { SheetSize } from './xlsx/workbook-reader.js';
export { readFileShared } from './node/read-file-shared.js';

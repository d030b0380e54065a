/** readSearchTerms: only the search term tabs of a bulk file (the server's second task); readSearchTermDigest: their digest. */
import { SearchTermCollector } from '../search-terms/search-term-collector.js';
import type { SearchTermSink, SearchTermsResult } from '../search-terms/types.js';
import { readWorkbook } from '../xlsx/read-workbook.js';
import type { AuditWorkbookOptions } from './audit-bulk-workbook.js';
import { SearchTermDigester, type SearchTermDigest } from './search-term-digest.js';

/** Reads the search term tabs into `sink`; returns the collector, which knows the tabs found. */
async function collectSearchTerms(bytes: Uint8Array, options: AuditWorkbookOptions, sink?: SearchTermSink) {
  const collector = new SearchTermCollector(sink);
  const { sheetNames } = await readWorkbook(bytes, {
    selectSheet: collector.selectSheet,
    limits: options.limits,
    counters: options.counters,
    onProgress: options.onProgress,
  });
  return { collector, sheetNames };
}

/** `sheets_found` is empty when the workbook has no search term tab (not an error). */
export async function readSearchTerms(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermsResult> {
  const { collector, sheetNames } = await collectSearchTerms(bytes, options);
  return collector.finish(sheetNames);
}

/** The same as digestSearchTerms(await readSearchTerms(...)), without keeping the records on the way. */
export async function readSearchTermDigest(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermDigest> {
  const digester = new SearchTermDigester();
  const { collector, sheetNames } = await collectSearchTerms(bytes, options, digester);
  return digester.digest(collector.sheets(sheetNames));
}

/** readSearchTerms: only the search term tabs of a bulk file (the server's second task). */
import { SearchTermCollector } from '../search-terms/search-term-collector.js';
import type { SearchTermsResult } from '../search-terms/types.js';
import { readWorkbook } from '../xlsx/read-workbook.js';
import type { AuditWorkbookOptions } from './audit-bulk-workbook.js';

/** `sheets_found` is empty when the workbook has no search term tab (not an error). */
export async function readSearchTerms(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermsResult> {
  const collector = new SearchTermCollector();
  const { sheetNames } = await readWorkbook(bytes, {
    selectSheet: collector.selectSheet,
    limits: options.limits,
    counters: options.counters,
    onProgress: options.onProgress,
  });
  return collector.finish(sheetNames);
}

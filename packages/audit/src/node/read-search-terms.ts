/** readSearchTerms: only the search term tabs of a bulk file (the server's second task); readSearchTermDigest: their digest. */
import { collectSearchTermsWith, readSearchTermsWith } from '../search-terms/read-search-terms-with.js';
import type { SearchTermsResult } from '../search-terms/types.js';
import { nodeInflater } from '../xlsx/node-inflater.js';
import type { AuditWorkbookOptions } from './audit-bulk-workbook.js';
import { SearchTermDigester, type SearchTermDigest } from './search-term-digest.js';

/** See readSearchTermsWith. */
export function readSearchTerms(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermsResult> {
  return readSearchTermsWith(nodeInflater, bytes, options);
}

/** The same as digestSearchTerms(await readSearchTerms(...)), without keeping the records on the way. */
export async function readSearchTermDigest(bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermDigest> {
  const digester = new SearchTermDigester();
  const { collector, sheetNames } = await collectSearchTermsWith(nodeInflater, bytes, options, digester);
  return digester.digest(collector.sheets(sheetNames));
}

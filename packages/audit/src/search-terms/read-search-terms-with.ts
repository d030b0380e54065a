/**
 * readSearchTermsWith: only the search term tabs of a bulk file, with any inflater (node:zlib on
 * the server, DecompressionStream in the browser). A term's bid is its own: the ad group default
 * bids come from the campaign audit (see ad-group-default-bids.ts).
 */
import type { AuditWorkbookOptions } from '../model/audit-workbook-with.js';
import type { Inflater } from '../xlsx/inflater.js';
import { readWorkbookWith } from '../xlsx/workbook-reader.js';
import { SearchTermCollector } from './search-term-collector.js';
import type { SearchTermSink, SearchTermsResult } from './types.js';

/** Reads the search term tabs into `sink`; returns the collector, which knows the tabs found. */
export async function collectSearchTermsWith(inflater: Inflater, bytes: Uint8Array, options: AuditWorkbookOptions = {}, sink?: SearchTermSink) {
  const collector = new SearchTermCollector(sink);
  const { sheetNames } = await readWorkbookWith(inflater, bytes, {
    selectSheet: collector.selectSheet,
    limits: options.limits,
    counters: options.counters,
    onProgress: options.onProgress,
  });
  return { collector, sheetNames };
}

/** `sheets_found` is empty when the workbook has no search term tab (not an error). */
export async function readSearchTermsWith(inflater: Inflater, bytes: Uint8Array, options: AuditWorkbookOptions = {}): Promise<SearchTermsResult> {
  const { collector, sheetNames } = await collectSearchTermsWith(inflater, bytes, options);
  return collector.finish(sheetNames);
}

/** readWorkbook / listSheetNames for Node: the environment-neutral reader bound to node:zlib. */
import { nodeInflater } from './node-inflater.js';
import type { ReadLimits, ReadWorkbookOptions, WorkbookReadResult } from './types.js';
import { listSheetNamesWith, listSheetSizesWith, readWorkbookWith, type SheetSize } from './workbook-reader.js';

/**
 * Streams the sheets chosen by `options.selectSheet` into their visitors. `bytes` may be a view
 * of a SharedArrayBuffer, so two worker threads can read different sheet groups of one upload
 * without copying it. Every failure is a WorkbookError (errors thrown by the visitor pass through).
 */
export function readWorkbook(bytes: Uint8Array, options: ReadWorkbookOptions): Promise<WorkbookReadResult> {
  return readWorkbookWith(nodeInflater, bytes, options);
}

/** Sheet names in workbook order, without reading any sheet. */
export function listSheetNames(bytes: Uint8Array, limits?: Partial<ReadLimits>): string[] {
  return listSheetNamesWith(nodeInflater, bytes, limits);
}

/** Sheet names with their declared XML sizes (for progress fractions), without reading any sheet. */
export function listSheetSizes(bytes: Uint8Array, limits?: Partial<ReadLimits>): SheetSize[] {
  return listSheetSizesWith(nodeInflater, bytes, limits);
}

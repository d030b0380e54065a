/**
 * The comparison as one CSV file: each table under its title, a blank line between tables
 * (UTF-8 with a byte-order mark and CRLF line ends, as the notes export, so Excel reads it).
 */
import type { ClipboardTable } from '../clipboard/clipboard-table.js';
import { csvFile, csvLines } from '../csv/write-csv.js';

export function comparisonCsv(tables: readonly ClipboardTable[]): string {
  const blocks = tables.map((t) => csvLines([[t.title], t.headers, ...t.rows]));
  return csvFile(blocks.join('\r\n\r\n'));
}

/** 'comparison-2026-01-31-vs-2026-02-28.csv' from two labels (dates or file names), made file-safe. */
export function comparisonFileName(olderLabel: string, newerLabel: string): string {
  const safe = (label: string) => label.replace(/\.xlsx$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'audit';
  return `comparison-${safe(olderLabel)}-vs-${safe(newerLabel)}.csv`;
}

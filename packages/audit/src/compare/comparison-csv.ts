/**
 * The comparison as one CSV file: each table under its title, a blank line between tables
 * (UTF-8 with a byte-order mark and CRLF line ends, as the notes export, so Excel reads it).
 */
import type { ClipboardTable } from '../clipboard/clipboard-table.js';
import { csvCell } from '../notes/notes-export.js';

export function comparisonCsv(tables: readonly ClipboardTable[]): string {
  const line = (cells: readonly string[]) => cells.map(csvCell).join(',');
  const blocks = tables.map((t) => [line([t.title]), line(t.headers), ...t.rows.map(line)].join('\r\n'));
  return `\uFEFF${blocks.join('\r\n\r\n')}\r\n`;
}

/** 'comparison-2026-01-31-vs-2026-02-28.csv' from two labels (dates or file names), made file-safe. */
export function comparisonFileName(olderLabel: string, newerLabel: string): string {
  const safe = (label: string) => label.replace(/\.xlsx$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'audit';
  return `comparison-${safe(olderLabel)}-vs-${safe(newerLabel)}.csv`;
}

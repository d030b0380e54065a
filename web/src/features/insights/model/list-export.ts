// Copy (tab-separated text and an HTML table, as every card's Copy) and CSV of an insight list,
// both of the rows as filtered and sorted on screen, all pages.
import { CSV_MIME_TYPE, notesExportCsv, tablesToClipboard, type ClipboardContent } from '@ads-auditor/audit';
import { formatCell, type InsightColumn } from './insight-column';

export { CSV_MIME_TYPE };

export function listClipboard<Row>(title: string, columns: readonly InsightColumn<Row>[], rows: readonly Row[]): ClipboardContent {
  return tablesToClipboard([{ title, headers: columns.map((c) => c.label), rows: rows.map((row) => columns.map((c) => formatCell(c, row))) }]);
}

/** Numbers keep 4 decimals (spreadsheets can sum them); text as is. */
const csvValue = (value: string | number | null) => (typeof value === 'number' ? Math.round(value * 10_000) / 10_000 : value);

/** RFC 4180 CSV (with a byte-order mark so Excel reads UTF-8), written by the engine's CSV writer. */
export function listCsv<Row>(title: string, columns: readonly InsightColumn<Row>[], rows: readonly Row[]): string {
  return notesExportCsv({ sheetName: title, headers: columns.map((c) => c.label), rows: rows.map((row) => columns.map((c) => csvValue(c.value(row)))) });
}

/** 'insights-negative-suggestions-2026-01-15.csv' (the caller's local day). */
export function listFileName(title: string, date: Date): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `insights-${slug}-${day}.csv`;
}

// Copy (tab-separated text and an HTML table, as every card's Copy) and CSV of an insight list,
// both of the rows as filtered and sorted on screen, all pages.
import { CSV_MIME_TYPE, csvFile, csvLines, noSalesAcosNotes, tablesToClipboard, type ClipboardContent, type CurrencyCode } from '@ads-auditor/audit';
import { formatCell, type InsightColumn } from './insight-column';

export { CSV_MIME_TYPE };

export function listClipboard<Row>(title: string, columns: readonly InsightColumn<Row>[], rows: readonly Row[], currency: CurrencyCode): ClipboardContent {
  const headers = columns.map((c) => c.label);
  const cells = rows.map((row) => columns.map((c) => formatCell(c, row, currency)));
  return tablesToClipboard([{ title, headers, rows: cells, notes: noSalesAcosNotes(headers, cells) }]);
}

/** Numbers keep 4 decimals (spreadsheets can sum them); text as is. */
const csvValue = (value: string | number | null) => (typeof value === 'number' ? Math.round(value * 10_000) / 10_000 : value);

/** RFC 4180 CSV (with a byte-order mark so Excel reads UTF-8, no cell run as a formula), written by the engine's CSV writer. */
export function listCsv<Row>(columns: readonly InsightColumn<Row>[], rows: readonly Row[]): string {
  return csvFile(csvLines([columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => csvValue(c.value(row))))]));
}

/** 'insights-negative-suggestions-2026-01-15.csv' (the caller's local day). */
export function listFileName(title: string, date: Date): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `insights-${slug}-${day}.csv`;
}

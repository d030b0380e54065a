// Copy (tab-separated text and an HTML table, as every card's Copy) and CSV of an insight list,
// both of the rows as filtered and sorted on screen, all pages.
import { CSV_MIME_TYPE, csvFile, csvLines, moneyHeader, noSalesAcosNotes, roundToCurrency, tablesToClipboard, type ClipboardContent, type CurrencyCode } from '@ads-auditor/audit';
import { formatCell, type InsightColumn } from './insight-column';

export { CSV_MIME_TYPE };

export function listClipboard<Row>(title: string, columns: readonly InsightColumn<Row>[], rows: readonly Row[], currency: CurrencyCode): ClipboardContent {
  const headers = columns.map((c) => c.label);
  const cells = rows.map((row) => columns.map((c) => formatCell(c, row, currency)));
  return tablesToClipboard([{ title, headers, rows: cells, notes: noSalesAcosNotes(headers, cells) }]);
}

/** Numbers keep 4 decimals (spreadsheets can sum them), amounts their currency's (none for the yen); text as is. */
function csvValue<Row>(column: InsightColumn<Row>, row: Row, currency: CurrencyCode) {
  const value = column.value(row);
  if (typeof value !== 'number') return value;
  return column.money ? roundToCurrency(value, currency) : Math.round(value * 10_000) / 10_000;
}

/**
 * RFC 4180 CSV (with a byte-order mark so Excel reads UTF-8, no cell run as a formula), written by
 * the engine's CSV writer; an amount's header names the currency ('Wasted (EUR)').
 */
export function listCsv<Row>(columns: readonly InsightColumn<Row>[], rows: readonly Row[], currency: CurrencyCode): string {
  const headers = columns.map((c) => (c.money ? moneyHeader(c.label, currency) : c.label));
  return csvFile(csvLines([headers, ...rows.map((row) => columns.map((c) => csvValue(c, row, currency)))]));
}

/** 'insights-negative-suggestions-2026-01-15.csv' (the caller's local day). */
export function listFileName(title: string, date: Date): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `insights-${slug}-${day}.csv`;
}

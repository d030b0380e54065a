/**
 * Notes export: one row per note, grouped by campaign or by parent ASIN, as a CSV file
 * (UTF-8 with a byte-order mark so Excel reads it as UTF-8) or an .xlsx workbook (stored parts,
 * so it is written in the browser without zlib).
 */
import { csvFile, csvLines } from '../csv/write-csv.js';
import type { CellValue } from '../xlsx/types.js';
import { writeStoredWorkbook } from '../xlsx/workbook-writer.js';
import type { NotesDocument } from './notes-document.js';

export type NotesExportGrouping = 'campaign' | 'parent_asin';
export type NotesExportFormat = 'csv' | 'xlsx';

export interface NotesExportTable {
  sheetName: string;
  headers: string[];
  rows: CellValue[][];
  /** The columns that hold amounts (shown with the currency's sign in a workbook). */
  moneyColumns?: readonly number[];
}

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CAMPAIGN_HEADERS = ['Campaign ID', 'Campaign', 'Type', 'Spend', 'Sales', 'ROAS', 'Note', 'Created (UTC)'];
const PARENT_ASIN_HEADERS = ['Parent ASIN', 'Title', 'Ad Spend', 'Total Sales', 'Note', 'Created (UTC)'];

/** Money and ROAS are exported as numbers rounded to 2 decimals (spreadsheets can sum them). */
const round2 = (value: number | null): number | null => (value === null || !Number.isFinite(value) ? null : Math.round(value * 100) / 100);

/** The rows of an export: one per note, in the document's order (campaigns by spend descending). */
export function notesExportTable(document: NotesDocument, grouping: NotesExportGrouping): NotesExportTable {
  if (grouping === 'campaign') {
    return {
      sheetName: 'Campaign Notes',
      headers: CAMPAIGN_HEADERS,
      rows: document.campaigns.flatMap((c) =>
        c.notes.map((note) => [c.campaign_id, c.name, c.type_code, round2(c.spend), round2(c.sales), round2(c.roas), note.content, note.created_at]),
      ),
    };
  }
  return {
    sheetName: 'Parent ASIN Notes',
    headers: PARENT_ASIN_HEADERS,
    rows: document.parentAsins.flatMap((p) => p.notes.map((note) => [p.parent_asin, p.title, round2(p.spend), round2(p.sales), note.content, note.created_at])),
  };
}

/** The table as CSV text: a byte-order mark, the header row, then the rows, CRLF line ends. */
export function notesExportCsv(table: NotesExportTable): string {
  return csvFile(csvLines([table.headers, ...table.rows]));
}

/** The table as an .xlsx workbook with one sheet. */
export function notesExportXlsx(table: NotesExportTable): Uint8Array {
  return writeStoredWorkbook([{ name: table.sheetName, rows: [table.headers, ...table.rows] }]);
}

/** 'notes-by-campaign-2026-01-15.csv' (the date is the caller's local day). */
export function notesExportFileName(grouping: NotesExportGrouping, format: NotesExportFormat, date: Date): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `notes-by-${grouping === 'campaign' ? 'campaign' : 'parent-asin'}-${day}.${format}`;
}

/** The file's bytes (or text) and MIME type, ready for a download. */
export function notesExportFile(table: NotesExportTable, format: NotesExportFormat): { content: string | Uint8Array; mimeType: string } {
  return format === 'csv' ? { content: notesExportCsv(table), mimeType: CSV_MIME_TYPE } : { content: notesExportXlsx(table), mimeType: XLSX_MIME_TYPE };
}

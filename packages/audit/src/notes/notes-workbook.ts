/**
 * The notes as one .xlsx workbook with a sheet per level (campaigns, parent ASINs): one row per
 * note with the state and the key figures of what it is about, so a consultant sends one file.
 */
import type { ParentAsinSummary } from '../business/parent-asin-types.js';
import type { Campaign } from '../model/contract.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { excelMoneyFormat } from '../money/export-formats.js';
import { roundToCurrency } from '../money/format-money.js';
import type { CellValue } from '../xlsx/types.js';
import { writeStoredWorkbook } from '../xlsx/workbook-writer.js';
import type { NotesDocument } from './notes-document.js';
import type { NotesExportTable } from './notes-export.js';
import { parentAsinKey } from './types.js';

export interface NotesWorkbookFigures {
  /** The audit's campaigns: each noted campaign's state, ACOS and orders come from here. */
  campaigns: readonly Campaign[];
  /** The business report's parent summaries, when one is loaded. */
  parentAsinSummary?: Readonly<Record<string, ParentAsinSummary>> | null;
  /** The account's currency: amounts are rounded to its decimals and shown with its sign (USD by default). */
  currency?: CurrencyCode;
}

export const NOTES_WORKBOOK_CAMPAIGN_HEADERS = ['Campaign ID', 'Campaign', 'Type', 'State', 'Spend', 'Sales', 'ACOS (%)', 'ROAS', 'Orders', 'Note', 'Created (UTC)'];
export const NOTES_WORKBOOK_PARENT_HEADERS = ['Parent ASIN', 'Title', 'Ad Spend', 'Ad Sales', 'Total Sales', 'ACOS (%)', 'ROAS', 'Ad Orders', 'Note', 'Created (UTC)'];

/** Figures as numbers rounded to 2 decimals (spreadsheets can sum them); unknown is an empty cell. */
const round2 = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
/** The amount columns of each sheet (Spend, Sales; Ad Spend, Ad Sales, Total Sales). */
const CAMPAIGN_MONEY_COLUMNS = [4, 5];
const PARENT_MONEY_COLUMNS = [2, 3, 4];

/** No sales, no ACOS: an empty cell rather than a misleading 0. */
const acosCell = (acos: number | undefined, sales: number | undefined) => (sales ? round2(acos) : null);

/** The workbook's sheets, in order: campaign notes, then parent ASIN notes (each with its header row even when empty). */
export function notesWorkbookSheets(document: NotesDocument, figures: NotesWorkbookFigures): NotesExportTable[] {
  const campaigns = new Map(figures.campaigns.map((c) => [c.id, c]));
  const summaries = new Map(Object.entries(figures.parentAsinSummary ?? {}).map(([asin, s]) => [parentAsinKey(asin), s]));
  const currency = figures.currency ?? DEFAULT_CURRENCY;
  const money = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? null : roundToCurrency(value, currency));
  const campaignRows: CellValue[][] = document.campaigns.flatMap((entry) => {
    const campaign = campaigns.get(entry.campaign_id);
    const m = campaign?.metrics;
    return entry.notes.map((note) => [
      entry.campaign_id, entry.name, entry.type_code, campaign?.state ?? null,
      money(entry.spend), money(entry.sales), acosCell(m?.acos, m?.sales ?? entry.sales), round2(entry.roas), m?.orders ?? null,
      note.content, note.created_at,
    ]);
  });
  const parentRows: CellValue[][] = document.parentAsins.flatMap((entry) => {
    const s = summaries.get(entry.parent_asin);
    return entry.notes.map((note) => [
      entry.parent_asin, entry.title, money(entry.spend), money(s?.ad_sales), money(entry.sales),
      acosCell(s?.acos, s?.ad_sales), round2(s?.roas), s?.ad_orders ?? null, note.content, note.created_at,
    ]);
  });
  return [
    { sheetName: 'Campaign Notes', headers: NOTES_WORKBOOK_CAMPAIGN_HEADERS, rows: campaignRows, moneyColumns: CAMPAIGN_MONEY_COLUMNS },
    { sheetName: 'Parent ASIN Notes', headers: NOTES_WORKBOOK_PARENT_HEADERS, rows: parentRows, moneyColumns: PARENT_MONEY_COLUMNS },
  ];
}

/** The whole workbook (stored parts, so it is written in the browser without zlib); amounts show the currency's sign. */
export function notesWorkbook(document: NotesDocument, figures: NotesWorkbookFigures): Uint8Array {
  const format = excelMoneyFormat(figures.currency ?? DEFAULT_CURRENCY);
  return writeStoredWorkbook(notesWorkbookSheets(document, figures).map((t) => ({
    name: t.sheetName,
    rows: [t.headers, ...t.rows],
    columnFormats: Object.fromEntries((t.moneyColumns ?? []).map((column) => [column, format])),
  })));
}

/** 'notes-2026-01-15.xlsx' (the caller's local day). */
export function notesWorkbookFileName(date: Date): string {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return `notes-${day}.xlsx`;
}

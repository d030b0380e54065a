import { describe, expect, test } from 'vitest';
import { listSheetNames } from '@ads-auditor/audit/node';
import { asRows, readAll } from '../xlsx/read-helpers.js';
import { buildNotesDocument } from '../../src/notes/notes-document.js';
import {
  CSV_MIME_TYPE,
  notesExportCsv,
  notesExportFile,
  notesExportFileName,
  notesExportTable,
  notesExportXlsx,
  XLSX_MIME_TYPE,
} from '../../src/notes/notes-export.js';
import { BUSINESS_REPORT, CAMPAIGN_NOTES, CAMPAIGNS, PARENT_NOTES } from './notes-fixture.js';

const document = buildNotesDocument({ campaigns: CAMPAIGNS, campaignNotes: CAMPAIGN_NOTES, parentAsinNotes: PARENT_NOTES, businessReport: BUSINESS_REPORT });

describe('notesExportTable', () => {
  test('by campaign: one row per note, campaigns by spend descending, money rounded to cents', () => {
    const table = notesExportTable(document, 'campaign');
    expect(table.headers).toEqual(['Campaign ID', 'Campaign', 'Type', 'Spend', 'Sales', 'ROAS', 'Note', 'Created (UTC)']);
    expect(table.rows.map((row) => row[6])).toEqual(['Newest, with "quotes", commas\nand two lines', 'Older', 'Pause <b>broad</b> & test', 'Raise bids']);
    expect(table.rows[2]).toEqual(['4', 'Medium', 'SP', 120.5, 241, 2, 'Pause <b>broad</b> & test', '2026-01-15 10:00:00']);
  });

  test('by parent ASIN: the ASIN, its title and figures, the note', () => {
    const table = notesExportTable(document, 'parent_asin');
    expect(table.headers).toEqual(['Parent ASIN', 'Title', 'Ad Spend', 'Total Sales', 'Note', 'Created (UTC)']);
    expect(table.rows).toEqual([
      ['B0PARENT2', 'Ball valve', 80, 300, 'Out of stock in March', '2026-01-15 10:00:00'],
      ['B0PARENT1', 'Brass valve, 1/2 inch', 20, 400, 'Check the title', '2026-01-15 10:00:00'],
    ]);
  });
});

describe('notesExportCsv', () => {
  test('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = notesExportCsv({ sheetName: 'S', headers: ['A', 'B'], rows: [['x', 1]] });
    expect(csv).toBe('\uFEFFA,B\r\nx,1\r\n');
  });

  test('quotes cells with commas, quotes, line breaks or edge spaces, doubling the quotes', () => {
    const csv = notesExportCsv({ sheetName: 'S', headers: ['Note'], rows: [['a, b'], ['say "hi"'], ['two\nlines'], [' padded'], ['plain'], [null], [true]] });
    expect(csv.slice(1).split('\r\n')).toEqual(['Note', '"a, b"', '"say ""hi"""', '"two\nlines"', '" padded"', 'plain', '', 'TRUE', '']);
  });

  test('writes a note or a campaign name that starts a formula as text, figures as numbers', () => {
    const csv = notesExportCsv({ sheetName: 'S', headers: ['Campaign', 'Spend', 'Note'], rows: [['=HYPERLINK("http://evil.example")', -12.5, '@SUM(A1:A9)']] });
    expect(csv.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"")",-12.5,'@SUM(A1:A9)`);
  });

  test('keeps non-ASCII text as is', () => {
    expect(notesExportCsv({ sheetName: 'S', headers: ['Nota'], rows: [['Válvula ✓ 日本']] })).toContain('Válvula ✓ 日本');
  });
});

describe('notesExportXlsx', () => {
  test('writes a workbook the engine reads back cell for cell', async () => {
    const table = notesExportTable(document, 'campaign');
    const bytes = notesExportXlsx(table);
    expect(listSheetNames(bytes)).toEqual(['Campaign Notes']);
    const { sheets } = await readAll(bytes);
    expect(asRows(sheets.get('Campaign Notes'))).toEqual([table.headers, ...table.rows]);
  });

  test('an empty grouping still writes its header row', async () => {
    const table = notesExportTable({ campaigns: [], parentAsins: [] }, 'parent_asin');
    const { sheets } = await readAll(notesExportXlsx(table));
    expect(asRows(sheets.get('Parent ASIN Notes'))).toEqual([table.headers]);
  });
});

test('notesExportFile gives the content and its MIME type for each format', () => {
  const table = notesExportTable(document, 'parent_asin');
  expect(notesExportFile(table, 'csv')).toEqual({ content: notesExportCsv(table), mimeType: CSV_MIME_TYPE });
  const xlsx = notesExportFile(table, 'xlsx');
  expect(xlsx.mimeType).toBe(XLSX_MIME_TYPE);
  expect(xlsx.content).toBeInstanceOf(Uint8Array);
});

test('notesExportFileName names the grouping, the local day and the format', () => {
  const day = new Date(2026, 0, 5, 23, 59);
  expect(notesExportFileName('campaign', 'csv', day)).toBe('notes-by-campaign-2026-01-05.csv');
  expect(notesExportFileName('parent_asin', 'xlsx', day)).toBe('notes-by-parent-asin-2026-01-05.xlsx');
});

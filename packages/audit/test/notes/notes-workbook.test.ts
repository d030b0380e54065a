import { describe, expect, test } from 'vitest';
import { listSheetNames } from '@ads-auditor/audit/node';
import { asRows, readAll } from '../xlsx/read-helpers.js';
import { buildNotesDocument } from '../../src/notes/notes-document.js';
import { notesWorkbook, notesWorkbookFileName, NOTES_WORKBOOK_CAMPAIGN_HEADERS, NOTES_WORKBOOK_PARENT_HEADERS } from '../../src/notes/notes-workbook.js';
import type { Campaign, ParentAsinSummary } from '../../src/index.js';
import { BUSINESS_REPORT, CAMPAIGN_NOTES, CAMPAIGNS, PARENT_NOTES } from './notes-fixture.js';
import { entryData, readZipDirectory } from '../../src/xlsx/zip-directory.js';

/** A part of a stored (uncompressed) workbook as text. */
function partText(bytes: Uint8Array, name: string): string {
  return new TextDecoder().decode(entryData(bytes, readZipDirectory(bytes).get(name)!, bytes.length));
}

// The fixture's campaigns with a state, ACOS and orders; 'Small' paused, 'Medium' without sales.
const figures = (c: Campaign, i: number): Campaign => {
  const sales = c.name === 'Medium' ? 0 : c.metrics.sales;
  const metrics = { ...c.metrics, sales, acos: sales ? (c.metrics.spend / sales) * 100 : 0, orders: i + 1 };
  return { ...c, state: c.name === 'Small' ? 'paused' : 'enabled', metrics } as Campaign;
};
const campaigns = CAMPAIGNS.map(figures);
const parentAsinSummary: Record<string, ParentAsinSummary> = {
  B0PARENT1: { ...BUSINESS_REPORT.parent_asin_summary.B0PARENT1, ad_sales: 60, acos: 33.333, roas: 3, ad_orders: 4 },
  B0PARENT2: { ...BUSINESS_REPORT.parent_asin_summary.B0PARENT2, ad_sales: 0, acos: 0, roas: 0, ad_orders: 0 },
};
const document = buildNotesDocument({
  campaigns,
  campaignNotes: CAMPAIGN_NOTES,
  parentAsinNotes: PARENT_NOTES,
  businessReport: { asin_map: BUSINESS_REPORT.asin_map, parent_asin_summary: parentAsinSummary },
});

describe('notesWorkbook', () => {
  test('one workbook, a sheet per level, each note with the state and key figures of its row, read back cell for cell', async () => {
    const bytes = notesWorkbook(document, { campaigns, parentAsinSummary });
    expect(listSheetNames(bytes)).toEqual(['Campaign Notes', 'Parent ASIN Notes']);
    const { sheets } = await readAll(bytes);
    const campaignRows = asRows(sheets.get('Campaign Notes'));
    expect(campaignRows[0]).toEqual(NOTES_WORKBOOK_CAMPAIGN_HEADERS);
    expect(campaignRows.slice(1)).toEqual([
      ['2', 'Big', 'SP', 'enabled', 500, 1000, 50, 2, 2, 'Newest, with "quotes", commas\nand two lines', '2026-02-01 09:30:00'],
      ['2', 'Big', 'SP', 'enabled', 500, 1000, 50, 2, 2, 'Older', '2026-01-15 10:00:00'],
      // No sales: the ACOS cell is left empty rather than reading 0%.
      ['4', 'Medium', 'SP', 'enabled', 120.5, 0, null, 2, 4, 'Pause <b>broad</b> & test', '2026-01-15 10:00:00'],
      ['1', 'Small', 'SP', 'paused', 10, 30, 33.33, 3, 1, 'Raise bids', '2026-01-15 10:00:00'],
    ]);
    const parentRows = asRows(sheets.get('Parent ASIN Notes'));
    expect(parentRows[0]).toEqual(NOTES_WORKBOOK_PARENT_HEADERS);
    expect(parentRows.slice(1)).toEqual([
      ['B0PARENT2', 'Ball valve', 80, 0, 300, null, 0, 0, 'Out of stock in March', '2026-01-15 10:00:00'],
      ['B0PARENT1', 'Brass valve, 1/2 inch', 20, 60, 400, 33.33, 3, 4, 'Check the title', '2026-01-15 10:00:00'],
    ]);
  });

  test('without a business report the parent figures are empty, and an empty level keeps its header row', async () => {
    const noParents = buildNotesDocument({ campaigns, campaignNotes: {}, parentAsinNotes: PARENT_NOTES });
    const { sheets } = await readAll(notesWorkbook(noParents, { campaigns }));
    expect(asRows(sheets.get('Campaign Notes'))).toEqual([NOTES_WORKBOOK_CAMPAIGN_HEADERS]);
    const parentRows = asRows(sheets.get('Parent ASIN Notes'));
    expect(parentRows[1]?.slice(2, 8)).toEqual([null, null, null, null, null, null]);
  });

  test("amounts stay numbers, rounded to the currency's decimals, and show its sign in Excel", async () => {
    const euros = notesWorkbook(document, { campaigns, parentAsinSummary, currency: 'EUR' });
    expect(partText(euros, 'xl/styles.xml')).toContain('<numFmt numFmtId="164" formatCode="#,##0.00&quot; €&quot;;-#,##0.00&quot; €&quot;"/>');
    const sheet = partText(euros, 'xl/worksheets/sheet1.xml');
    // Spend and Sales (E, F) carry the format; ACOS, ROAS and Orders stay plain numbers.
    expect(sheet).toContain('<c r="E2" s="1"><v>500</v></c><c r="F2" s="1"><v>1000</v></c><c r="G2"><v>50</v></c>');
    expect(partText(euros, 'xl/worksheets/sheet2.xml')).toMatch(/<c r="C2" s="1"><v>80<\/v><\/c><c r="D2" s="1"><v>0<\/v><\/c><c r="E2" s="1"><v>300<\/v><\/c><c r="G2"><v>0<\/v>/);

    const yen = notesWorkbook(document, { campaigns, parentAsinSummary, currency: 'JPY' });
    expect(partText(yen, 'xl/styles.xml')).toContain('formatCode="&quot;￥&quot;#,##0;-&quot;￥&quot;#,##0"');
    const { sheets } = await readAll(yen);
    // 120.5 yen is written as 121: the yen has no decimals.
    expect(asRows(sheets.get('Campaign Notes'))[3]?.slice(4, 6)).toEqual([121, 0]);
  });

  test('is named by the local day', () => {
    expect(notesWorkbookFileName(new Date(2026, 0, 5, 23, 59))).toBe('notes-2026-01-05.xlsx');
  });
});

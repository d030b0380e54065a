import { describe, expect, test } from 'vitest';
import { AuditError } from '../../src/errors.js';
import { parseBusinessReport } from '../../src/node/parse-business-report.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { CHILD_ENTRY, CHILD_ROW, COMPACT_HEADER, reportCsv, SENTENCE_CASE_HEADER } from '../helpers/business-reports.js';

const SELLER_HEADER = '(Parent) ASIN,(Child) ASIN,Title,SKU,Sessions - Total,Sessions - Total - B2B,Featured Offer (Buy Box) Percentage,Units Ordered,Unit Session Percentage,Ordered Product Sales,Total Order Items';
const SELLER_ROW = 'B0PARENT01,B0CHILD001,"Brass valve, 1/2 inch",SKU-1,"12,131",40,99.80%,261,2.15%,"$12,905.25",250';
const encode = (text: string) => new TextEncoder().encode(text);

describe('parseBusinessReport', () => {
  test('reads a Seller Central CSV with formatted numbers, B2B columns not mistaken for totals', async () => {
    const report = await parseBusinessReport(encode(`${SELLER_HEADER}\n${SELLER_ROW}\n`), 'BusinessReport-8-04-26.csv');
    expect(report.kind).toBe('seller');
    expect(report.asin_map).toEqual([{
      parent_asin: 'B0PARENT01',
      child_asin: 'B0CHILD001',
      title: 'Brass valve, 1/2 inch',
      sku: 'SKU-1',
      sessions_total: 12131,
      units_ordered: 261,
      ordered_product_sales: 12905.25,
      total_order_items: 250,
      featured_offer_percentage: 0.998,
      unit_session_percentage: 0.0215,
    }]);
  });

  test('reads the same report from an .xlsx workbook', async () => {
    const header = SELLER_HEADER.split(',');
    const row = ['B0PARENT01', 'B0CHILD001', 'Brass valve', 'SKU-1', 12131, 40, 0.998, 261, 0.0215, 12905.25, 250];
    const bytes = writeWorkbook([{ name: 'Detail Page Sales and Traffic', rows: [header, row] }]);
    const report = await parseBusinessReport(bytes, 'report.xlsx');
    expect(report.asin_map[0]).toMatchObject({ child_asin: 'B0CHILD001', sessions_total: 12131, featured_offer_percentage: 0.998, ordered_product_sales: 12905.25 });
  });

  test('reads a Vendor Central export after its metadata row; each ASIN is its own parent', async () => {
    const text = '\uFEFFProgramme=[Retail],View By=[ASIN],Currency=[INR]\nASIN,Product Title,Ordered Revenue,Ordered Units\nB0VENDOR01,Gate valve,"₹3,05,148.87",120\n';
    const report = await parseBusinessReport(encode(text), 'vendor.csv');
    expect(report.kind).toBe('vendor');
    expect(report.asin_map[0]).toMatchObject({ parent_asin: 'B0VENDOR01', child_asin: 'B0VENDOR01', title: 'Gate valve', ordered_product_sales: 305148.87, units_ordered: 120 });
    expect(report.warnings[0]).toMatch(/no parent ASIN column/);
  });

  test('a file without an ASIN column is refused with a clear message', async () => {
    await expect(parseBusinessReport(encode('Date,Sessions\n2026-01-01,10\n'), 'x.csv')).rejects.toThrow(AuditError);
    await expect(parseBusinessReport(encode('Date,Sessions\n'), 'x.csv')).rejects.toThrow(/not a business report/);
  });

  test('a UTF-8 file with a BOM, sentence case and en dashes', async () => {
    const text = reportCsv(SENTENCE_CASE_HEADER, [CHILD_ROW], COMPACT_HEADER);
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(text)]);
    const report = await parseBusinessReport(bytes, 'BusinessReport.csv');
    expect(report.asin_map[0]).toMatchObject({ ...CHILD_ENTRY, unit_session_percentage: expect.closeTo(0.0563, 12), featured_offer_percentage: expect.closeTo(0.998, 12) });
  });

  test('a UTF-16 tab-separated file (Excel "Unicode text")', async () => {
    const text = '(Parent) ASIN\t(Child) ASIN\tTitle\tSessions - Total\tOrdered Product Sales\r\nB0PARENT01\tB0CHILD001\tValve\t1,234\t$5.00\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + 2 * i] = text.charCodeAt(i);
    const report = await parseBusinessReport(utf16, 'report.txt');
    expect(report.asin_map[0]).toMatchObject({ child_asin: 'B0CHILD001', sessions_total: 1234, ordered_product_sales: 5 });
  });

  test('a Vendor Central .xlsx: metadata row, then the header; a notes sheet before it is passed over', async () => {
    const bytes = writeWorkbook([
      { name: 'Notes', rows: [['Downloaded from Vendor Central'], ['no data here']] },
      {
        name: 'Sales',
        rows: [
          ['Programme=[Retail]', 'View By=[ASIN]', 'Currency=[INR]'],
          ['ASIN', 'Product Title', 'Ordered Revenue', 'Ordered Units', 'Featured Offer Page Views'],
          ['B0VENDOR01', 'Gate valve', '₹3,05,148.87', 120, 4512],
        ],
      },
    ]);
    const report = await parseBusinessReport(bytes, 'vendor.xlsx');
    expect(report.kind).toBe('vendor');
    expect(report.asin_map).toEqual([{
      parent_asin: 'B0VENDOR01', child_asin: 'B0VENDOR01', title: 'Gate valve', sku: null, sessions_total: 4512, units_ordered: 120,
      ordered_product_sales: 305148.87, total_order_items: null, featured_offer_percentage: null, unit_session_percentage: null,
    }]);
  });

  test('an .xlsx without an ASIN column is not a business report; a damaged one is a reader error', async () => {
    const notes = writeWorkbook([{ name: 'Sheet1', rows: [['Date', 'Sessions'], ['2026-01-01', 10]] }]);
    await expect(parseBusinessReport(notes, 'x.xlsx')).rejects.toMatchObject({ name: 'AuditError', code: 'not_a_business_report' });
    const damaged = writeWorkbook([{ name: 'Sheet1', rows: [COMPACT_HEADER] }]).slice(0, 200);
    await expect(parseBusinessReport(damaged, 'x.xlsx')).rejects.toMatchObject({ name: 'WorkbookError' });
  });
});

import { describe, expect, test } from 'vitest';
import { buildBusinessReport, NOT_A_BUSINESS_REPORT_MESSAGE } from '../../src/business/build-business-report.js';
import { BusinessReportVisitor } from '../../src/business/business-report-visitor.js';
import { readCsv } from '../../src/csv/read-csv.js';
import { AuditError } from '../../src/errors.js';
import { CHILD_ROW, COMPACT_HEADER, reportCsv } from '../helpers/business-reports.js';

function build(text: string) {
  const visitor = new BusinessReportVisitor();
  readCsv(text, visitor);
  return buildBusinessReport(visitor, 'BusinessReport-8-04-26.csv');
}

describe('buildBusinessReport', () => {
  test('a Seller Central report: one entry per child ASIN', () => {
    const second = { ...CHILD_ROW, '(Child) ASIN': 'B0CHILD002', 'Sessions - Total': '100' };
    const report = build(reportCsv(COMPACT_HEADER, [CHILD_ROW, second]));
    expect(report.kind).toBe('seller');
    expect(report.file_name).toBe('BusinessReport-8-04-26.csv');
    expect(report.asin_map.map((e) => [e.parent_asin, e.child_asin, e.sessions_total])).toEqual([
      ['B0PARENT01', 'B0CHILD001', 12131],
      ['B0PARENT01', 'B0CHILD002', 100],
    ]);
    expect(report.warnings).toEqual([]);
  });

  test('a child listed twice (one row per SKU) is merged: figures added, percentages sessions-weighted', () => {
    const a = { ...CHILD_ROW, SKU: 'A', 'Sessions - Total': '300', 'Units Ordered': '30', 'Ordered Product Sales': '$300.10', 'Total Order Items': '29', 'Featured Offer (Buy Box) Percentage': '100%', 'Unit Session Percentage': '10%' };
    const b = { ...CHILD_ROW, SKU: 'B', 'Sessions - Total': '100', 'Units Ordered': '', 'Ordered Product Sales': '$99.95', 'Total Order Items': '1', 'Featured Offer (Buy Box) Percentage': '60%', 'Unit Session Percentage': '-' };
    const [entry] = build(reportCsv(COMPACT_HEADER, [a, b])).asin_map;
    expect(entry).toMatchObject({ sku: 'A', sessions_total: 400, units_ordered: 30, total_order_items: 30 });
    expect(entry.ordered_product_sales).toBeCloseTo(400.05, 10);
    expect(entry.featured_offer_percentage).toBeCloseTo((1 * 300 + 0.6 * 100) / 400, 12);
    expect(entry.unit_session_percentage).toBeCloseTo(0.1, 12); // the second row has none
  });

  test('a vendor report says each ASIN is its own parent', () => {
    const report = build('Programme=[Retail]\nASIN,Product Title,Ordered Revenue\nB0VENDOR01,Gate valve,"₹1,000.00"\n');
    expect(report.kind).toBe('vendor');
    expect(report.warnings).toEqual(['The report has no parent ASIN column: each ASIN is shown as its own parent.']);
  });

  test('invalid ASINs and an empty report are reported', () => {
    expect(build(`${COMPACT_HEADER.join(',')}\nB0PARENT01,bad\n`).warnings).toEqual([
      '1 row(s) without a valid 10-character ASIN were left out.',
      'The report lists no ASINs.',
    ]);
  });

  test('a file without an ASIN column is not a business report', () => {
    expect(() => build('Date,Sessions\n2026-01-01,10\n')).toThrow(AuditError);
    expect(() => build('Date,Sessions\n')).toThrow(NOT_A_BUSINESS_REPORT_MESSAGE);
  });
});

/**
 * An account and a business report for the parent ASIN audit. Figures, by hand:
 * - 'Auto A' (SP auto, down only): one ad group, B0CHILD001 (spend 30, sales 90) and
 *   B0CHILD002 (20, 10); targets close-match (35) and substitutes (15). Campaign 50 / 100.
 * - 'Manual B' (SP manual, fixed bid): ad group 'Exact' with B0CHILD001 (12, 30) and
 *   B0CHILD005 (4, 10; not in the report), keywords Exact 10 and Phrase 6; ad group 'Comp'
 *   with B0CHILD003 (4, 20), target asin="B0COMPET01". Campaign 20 / 60.
 * - 'Brand C' (SB) advertises B0CHILD001: never attributed to ASINs.
 * - 'Display D' (SD) advertises B0CHILD002 (2.5, 0), target category.
 * Report: B0PARENT01 = B0CHILD001, B0CHILD002, B0CHILD004 (not advertised, blank figures);
 * B0PARENT02 = B0CHILD003.
 */
import { BusinessReportVisitor } from '../../src/business/business-report-visitor.js';
import { buildBusinessReport } from '../../src/business/build-business-report.js';
import type { BusinessReport } from '../../src/business/types.js';
import { readCsv } from '../../src/csv/read-csv.js';
import type { BulkFixture } from '../../src/fixtures/index.js';
import { CHILD_ROW, COMPACT_HEADER, reportCsv } from './business-reports.js';
import { m } from './sample-fixture.js';

export const PARENT_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      name: 'Auto A',
      targeting: 'Auto',
      adGroups: [
        {
          name: 'Auto',
          products: [
            { asin: 'B0CHILD001', metrics: m(600, 60, 30, 90, 3) },
            { asin: 'B0CHILD002', metrics: m(400, 40, 20, 10, 1) },
          ],
          targets: [
            { expression: 'close-match', metrics: m(700, 70, 35, 80, 3) },
            { expression: 'substitutes', metrics: m(300, 30, 15, 20, 1) },
          ],
        },
      ],
    },
    {
      name: 'Manual B',
      biddingStrategy: 'Fixed bid',
      adGroups: [
        {
          name: 'Exact',
          products: [
            { asin: 'B0CHILD001', metrics: m(240, 24, 12, 30, 1) },
            { asin: 'B0CHILD005', metrics: m(60, 6, 4, 10, 1) },
          ],
          keywords: [
            { text: 'brass valve', matchType: 'Exact', metrics: m(200, 20, 10, 40, 2) },
            { text: 'valve', matchType: 'Phrase', metrics: m(100, 10, 6, 0, 0) },
          ],
        },
        {
          name: 'Comp',
          products: [{ asin: 'B0CHILD003' }],
          targets: [{ expression: 'asin="B0COMPET01"', metrics: m(100, 10, 4, 20, 1) }],
        },
      ],
    },
    {
      type: 'SB',
      name: 'Brand C',
      adGroups: [{ name: 'SB', products: [{ asin: 'B0CHILD001' }], keywords: [{ text: 'valves', matchType: 'Broad', metrics: m(100, 10, 5, 5, 1) }] }],
    },
    {
      type: 'SD',
      name: 'Display D',
      adGroups: [{ name: 'SD', products: [{ asin: 'B0CHILD002' }], targets: [{ expression: 'category="2748212011"', metrics: m(500, 5, 2.5, 0, 0) }] }],
    },
  ],
};

const child = (parent: string, asin: string, title: string, values: Record<string, string>) => ({
  ...Object.fromEntries(COMPACT_HEADER.map((h) => [h, ''])),
  '(Parent) ASIN': parent,
  '(Child) ASIN': asin,
  Title: title,
  ...values,
});

export const PARENT_REPORT_CSV = reportCsv(COMPACT_HEADER, [
  child('B0PARENT01', 'B0CHILD001', 'Brass gate valve 1/2 inch', {
    'Sessions - Total': '1,000', 'Units Ordered': '50', 'Ordered Product Sales': '$2,000.00', 'Total Order Items': '45',
    'Featured Offer (Buy Box) Percentage': '90.00%', 'Unit Session Percentage': '5.00%',
  }),
  child('B0PARENT01', 'B0CHILD002', 'Brass gate valve 3/4 inch', {
    'Sessions - Total': '3,000', 'Units Ordered': '30', 'Ordered Product Sales': '$1,000.50', 'Total Order Items': '28',
    'Featured Offer (Buy Box) Percentage': '50.00%', 'Unit Session Percentage': '1.00%',
  }),
  child('B0PARENT01', 'B0CHILD004', '', {}),
  { ...CHILD_ROW, '(Parent) ASIN': 'B0PARENT02', '(Child) ASIN': 'B0CHILD003', Title: 'Ball valve' },
]);

export function parentReport(): BusinessReport {
  const visitor = new BusinessReportVisitor();
  readCsv(PARENT_REPORT_CSV, visitor);
  return buildBusinessReport(visitor, 'BusinessReport.csv');
}

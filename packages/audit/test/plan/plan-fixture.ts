/**
 * An account whose plan is known by construction (see the comments). Campaign 100's ad group 110
 * holds 1,368 clicks and 131 orders ($3,312 of sales): a 9.6 % conversion rate and $25.28 per
 * order, the reference its thin keywords are shrunk toward.
 */
import { bulkWorkbookSheets, type BulkFixture, type BulkFixtureOptions, type FixtureCounts } from '../../src/fixtures/index.js';
import { computeInsights } from '../../src/insights/compute-insights.js';
import { buildPlan } from '../../src/plan/build-plan.js';
import { PlanSourceReader } from '../../src/plan/source-reader.js';
import type { Plan, PlanItem, PlanSettings, PlanSource } from '../../src/plan/types.js';
import { writeStoredWorkbook, type SheetInput } from '../../src/xlsx/workbook-writer.js';
import type { CellValue } from '../../src/xlsx/types.js';
import { auditSheets, searchTermsOf } from '../helpers/audit-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

export const m = (clicks: number, spend: number, sales = 0, orders = 0): FixtureCounts => ({ impressions: clicks * 20, clicks, spend, sales, orders });

export const PLAN_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '100', name: 'Main', dailyBudget: 50,
      placements: [
        // Revenue per click $6 vs $2 at Rest of Search: 3x wanted, capped at +25 % of the effective bid.
        { placement: 'Placement Top', percentage: 0, metrics: m(100, 100, 600, 20) },
        { placement: 'Placement Rest Of Search', percentage: 0, metrics: m(150, 150, 300, 10) },
        // $1 per click, 0.5x at a 50 % adjustment: -50 % of 1.5x = 0.75x, i.e. -25 %, kept at 0 %.
        { placement: 'Placement Product Page', percentage: 50, metrics: m(100, 100, 100, 3) },
        // Two clicks: nothing to judge.
        { placement: 'Placement Amazon Business', percentage: 0, metrics: m(2, 2) },
      ],
      adGroups: [
        {
          id: '110', name: 'Exact', defaultBid: 1,
          products: [
            { asin: 'B0AAAAAAA1', sku: 'SKU-1', metrics: m(1288, 1300, 3312, 131) },
            // 80 clicks, $80 and no order: over the $7.58 one order allows (pause).
            { asin: 'B0AAAAAAA2', sku: 'SKU-2', metrics: m(80, 80) },
          ],
          keywords: [
            // ACOS 80 %, revenue per click $1.50 x 30 % = $0.45: capped at -50 % of $1.20 = $0.60.
            { id: '111', text: 'high acos', matchType: 'Exact', bid: 1.2, metrics: m(200, 240, 300, 10) },
            // ACOS 10 %, revenue per click $5 x 30 % = $1.50: capped at +25 % of $0.50 = $0.625, rounded down to $0.62.
            { id: '112', text: 'good', matchType: 'Exact', bid: 0.5, metrics: m(100, 50, 500, 20) },
            // 3 clicks without an order: left alone.
            { id: '113', text: 'thin', matchType: 'Exact', bid: 1, metrics: m(3, 3) },
            // ACOS 60 % on 5 clicks and 1 order: the interval reaches below 30 %, left alone.
            { id: '114', text: 'thin high acos', matchType: 'Exact', bid: 1.2, metrics: m(5, 6, 10, 1) },
            // $60 on 60 clicks, no order: pause.
            { id: '115', text: 'waste', matchType: 'Exact', bid: 1, metrics: m(60, 60) },
            // ACOS 40 %, revenue per click $2.50 x 30 % = $0.75 (-25 %, under the cap).
            { id: '116', text: 'mid', matchType: 'Exact', bid: 1, metrics: m(1000, 1000, 2500, 100) },
          ],
          searchTerms: [
            { term: 'junk term', keyword: 'high acos', metrics: m(30, 30) },
            { term: 'great term', keyword: 'good', metrics: m(20, 20, 200, 5) },
          ],
        },
        {
          id: '120', name: 'Paused AG', state: 'paused',
          keywords: [{ id: '121', text: 'paused kw', matchType: 'Exact', bid: 1, metrics: m(100, 150, 200, 5) }],
        },
      ],
    },
    {
      id: '200', name: 'Paused campaign', state: 'paused',
      adGroups: [{
        id: '210', name: 'AG',
        keywords: [{ id: '211', text: 'old', matchType: 'Exact', bid: 1, metrics: m(100, 150, 200, 5) }],
        searchTerms: [{ term: 'old junk', keyword: 'old', metrics: m(40, 40) }],
      }],
    },
    {
      type: 'SB', id: '300', name: 'Brand', dailyBudget: 100,
      adGroups: [{
        id: '310', name: 'SB AG',
        keywords: [
          // ACOS 40 %, revenue per click $5: $1.50 at 30 % (-25 %).
          { id: '301', text: 'acme valve', matchType: 'Exact', bid: 2, metrics: m(400, 800, 2000, 40) },
          // ACOS 250 %, $0.04 of sales per click: $0.012 wanted, -50 % = $0.06, kept at the SB minimum $0.10.
          { id: '302', text: 'cheap', matchType: 'Exact', bid: 0.12, metrics: m(1000, 100, 40, 1) },
        ],
      }],
    },
    {
      id: '400', name: 'Winner', dailyBudget: 10,
      // $290 over 30 days = $9.67 a day, 97 % of the $10 budget, at ACOS 10 %: raise to $12.50.
      adGroups: [{ id: '410', name: 'W', keywords: [{ id: '401', text: 'winner', matchType: 'Exact', bid: 1, metrics: m(290, 290, 2900, 100) }] }],
    },
  ],
};

/** Changes rows of the fixture's sheets before reading (e.g. an eligibility status). */
export type RowEdit = (sheet: string, row: CellValue[], header: CellValue[]) => CellValue[];

export function fixtureSheets(fixture: BulkFixture = PLAN_ACCOUNT, edit?: RowEdit, options?: BulkFixtureOptions): SheetInput[] {
  return bulkWorkbookSheets(fixture, options).map((sheet) => {
    const rows = [...sheet.rows];
    if (!edit) return { name: sheet.name, rows };
    return { name: sheet.name, rows: rows.map((row, i) => (i === 0 ? row : edit(sheet.name, [...row], rows[0]!))) };
  });
}

export function planSourceOf(sheets: SheetInput[]): PlanSource {
  const reader = new PlanSourceReader();
  visitSheets(sheets.map((s) => ({ name: s.name, rows: s.rows })), reader.selectSheet);
  return reader.finish();
}

export function fixtureWorkbook(sheets: SheetInput[] = fixtureSheets()): Uint8Array {
  return writeStoredWorkbook(sheets);
}

/** The plan of the fixture with its insights (as the CLI builds it). */
export function planOf(settings: Partial<PlanSettings> = {}, sheets: SheetInput[] = fixtureSheets(), fixture: BulkFixture = PLAN_ACCOUNT): Plan {
  const audit = auditSheets(sheets);
  const insights = computeInsights({ campaigns: audit.campaigns, search_terms: searchTermsOf(fixture).search_terms });
  return buildPlan({ source: planSourceOf(sheets), insights }, settings);
}

export function itemFor(plan: Plan, kind: PlanItem['kind'], entityOrCampaign: string): PlanItem | undefined {
  return plan.items.find((i) => i.kind === kind && (i.entity_id === entityOrCampaign || (i.entity_id === null && i.campaign_id === entityOrCampaign)));
}

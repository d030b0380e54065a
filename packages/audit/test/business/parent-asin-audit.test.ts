import { describe, expect, test } from 'vitest';
import { buildParentAsinAudit, SPONSORED_BRANDS_NOTE } from '../../src/business/parent-asin-audit.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { PARENT_ACCOUNT, parentReport } from '../helpers/parent-asin-fixture.js';

const campaigns = auditFixture(PARENT_ACCOUNT).campaigns;
const audit = buildParentAsinAudit(parentReport(), campaigns);
const parent1 = audit.parents.find((p) => p.parent_asin === 'B0PARENT01')!;

describe('buildParentAsinAudit', () => {
  test('parents by ad spend, each with its summary in parent_asin_summary', () => {
    expect(audit.parents.map((p) => [p.parent_asin, p.summary.total_spend])).toEqual([
      ['B0PARENT01', 64.5],
      ['B0PARENT02', 4],
    ]);
    expect(Object.keys(audit.parent_asin_summary)).toEqual(['B0PARENT01', 'B0PARENT02']);
    expect(audit.parent_asin_summary.B0PARENT01).toBe(parent1.summary);
    expect(parent1.title).toBe('Brass gate valve 1/2 inch');
  });

  test('the parent summary: advertising from SP and SD product ads, business figures from the report', () => {
    const s = parent1.summary;
    expect({ ...s }).toMatchObject({
      child_count: 3,
      total_spend: 64.5,
      ad_sales: 130,
      ad_clicks: 129,
      ad_impressions: 1740,
      ad_orders: 5,
      total_sales: 3000.5,
      total_sessions: 4000,
      total_units: 80,
      total_orders: 73,
    });
    expect(s.cpc).toBeCloseTo(64.5 / 129, 12);
    expect(s.roas).toBeCloseTo(130 / 64.5, 12);
    expect(s.acos).toBeCloseTo((64.5 / 130) * 100, 12);
    expect(s.ctr).toBeCloseTo((129 / 1740) * 100, 12);
    expect(s.ad_conversion_rate).toBeCloseTo((5 / 129) * 100, 12);
    expect(s.tacos).toBeCloseTo((64.5 / 3000.5) * 100, 12);
    expect(s.conversion_rate).toBeCloseTo((73 / 4000) * 100, 12);
  });

  test('buy box and unit session percentages are sessions-weighted averages', () => {
    // (90% x 1,000 + 50% x 3,000) / 4,000 and (5% x 1,000 + 1% x 3,000) / 4,000.
    expect(parent1.summary.buy_box_percentage).toBeCloseTo(60, 10);
    expect(parent1.summary.parent_unit_session_rate).toBeCloseTo(2, 10);
  });

  test('child rows by ad spend; a child without figures shows them as missing', () => {
    expect(parent1.children.map((c) => [c.asin, c.spend, c.sales, c.totalSales, c.sessions])).toEqual([
      ['B0CHILD001', 42, 120, 2000, 1000],
      ['B0CHILD002', 22.5, 10, 1000.5, 3000],
      ['B0CHILD004', 0, 0, null, null],
    ]);
    const [c1] = parent1.children;
    expect(c1).toMatchObject({ clicks: 84, impressions: 840, unitsOrdered: 50, totalOrderItems: 45, title: 'Brass gate valve 1/2 inch' });
    expect(c1.buyBoxPercentage).toBeCloseTo(90, 10);
    expect(c1.unitSessionPercentage).toBeCloseTo(5, 10);
    expect(c1.roas).toBeCloseTo(120 / 42, 12);
    expect(c1.conversionRate).toBeCloseTo((4 / 84) * 100, 12);
    expect(parent1.children[2]).toMatchObject({ buyBoxPercentage: null, unitSessionPercentage: null, roas: 0, acos: 0, cpc: 0, ctr: 0 });
  });

  test('breakdowns and targets come with each parent', () => {
    expect(parent1.breakdowns.by_campaign_type.map((r) => r.key)).toEqual(['SP', 'SD']);
    expect(parent1.targets).toHaveLength(5);
    const parent2 = audit.parents[1];
    expect(parent2.breakdowns.top_campaigns.map((c) => [c.name, c.metrics.spend])).toEqual([['Manual B', 4]]);
    expect(parent2.summary.tacos).toBeCloseTo((4 / 12905.25) * 100, 12);
  });

  test('the Sponsored Brands note appears when the account has SB campaigns', () => {
    expect(audit.notes).toEqual([SPONSORED_BRANDS_NOTE]);
    expect(buildParentAsinAudit(parentReport(), campaigns.filter((c) => c.type_code !== 'SB')).notes).toEqual([]);
  });

  test('zero sessions and zero sales give zero rates, never NaN', () => {
    const report = parentReport();
    const bare = { ...report, asin_map: [{ ...report.asin_map[2], parent_asin: 'B0PARENT09' }] };
    const result = buildParentAsinAudit(bare, campaigns);
    const s = result.parents[0].summary;
    expect([s.tacos, s.conversion_rate, s.buy_box_percentage, s.parent_unit_session_rate, s.total_sales]).toEqual([0, 0, 0, 0, 0]);
    expect(JSON.stringify(result)).not.toMatch(/NaN/);
  });
});

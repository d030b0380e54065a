import { describe, expect, test } from 'vitest';
import type { AsinMapEntry } from '../../src/business/types.js';
import { applyCampaignFilters } from '../../src/filters/apply-filters.js';
import { emptyFilters, type CampaignFilters } from '../../src/filters/filter-state.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const many = auditFixture(MANY_CAMPAIGNS).campaigns;
const small = auditFixture(SMALL_ACCOUNT).campaigns;
const names = (f: Partial<CampaignFilters>, campaigns = many, map: AsinMapEntry[] | null = null) =>
  applyCampaignFilters(campaigns, { ...emptyFilters(), ...f }, map).map((c) => c.name).sort();

const entry = (parent: string, child: string, title: string): AsinMapEntry => ({
  parent_asin: parent, child_asin: child, title, sku: null, sessions_total: 10, units_ordered: 1,
  ordered_product_sales: 10, total_order_items: 1, featured_offer_percentage: 1, unit_session_percentage: 0.1,
});
const MAP = [entry('B0PARENT01', 'B000000001', 'Brass gate valve'), entry('B0PARENT01', 'B000000002', 'Steel gate valve'), entry('B0PARENT02', 'B000000003', 'Ball valve')];

describe('applyCampaignFilters', () => {
  test('no filter keeps every campaign', () => {
    expect(applyCampaignFilters(many, emptyFilters())).toHaveLength(22);
  });

  test('numeric bounds are inclusive', () => {
    expect(names({ minSpend: 200.1, maxSpend: 220.1 })).toEqual(['SD 20', 'SD 21', 'SD 22']);
    expect(names({ minOrders: 21, maxOrders: 21 })).toEqual(['SD 21']);
    expect(names({ maxImpressions: 100 })).toEqual(['SP auto 1']);
    expect(names({ minConversionRate: 20, maxConversionRate: 20 })).toHaveLength(22);
    expect(names({ minRoas: 3 })).toEqual([]); // every ROAS is 30i / (10i + 0.1), just under 3
  });

  test('a missing value counts as 0', () => {
    const noClicks = small.map((c) => ({ ...c, metrics: { ...c.metrics, cpc: Number.NaN } }));
    expect(applyCampaignFilters(noClicks, { ...emptyFilters(), maxCpc: 0 })).toHaveLength(4);
  });

  test('name contains is a case-insensitive any-of; does-not-contain excludes on any match', () => {
    expect(names({ campaignNameContains: ['sd 2', 'SB 19'] })).toEqual(['SB 19', 'SD 20', 'SD 21', 'SD 22']);
    expect(names({ campaignNameContains: ['SP'], campaignNameDoesNotContain: ['AUTO', ' 1'] })).toEqual(['SP manual 2', 'SP manual 4', 'SP manual 6', 'SP manual 8']);
  });

  test('type and state filters are one-of', () => {
    expect(names({ campaignTypes: ['SD'] })).toEqual(['SD 20', 'SD 21', 'SD 22']);
    expect(names({ campaignTypes: ['Sponsored Display', 'sb'] })).toHaveLength(8);
    expect(names({ campaignTypes: ['SP'], campaignStates: ['Paused'] })).toEqual(['SP manual 12', 'SP manual 4', 'SP manual 8']);
  });

  test('count bounds: ad groups, products, keywords', () => {
    expect(names({ minKeywordCount: 3 }, small)).toEqual(['SP Manual Exact']);
    expect(names({ minProductCount: 2 }, small)).toEqual(['SP Auto']);
    expect(names({ maxAdGroupCount: 0 }, small)).toEqual([]);
  });

  test('negative keyword and negative targeting booleans are checked across ad groups (campaign-level ones included)', () => {
    expect(names({ hasNegativeKeywords: true }, small)).toEqual(['SP Auto', 'SP Manual Exact']);
    expect(names({ doesNotHaveNegativeKeywords: true }, small)).toEqual(['SB Video', 'SD Contextual']);
    expect(names({ hasNegativeProductTargeting: true }, small)).toEqual(['SP Manual Exact']);
    expect(names({ doesNotHaveNegativeProductTargeting: true, hasNegativeKeywords: true }, small)).toEqual(['SP Auto']);
  });

  test('child ASIN matches any product in any ad group, whatever its case', () => {
    expect(names({ childAsins: ['b000000002'] }, small)).toEqual(['SB Video', 'SP Auto']);
  });

  test('parent ASIN expands to its children; product title keywords match the titles', () => {
    expect(names({ parentAsins: ['B0PARENT02'] }, small, MAP)).toEqual(['SD Contextual']);
    expect(names({ parentAsins: ['b0parent01'] }, small, MAP)).toEqual(['SB Video', 'SP Auto', 'SP Manual Exact']);
    expect(names({ productTitleKeywords: ['STEEL'] }, small, MAP)).toEqual(['SB Video', 'SP Auto']);
    expect(names({ parentAsins: ['B0PARENT01'], productTitleKeywords: ['brass'] }, small, MAP)).toEqual(['SP Auto', 'SP Manual Exact']);
  });

  test('with a parent ASIN or title filter set but no ASIN map, nothing matches', () => {
    expect(names({ parentAsins: ['B0PARENT01'] }, small, null)).toEqual([]);
    expect(names({ productTitleKeywords: ['valve'] }, small, [])).toEqual([]);
  });

  test('placement filters exclude campaigns missing the placement or out of bounds', () => {
    // SD campaigns have no placements; SB has no Amazon Business placement.
    expect(names({ minTopOfSearchSpend: 0 }, small)).toEqual(['SB Video', 'SP Auto', 'SP Manual Exact']);
    expect(names({ minAmazonBusinessSpend: 0 }, small)).toEqual(['SP Auto', 'SP Manual Exact']);
    expect(names({ minTopOfSearchPercentage: 20, maxTopOfSearchPercentage: 20 }, small)).toEqual(['SB Video', 'SP Auto', 'SP Manual Exact']);
    expect(names({ maxTopOfSearchPercentage: 19 }, small)).toEqual([]);
    // Product pages: SP 'Placement Product Page' and SB 'Detail Page' (6.03); SP Auto's is 7.66, SP Manual Exact's 25.38.
    expect(names({ minProductPagesSpend: 7, maxProductPagesSpend: 8 }, small)).toEqual(['SP Auto']);
    expect(names({ minProductPagesSpend: 6, maxProductPagesSpend: 6.1 }, small)).toEqual(['SB Video']);
    expect(names({ minRestOfSearchRoas: 100 }, small)).toEqual([]);
  });
});

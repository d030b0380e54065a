import { describe, expect, test } from 'vitest';
import { applyCampaignFilters } from '../../src/filters/apply-filters.js';
import { emptyFilters, validateFilters, type CampaignFilters } from '../../src/filters/filter-state.js';
import { acosForRanking, CAMPAIGN_NUMBERS } from '../../src/model/campaign-numbers.js';
import { sortCampaigns } from '../../src/sort/sort-campaigns.js';
import { auditFixture, campaignNamed } from '../helpers/audit-fixture.js';
import { m, SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

test('each table field reads its own figure of the campaign', () => {
  const campaign = campaignNamed(auditFixture(SMALL_ACCOUNT), 'SP Manual Exact');
  const read = Object.fromEntries(Object.entries(CAMPAIGN_NUMBERS).map(([field, value]) => [field, value(campaign)]));
  expect(read).toEqual({
    spend: campaign.metrics.spend,
    sales: campaign.metrics.sales,
    roas: campaign.metrics.roas,
    acos: campaign.metrics.acos,
    cpc: campaign.metrics.cpc,
    clicks: campaign.metrics.clicks,
    orders: campaign.metrics.orders,
    conversionRate: campaign.metrics.conversion_rate,
    impressions: campaign.metrics.impressions,
    adGroupCount: campaign.ad_group_count,
    productCount: campaign.product_count,
    keywordCount: campaign.keyword_count,
  });
  // The fixture's campaign has distinct figures, so a field reading another's value shows up above.
  expect(new Set([campaign.metrics.spend, campaign.metrics.sales, campaign.metrics.clicks, campaign.metrics.impressions]).size).toBe(4);
});

describe('ACOS in the Campaign Table', () => {
  const campaign = (id: string, name: string, spend: number, sales: number) => ({
    id,
    name,
    adGroups: [{ id: `2${id}`, name: `${name} group`, keywords: [{ text: name, matchType: 'Exact', metrics: m(100, 10, spend, sales, sales > 0 ? 1 : 0) }] }],
  });
  const { campaigns } = auditFixture({
    campaigns: [campaign('101', 'Quarter', 25, 100), campaign('102', 'No sales', 40, 0), campaign('103', 'Half', 50, 100), campaign('104', 'Idle', 0, 0)],
  });
  const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

  test('spend without sales ranks as the highest ACOS, though its value stays 0', () => {
    expect(campaignNamed(campaigns, 'No sales').metrics.acos).toBe(0);
    expect(acosForRanking(campaignNamed(campaigns, 'No sales').metrics)).toBe(Number.POSITIVE_INFINITY);
    expect(names(sortCampaigns(campaigns, { column: 'acos', direction: 'desc' }))).toEqual(['No sales', 'Half', 'Quarter', 'Idle']);
    expect(names(sortCampaigns(campaigns, { column: 'acos', direction: 'asc' }))).toEqual(['Idle', 'Quarter', 'Half', 'No sales']);
  });

  test('Min and Max ACOS are inclusive; spend without sales passes any Min and fails any Max', () => {
    const filtered = (bounds: Partial<CampaignFilters>) => names(applyCampaignFilters(campaigns, { ...emptyFilters(), ...bounds }, null)).sort();
    expect(filtered({ minAcos: 50 })).toEqual(['Half', 'No sales']);
    expect(filtered({ maxAcos: 25 })).toEqual(['Idle', 'Quarter']);
    expect(filtered({ minAcos: 20, maxAcos: 30 })).toEqual(['Quarter']);
    expect(validateFilters({ ...emptyFilters(), minAcos: 40, maxAcos: 30 })).toEqual([{ field: 'minAcos', message: 'Min ACOS cannot be greater than Max ACOS' }]);
  });
});

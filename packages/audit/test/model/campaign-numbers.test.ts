import { expect, test } from 'vitest';
import { CAMPAIGN_NUMBERS } from '../../src/model/campaign-numbers.js';
import { auditFixture, campaignNamed } from '../helpers/audit-fixture.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

test('each table field reads its own figure of the campaign', () => {
  const campaign = campaignNamed(auditFixture(SMALL_ACCOUNT), 'SP Manual Exact');
  const read = Object.fromEntries(Object.entries(CAMPAIGN_NUMBERS).map(([field, value]) => [field, value(campaign)]));
  expect(read).toEqual({
    spend: campaign.metrics.spend,
    sales: campaign.metrics.sales,
    roas: campaign.metrics.roas,
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

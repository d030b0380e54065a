import { expect, test } from 'vitest';
import type { Campaign } from '../../src/model/contract.js';
import { productAdSpendNote } from '../../src/summary-tables/level-totals.js';
import { auditFixture, campaignNamed } from '../helpers/audit-fixture.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const campaign = campaignNamed(auditFixture(SMALL_ACCOUNT), 'SP Manual Exact');
/** The campaign with its first product's spend moved by `delta`. */
const withProductSpendOff = (delta: number): Campaign => ({
  ...campaign,
  ad_groups: campaign.ad_groups.map((group, g) => ({
    ...group,
    products: group.products.map((product, p) => (g === 0 && p === 0 ? { ...product, metrics: { ...product.metrics, spend: product.metrics.spend + delta } } : product)),
  })),
});

test('product ads that add up to the campaign row need no note', () => {
  expect(productAdSpendNote(campaign)).toBeNull();
  expect(productAdSpendNote(withProductSpendOff(0.001))).toBeNull();
});

test('product ads that add up to another spend get a note with both amounts and why', () => {
  const note = productAdSpendNote(withProductSpendOff(0.75));
  expect(note).toMatch(/^The product ads add up to \$127\.65 of spend; the campaign row says \$126\.90\. Amazon reports each level on its own/);
});

test('a campaign without product ads (Sponsored Brands) needs no note', () => {
  expect(productAdSpendNote({ ...campaign, ad_groups: campaign.ad_groups.map((group) => ({ ...group, products: [] })) })).toBeNull();
});

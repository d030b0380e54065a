import { describe, expect, test } from 'vitest';
import { entityKindOf } from '../../src/bulk/entity-kinds.js';

describe('entity kinds', () => {
  test.each([
    ['Campaign', 'campaign'],
    ['Bidding Adjustment', 'placement'],
    ['Bidding adjustment', 'placement'],
    ['Bidding Adjustment by Placement', 'placement'],
    ['Ad Group', 'ad_group'],
    ['Ad group', 'ad_group'],
    ['Product Ad', 'product_ad'],
    ['Product ad', 'product_ad'],
    ['Video Ad', 'brand_ad'],
    ['Product Collection Ad', 'brand_ad'],
    ['Store spotlight ad', 'brand_ad'],
    ['Keyword', 'keyword'],
    ['Product Targeting', 'product_target'],
    ['Contextual Targeting', 'product_target'],
    ['Audience Targeting', 'product_target'],
    ['Negative Keyword', 'negative_keyword'],
    ['Negative keyword', 'negative_keyword'],
    ['Campaign Negative Keyword', 'campaign_negative_keyword'],
    ['Negative Product Targeting', 'negative_target'],
    ['Negative Contextual Targeting', 'negative_target'],
    ['Campaign Negative Product Targeting', 'campaign_negative_target'],
    ['Draft Campaign', 'ignored'],
    ['Portfolio', 'ignored'],
    ['Hologram', 'unknown'],
  ])('%j is %j', (raw, kind) => {
    expect(entityKindOf(raw)).toBe(kind);
  });

  test('the same spelling asked twice gives the same answer', () => {
    expect(entityKindOf('AD_GROUP')).toBe('ad_group');
    expect(entityKindOf('AD_GROUP')).toBe('ad_group');
  });
});

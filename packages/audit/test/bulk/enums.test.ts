import { describe, expect, test } from 'vitest';
import { entityKindOf } from '../../src/bulk/entity-kinds.js';
import {
  canonicalBiddingStrategy,
  canonicalMatchType,
  canonicalPlacement,
  canonicalTargeting,
  placementSlot,
  sponsoredBrandsBidding,
} from '../../src/bulk/enums.js';
import { expressionKind } from '../../src/bulk/expression.js';
import { sheetKindOf } from '../../src/bulk/sheet-kinds.js';

describe('enumerated values', () => {
  test('match types', () => {
    expect(canonicalMatchType('negativeExact')).toBe('Negative Exact');
    expect(canonicalMatchType('Negative Phrase')).toBe('Negative Phrase');
    expect(canonicalMatchType('EXACT')).toBe('Exact');
    expect(canonicalMatchType(' theme ')).toBe('theme');
  });

  test('placements in every spelling, and their filter slots', () => {
    expect(canonicalPlacement('placementRestOfSearch')).toBe('Placement Rest Of Search');
    expect(canonicalPlacement('Placement rest of search')).toBe('Placement Rest Of Search');
    expect(canonicalPlacement('PLACEMENT TOP')).toBe('Placement Top');
    expect(canonicalPlacement('Top of Search')).toBe('Top of Search');
    expect(placementSlot('placementProductPage')).toBe('ProductPages');
    expect(placementSlot('Detail Page')).toBe('ProductPages');
    expect(placementSlot('Home')).toBeNull();
  });

  test('bidding strategies fold dashes and API names', () => {
    expect(canonicalBiddingStrategy('Dynamic bids \u2013 down only')).toBe('Dynamic bids - down only');
    expect(canonicalBiddingStrategy('autoForSales')).toBe('Dynamic bids - up and down');
    expect(canonicalBiddingStrategy('Fixed bid')).toBe('Fixed bid');
    expect(sponsoredBrandsBidding('true')).toBe('SB automated bidding');
    expect(sponsoredBrandsBidding('Manual')).toBe('SB manual bidding');
  });

  test('targeting type', () => {
    expect(canonicalTargeting('AUTO')).toBe('auto');
    expect(canonicalTargeting('Manual')).toBe('manual');
    expect(canonicalTargeting('')).toBeNull();
  });

  test('entity kinds', () => {
    expect(entityKindOf('Bidding adjustment')).toBe('placement');
    expect(entityKindOf('Bidding Adjustment by Placement')).toBe('placement');
    expect(entityKindOf('Campaign Negative Keyword')).toBe('campaign_negative_keyword');
    expect(entityKindOf('Campaign Negative Product Targeting')).toBe('campaign_negative_target');
    expect(entityKindOf('Video Ad')).toBe('brand_ad');
    expect(entityKindOf('Contextual Targeting')).toBe('product_target');
    expect(entityKindOf('Draft Campaign')).toBe('ignored');
    expect(entityKindOf('Hologram')).toBe('unknown');
  });

  test('sheet names, case-insensitively', () => {
    expect(sheetKindOf('Sponsored Brands campaigns')).toBe('sb_legacy');
    expect(sheetKindOf('sb multi ad group campaigns')).toBe('sb_multi');
    expect(sheetKindOf('SP Search Term Report')).toBe('sp_search_terms');
    expect(sheetKindOf('Portfolios')).toBeNull();
  });

  test('expression kinds: the text before =', () => {
    expect(expressionKind('asin="B0ABCDEFGH"')).toBe('asin');
    expect(expressionKind('category="702368011" price<49.99')).toBe('category');
    expect(expressionKind('close-match')).toBe('close-match');
    expect(expressionKind('views=(similar-product lookback=30)')).toBe('views');
    expect(expressionKind('')).toBe('other');
  });
});

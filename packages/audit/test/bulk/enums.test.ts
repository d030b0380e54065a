import { describe, expect, test } from 'vitest';
import {
  canonicalBiddingStrategy,
  canonicalMatchType,
  canonicalPlacement,
  canonicalState,
  canonicalTargeting,
  placementSlot,
  sponsoredBrandsBidding,
} from '../../src/bulk/enums.js';

describe('enumerated values', () => {
  test.each([
    ['negativeExact', 'Negative Exact'],
    ['Negative Phrase', 'Negative Phrase'],
    ['NEGATIVE_EXACT', 'Negative Exact'],
    ['EXACT', 'Exact'],
    ['phrase', 'Phrase'],
    ['Broad', 'Broad'],
    [' theme ', 'theme'],
  ])('match type %j is %j', (raw, canonical) => {
    expect(canonicalMatchType(raw)).toBe(canonical);
  });

  test.each([
    ['placementTop', 'Placement Top'],
    ['Placement top', 'Placement Top'],
    ['PLACEMENT TOP', 'Placement Top'],
    ['placementRestOfSearch', 'Placement Rest Of Search'],
    ['Placement rest of search', 'Placement Rest Of Search'],
    ['placementProductPage', 'Placement Product Page'],
    ['Placement Amazon Business', 'Placement Amazon Business'],
    ['Top of Search', 'Top of Search'],
    ['Home', 'Home'],
    ['Detail Page', 'Detail Page'],
    ['Other', 'Other'],
  ])('placement %j is %j', (raw, canonical) => {
    expect(canonicalPlacement(raw)).toBe(canonical);
  });

  test('placements map to the four filter slots; SB Home and Other have none', () => {
    expect(placementSlot('placementTop')).toBe('TopOfSearch');
    expect(placementSlot('Top of Search')).toBe('TopOfSearch');
    expect(placementSlot('Placement Rest Of Search')).toBe('RestOfSearch');
    expect(placementSlot('placementProductPage')).toBe('ProductPages');
    expect(placementSlot('Detail Page')).toBe('ProductPages');
    expect(placementSlot('Placement Amazon Business')).toBe('AmazonBusiness');
    expect(placementSlot('Home')).toBeNull();
    expect(placementSlot('Other')).toBeNull();
  });

  test.each([
    ['Dynamic bids - down only', 'Dynamic bids - down only'],
    ['Dynamic bids \u2013 down only', 'Dynamic bids - down only'],
    ['legacyForSales', 'Dynamic bids - down only'],
    ['Dynamic bids \u2014 up and down', 'Dynamic bids - up and down'],
    ['autoForSales', 'Dynamic bids - up and down'],
    ['Fixed bid', 'Fixed bid'],
    ['manual', 'Fixed bid'],
    ['RULE_BASED', 'Rule based bidding'],
    ['Something new', 'Something new'],
  ])('bidding strategy %j is %j', (raw, canonical) => {
    expect(canonicalBiddingStrategy(raw)).toBe(canonical);
  });

  test('Sponsored Brands bid optimization in both tabs', () => {
    expect(sponsoredBrandsBidding('true')).toBe('SB automated bidding');
    expect(sponsoredBrandsBidding('Auto')).toBe('SB automated bidding');
    expect(sponsoredBrandsBidding('false')).toBe('SB manual bidding');
    expect(sponsoredBrandsBidding('Manual')).toBe('SB manual bidding');
    expect(sponsoredBrandsBidding('')).toBe('');
  });

  test('states are lower case; targeting is auto, manual or unknown', () => {
    expect(canonicalState(' Enabled ')).toBe('enabled');
    expect(canonicalState('ARCHIVED')).toBe('archived');
    expect(canonicalTargeting('AUTO')).toBe('auto');
    expect(canonicalTargeting('Automatic')).toBe('auto');
    expect(canonicalTargeting('Manual')).toBe('manual');
    expect(canonicalTargeting('')).toBeNull();
  });

  test('spellings are remembered, and canonicalised alike past the number remembered', () => {
    // Row after row repeats the same spelling: each is answered from memory after the first.
    expect([canonicalMatchType('PHRASE'), canonicalMatchType('PHRASE')]).toEqual(['Phrase', 'Phrase']);
    const many = Array.from({ length: 1500 }, (_, i) => `State ${i}`);
    expect(many.map(canonicalState)).toEqual(many.map((s) => s.toLowerCase()));
    expect([canonicalTargeting('AUTO'), canonicalTargeting('whatever'), canonicalTargeting('whatever')]).toEqual(['auto', null, null]);
  });
});

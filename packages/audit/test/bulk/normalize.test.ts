import { describe, expect, test } from 'vitest';
import { enumKey, headerKey, sheetKey } from '../../src/bulk/normalize.js';

describe('header and value normalisation', () => {
  test.each([
    ['Ad Group ID', 'ad group id'],
    ['Ad group ID', 'ad group id'],
    ['  Campaign   Name ', 'campaign name'],
    ['\uFEFFSessions \u2013 Total', 'sessions - total'],
    ['Sessions \u2014 Total', 'sessions - total'],
    ['Bid optimisation', 'bid optimization'],
    ['Keyword Id (Read only)', 'keyword id (read only)'],
    ['ASIN (Informational only)', 'asin (informational only)'],
  ])('headerKey(%j) = %j', (raw, key) => {
    expect(headerKey(raw)).toBe(key);
  });

  test('suffixes stay distinct from the bare column', () => {
    expect(headerKey('ASIN')).not.toBe(headerKey('ASIN (Informational only)'));
    expect(headerKey('Sessions - Total')).not.toBe(headerKey('Sessions - Total - B2B'));
  });

  test.each([
    ['Negative Exact', 'negativeExact'],
    ['Placement Rest Of Search', 'placementRestOfSearch'],
    ['Dynamic bids \u2013 down only', 'Dynamic bids - down only'],
    ['Ad group', 'Ad Group'],
    ['BIDDING_ADJUSTMENT', 'Bidding Adjustment'],
  ])('enumKey(%j) = enumKey(%j)', (a, b) => {
    expect(enumKey(a)).toBe(enumKey(b));
  });

  test('empty values', () => {
    expect(headerKey(null)).toBe('');
    expect(enumKey(undefined)).toBe('');
    expect(sheetKey('Sponsored Brands campaigns')).toBe(sheetKey('Sponsored Brands Campaigns'));
  });
});

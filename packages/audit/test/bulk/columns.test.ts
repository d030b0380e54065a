import { describe, expect, test } from 'vitest';
import { CAMPAIGN_SHEET_COLUMNS, resolveColumns, SEARCH_TERM_COLUMNS, usedIndexes } from '../../src/bulk/columns.js';
import {
  SB_LEGACY_HEADERS,
  SB_MULTI_HEADERS,
  SB_SEARCH_TERM_HEADERS,
  SD_HEADERS,
  SP_HEADERS,
  SP_SEARCH_TERM_HEADERS,
} from '../../src/bulk/headers.js';
import { LAYOUTS, type BulkLayout } from '../../src/fixtures/layouts.js';

function layoutHeader(layout: BulkLayout): string[] {
  return SP_HEADERS.map((h) => LAYOUTS[layout].header(h)).filter((h): h is string => h !== null);
}

describe('column aliases', () => {
  test('the 2026 layout has 53 columns, the older one 48', () => {
    expect(layoutHeader('us-2026')).toHaveLength(53);
    expect(layoutHeader('legacy-48')).toHaveLength(48);
    expect(layoutHeader('legacy-48')).toContain('ASIN');
    expect(layoutHeader('read-only-2022')).toContain('Keyword Id (Read only)');
    expect(layoutHeader('read-only-2022')).toContain('Acos');
    expect(layoutHeader('sentence-case')).toContain('Ad group name');
  });

  test.each<BulkLayout>(['us-2026', 'sentence-case', 'legacy-48', 'read-only-2022'])('every field the model needs is found in %s', (layout) => {
    const header = layoutHeader(layout);
    const cols = resolveColumns(header, CAMPAIGN_SHEET_COLUMNS);
    for (const field of ['entity', 'campaignId', 'adGroupId', 'keywordId', 'targetId', 'asin', 'sku', 'keywordText', 'matchType', 'biddingStrategy', 'placement', 'expression', 'spend', 'sales', 'clicks', 'impressions', 'orders', 'units'] as const) {
      expect(cols[field], field).toBeGreaterThanOrEqual(0);
    }
    expect(header[cols.asin].toLowerCase()).toMatch(/^asin/);
  });

  test('first alias present wins and missing fields are -1', () => {
    const cols = resolveColumns(['ASIN', 'ASIN (Informational only)', 'Entity'], CAMPAIGN_SHEET_COLUMNS);
    expect(cols.asin).toBe(1);
    expect(cols.entity).toBe(2);
    expect(cols.campaignId).toBe(-1);
    expect(usedIndexes(cols)).toEqual([1, 2]);
  });

  test('SD metric columns are not confused with their views-and-clicks variants', () => {
    const cols = resolveColumns(['Sales (Views & Clicks)', 'Sales', 'Orders (Views & Clicks)', 'Orders'], CAMPAIGN_SHEET_COLUMNS);
    expect([cols.sales, cols.orders]).toEqual([1, 3]);
  });

  test('SB, SD and the 2022 SB layout find their IDs, budget and targeting columns', () => {
    const multi = resolveColumns(SB_MULTI_HEADERS, CAMPAIGN_SHEET_COLUMNS);
    expect([SB_MULTI_HEADERS[multi.creativeAsins], SB_MULTI_HEADERS[multi.dailyBudget], SB_MULTI_HEADERS[multi.budgetType]]).toEqual(['Creative ASINs', 'Budget', 'Budget Type']);
    const legacy = resolveColumns(SB_LEGACY_HEADERS, CAMPAIGN_SHEET_COLUMNS);
    expect(SB_LEGACY_HEADERS[legacy.bidOptimization]).toBe('Bid Optimization');
    const sd = resolveColumns(SD_HEADERS, CAMPAIGN_SHEET_COLUMNS);
    expect([SD_HEADERS[sd.targetId], SD_HEADERS[sd.expression]]).toEqual(['Targeting ID', 'Targeting Expression']);
    const old = resolveColumns(['Entity', 'Campaign Id', 'Ad Group Id (Read only)', 'Bid optimisation'], CAMPAIGN_SHEET_COLUMNS);
    expect([old.campaignId, old.adGroupId, old.bidOptimization]).toEqual([1, 2, 3]);
  });

  test.each([
    ['SP', SP_SEARCH_TERM_HEADERS],
    ['SB', SB_SEARCH_TERM_HEADERS],
  ])('the %s search term tab has every field the search terms need', (_type, header) => {
    const cols = resolveColumns(header, SEARCH_TERM_COLUMNS);
    for (const field of ['campaignId', 'adGroupId', 'keywordId', 'targetId', 'keywordText', 'matchType', 'expression', 'customerSearchTerm', 'bid', 'state', 'spend'] as const) {
      expect(cols[field], field).toBeGreaterThanOrEqual(0);
    }
  });
});

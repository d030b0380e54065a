import { describe, expect, test } from 'vitest';
import { CAMPAIGN_SHEET_COLUMNS, resolveColumns, usedIndexes } from '../../src/bulk/columns.js';
import { SP_HEADERS } from '../../src/fixtures/headers.js';
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
    for (const field of ['entity', 'campaignId', 'adGroupId', 'adId', 'keywordId', 'targetId', 'asin', 'sku', 'keywordText', 'matchType', 'biddingStrategy', 'placement', 'expression', 'spend', 'sales', 'clicks', 'impressions', 'orders', 'units'] as const) {
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
});

import { describe, expect, test } from 'vitest';
import { resolveColumns } from '../../src/bulk/columns.js';
import { BUSINESS_REPORT_COLUMNS } from '../../src/business/report-columns.js';
import { COMPACT_HEADER, DEVICE_SPLIT_HEADER, SENTENCE_CASE_HEADER } from '../helpers/business-reports.js';

const FIELDS = ['parentAsin', 'childAsin', 'title', 'sku', 'sessions', 'unitsOrdered', 'orderedProductSales', 'totalOrderItems', 'buyBox', 'unitSession'] as const;

describe('business report columns', () => {
  test.each([
    ['compact', COMPACT_HEADER],
    ['device split', DEVICE_SPLIT_HEADER],
    ['sentence case', SENTENCE_CASE_HEADER],
  ])('the %s layout: every field on its Total column, none on a B2B or device column', (_name, header) => {
    const cols = resolveColumns(header, BUSINESS_REPORT_COLUMNS);
    for (const field of FIELDS) {
      expect(cols[field], field).toBeGreaterThanOrEqual(0);
      expect(header[cols[field]], field).not.toMatch(/B2B|Mobile|Browser/);
    }
    expect(header[cols.sessions].replace('\u2013', '-')).toBe('Sessions - Total');
  });

  test('the B2B column alone is not taken for the total', () => {
    const cols = resolveColumns(['(Child) ASIN', 'Sessions - Total - B2B', 'Units Ordered - B2B'], BUSINESS_REPORT_COLUMNS);
    expect([cols.sessions, cols.unitsOrdered]).toEqual([-1, -1]);
  });

  test('Vendor Central: ASIN, Product Title, Ordered Revenue, Ordered Units, Featured Offer Page Views', () => {
    const header = ['ASIN', 'Product Title', 'Ordered Revenue', 'Ordered Revenue - Prior Period (%)', 'Ordered Units', 'Shipped Units', 'Featured Offer Page Views'];
    const cols = resolveColumns(header, BUSINESS_REPORT_COLUMNS);
    expect([cols.childAsin, cols.title, cols.orderedProductSales, cols.unitsOrdered, cols.sessions, cols.parentAsin]).toEqual([0, 1, 2, 4, 6, -1]);
  });
});

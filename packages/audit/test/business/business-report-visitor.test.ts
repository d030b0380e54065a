import { describe, expect, test } from 'vitest';
import { BusinessReportVisitor } from '../../src/business/business-report-visitor.js';
import { readCsv } from '../../src/csv/read-csv.js';
import {
  CHILD_ENTRY,
  CHILD_ROW,
  COMPACT_HEADER,
  DEVICE_SPLIT_HEADER,
  reportCsv,
  SENTENCE_CASE_HEADER,
} from '../helpers/business-reports.js';

function visit(text: string): BusinessReportVisitor {
  const visitor = new BusinessReportVisitor();
  readCsv(text, visitor);
  return visitor;
}

/** Device-split rows: the extra device columns get their own (different) figures. */
const DEVICE_KEYS = DEVICE_SPLIT_HEADER.map((h) => (COMPACT_HEADER.includes(h) ? h : `device:${h}`));
const DEVICE_ROW = { ...CHILD_ROW, ...Object.fromEntries(DEVICE_KEYS.filter((k) => k.startsWith('device:')).map((k) => [k, '3'])) };

describe('BusinessReportVisitor', () => {
  test.each([
    ['compact (22 columns)', reportCsv(COMPACT_HEADER, [CHILD_ROW])],
    ['device split', reportCsv(DEVICE_SPLIT_HEADER, [DEVICE_ROW], DEVICE_KEYS)],
    ['sentence case with en dashes and a BOM', `\uFEFF${reportCsv(SENTENCE_CASE_HEADER, [CHILD_ROW], COMPACT_HEADER)}`],
  ])('the %s layout reads the Total columns, never the B2B or device ones', (_name, text) => {
    const visitor = visit(text);
    expect(visitor.headerFound).toBe(true);
    expect(visitor.hasParentColumn).toBe(true);
    expect(visitor.rows).toHaveLength(1);
    const row = visitor.rows[0];
    expect({ ...row, unit_session_percentage: 0, featured_offer_percentage: 0 }).toEqual({ ...CHILD_ENTRY, unit_session_percentage: 0, featured_offer_percentage: 0 });
    expect(row.unit_session_percentage).toBeCloseTo(0.0563, 12);
    expect(row.featured_offer_percentage).toBeCloseTo(0.998, 12);
  });

  test('the CA spelling: en dash Sessions and lower-case Units ordered', () => {
    const text = '(Parent) ASIN,(Child) ASIN,Title,Sessions \u2013 Total,Sessions \u2013 Total \u2013 B2B,Units ordered,Ordered product sales\nB0PARENT01,B0CHILD001,Valve,"1,000",7,12,"CA$1,200.00"\n';
    expect(visit(text).rows[0]).toMatchObject({ sessions_total: 1000, units_ordered: 12, ordered_product_sales: 1200 });
  });

  test('older export names: Sessions, Buy Box Percentage, Gross Product Sales, Orders Placed', () => {
    const text = 'Parent ASIN,Child ASIN,Title,Sessions,Session Percentage,Page Views,Buy Box Percentage,Units Ordered,Unit Session Percentage,Gross Product Sales,Orders Placed\nB0PARENT01,b0child001,Valve,200,1.5%,300,95%,10,5%,$500.00,9\n';
    expect(visit(text).rows[0]).toEqual({
      parent_asin: 'B0PARENT01', child_asin: 'B0CHILD001', title: 'Valve', sku: null, sessions_total: 200,
      units_ordered: 10, ordered_product_sales: 500, total_order_items: 9, featured_offer_percentage: 0.95, unit_session_percentage: 0.05,
    });
  });

  test('the German console: translated headers, semicolons and decimal commas', () => {
    const text = '(Übergeordnete) ASIN;(Untergeordnete) ASIN;Titel;Sitzungen – Summe;Sitzungen – Summe – B2B;Bestellte Einheiten;Durch bestellte Produkte erzielter Umsatz;Zahl der Bestellposten\nB0PARENT01;B0CHILD001;Ventil;1.234;5;12;5.255,61 €;11\n';
    expect(visit(text).rows[0]).toMatchObject({ parent_asin: 'B0PARENT01', title: 'Ventil', sessions_total: 1234, units_ordered: 12, ordered_product_sales: 5255.61, total_order_items: 11 });
  });

  test('snake_case and camelCase exports of other tools', () => {
    const text = 'parentAsin,child_asin,title,sessions_total,units_ordered,ordered_product_sales,total_order_items,featured_offer_percentage,unit_session_percentage\nB0PARENT01,B0CHILD001,Valve,10,2,20,2,0.9,0.2\n';
    expect(visit(text).rows[0]).toMatchObject({ parent_asin: 'B0PARENT01', sessions_total: 10, featured_offer_percentage: 0.9, unit_session_percentage: 0.2 });
  });

  test('Vendor Central sales export: metadata row first, Ordered Revenue and Ordered Units, no parent', () => {
    const text = [
      'Programme=[Retail],Distributor View=[Manufacturing],View By=[ASIN],Currency=[INR],Viewing Range=[01/07/26 - 31/07/26]',
      'ASIN,Product Title,Brand,Ordered Revenue,Ordered Revenue - Prior Period (%),Ordered Units,Shipped Revenue,Shipped Units,Customer Returns',
      'B0VENDOR01,Gate valve,ZV,"₹3,05,148.87",12.5%,120,"₹2,00,000.00",100,2',
      'B0VENDOR02,Ball valve,ZV,"-₹379.04",,-1,,,1',
    ].join('\n');
    const visitor = visit(text);
    expect(visitor.metadataRow).toBe(true);
    expect(visitor.hasParentColumn).toBe(false);
    expect(visitor.rows.map((r) => [r.parent_asin, r.child_asin, r.title, r.ordered_product_sales, r.units_ordered, r.sessions_total])).toEqual([
      ['B0VENDOR01', 'B0VENDOR01', 'Gate valve', 305148.87, 120, null],
      ['B0VENDOR02', 'B0VENDOR02', 'Ball valve', -379.04, -1, null],
    ]);
  });

  test('Vendor Central traffic export: Featured Offer Page Views stand in for sessions', () => {
    const text = 'ASIN,Product Title,Brand,Featured Offer Page Views,Featured Offer Page Views - Prior Period (%),Featured Offer Page Views - Same Period Last Year (%)\nB0VENDOR01,Gate valve,ZV,"4,512",-3.2%,10%\n';
    expect(visit(text).rows[0]).toMatchObject({ child_asin: 'B0VENDOR01', sessions_total: 4512, ordered_product_sales: null });
  });

  test('en-GB vendor views without ordered figures fall back to dispatched ones', () => {
    const text = 'ASIN,Product Title,Dispatched revenue,Dispatched units\nB0VENDOR01,Gate valve,"£1,234.50",7\n';
    expect(visit(text).rows[0]).toMatchObject({ ordered_product_sales: 1234.5, units_ordered: 7 });
  });

  test('rows without a valid ASIN are counted and left out; blank ones are skipped', () => {
    const visitor = visit(`${COMPACT_HEADER.join(',')}\nB0PARENT01,NOT-AN-ASIN\nB0PARENT01,\nB0PARENT01,B0CHILD002,x\nTotal,,,\n`);
    expect(visitor.rows.map((r) => r.child_asin)).toEqual(['B0CHILD002']);
    expect(visitor.invalidAsins).toBe(1);
  });

  test('a header further down than the first rows is not looked for', () => {
    const lines = Array.from({ length: 12 }, (_, i) => `note ${i}`);
    const visitor = visit([...lines, 'ASIN,Title', 'B0VENDOR01,x'].join('\n'));
    expect(visitor.headerFound).toBe(false);
    expect(visitor.rows).toEqual([]);
  });
});

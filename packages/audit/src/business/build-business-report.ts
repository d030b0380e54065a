/** Turns the rows read from a business report into the BusinessReport (one entry per child ASIN). */
import { AuditError } from '../errors.js';
import type { BusinessReportVisitor } from './business-report-visitor.js';
import type { AsinMapEntry, BusinessReport } from './types.js';

export const NOT_A_BUSINESS_REPORT_MESSAGE =
  "This file is not a business report: no '(Child) ASIN' or 'ASIN' column was found in its first rows. Download 'Detail Page Sales and Traffic By Child Item' from Seller Central, or a Sales report by ASIN from Vendor Central.";

const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** Sessions-weighted average of two fractions. */
function weighted(a: AsinMapEntry, b: AsinMapEntry, key: 'featured_offer_percentage' | 'unit_session_percentage') {
  const wa = a.sessions_total ?? 0;
  const wb = b.sessions_total ?? 0;
  if (a[key] === null) return b[key];
  if (b[key] === null || wa + wb === 0) return a[key];
  return ((a[key] ?? 0) * wa + (b[key] ?? 0) * wb) / (wa + wb);
}

/** A child ASIN listed twice (one row per SKU) is one product: its figures are added. */
function merge(a: AsinMapEntry, b: AsinMapEntry): AsinMapEntry {
  return {
    ...a,
    title: a.title || b.title,
    sku: a.sku ?? b.sku,
    featured_offer_percentage: weighted(a, b, 'featured_offer_percentage'),
    unit_session_percentage: weighted(a, b, 'unit_session_percentage'),
    sessions_total: add(a.sessions_total, b.sessions_total),
    units_ordered: add(a.units_ordered, b.units_ordered),
    ordered_product_sales: add(a.ordered_product_sales, b.ordered_product_sales),
    total_order_items: add(a.total_order_items, b.total_order_items),
  };
}

export function buildBusinessReport(visitor: BusinessReportVisitor, fileName: string): BusinessReport {
  if (!visitor.headerFound) throw new AuditError('not_a_business_report', NOT_A_BUSINESS_REPORT_MESSAGE);
  const byChild = new Map<string, AsinMapEntry>();
  for (const row of visitor.rows) {
    const seen = byChild.get(row.child_asin);
    byChild.set(row.child_asin, seen ? merge(seen, row) : row);
  }
  const warnings: string[] = [];
  const kind = visitor.hasParentColumn ? 'seller' : 'vendor';
  if (kind === 'vendor') warnings.push('The report has no parent ASIN column: each ASIN is shown as its own parent.');
  if (visitor.invalidAsins > 0) {
    warnings.push(`${visitor.invalidAsins} row(s) without a valid 10-character ASIN were left out.`);
  }
  if (byChild.size === 0) warnings.push('The report lists no ASINs.');
  return { kind, file_name: fileName, asin_map: [...byChild.values()], warnings };
}

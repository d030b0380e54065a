/** The business report (Seller Central or Vendor Central) as the audit uses it. */
import type { Count, Fraction, Money } from '../metrics/units.js';

export interface AsinMapEntry {
  /** The parent ASIN; vendor reports have none, so the child ASIN stands in. */
  parent_asin: string;
  child_asin: string;
  title: string;
  sku: string | null;
  sessions_total: Count | null;
  units_ordered: Count | null;
  ordered_product_sales: Money | null;
  total_order_items: Count | null;
  /** Buy box share as a fraction (0.998). */
  featured_offer_percentage: Fraction | null;
  /** Units per session as a fraction. */
  unit_session_percentage: Fraction | null;
}

export interface BusinessReport {
  kind: 'seller' | 'vendor';
  file_name: string;
  asin_map: AsinMapEntry[];
  warnings: string[];
}

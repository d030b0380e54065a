/**
 * Business report columns, matched exactly after normalisation (headerKey), so that
 * 'Sessions - Total' never captures 'Sessions - Total - B2B'. Seller Central compact and
 * device-split layouts, en-dash/sentence-case spellings, older exports, Vendor Central.
 */
import type { ColumnAliases } from '../bulk/columns.js';

export const BUSINESS_REPORT_COLUMNS = {
  parentAsin: ['(parent) asin', 'parent asin', 'parent_asin', 'parentasin'],
  childAsin: ['(child) asin', 'child asin', 'child_asin', 'childasin', 'asin'],
  title: ['title', 'product title', 'item name', 'product name'],
  sku: ['sku'],
  sessions: ['sessions - total', 'sessions', 'sessions_total', 'sessions total'],
  unitsOrdered: ['units ordered', 'ordered units', 'units_ordered'],
  orderedProductSales: ['ordered product sales', 'ordered revenue', 'ordered_product_sales', 'gross product sales'],
  totalOrderItems: ['total order items', 'total_order_items', 'orders placed'],
  buyBox: [
    'featured offer (buy box) percentage',
    'featured offer percentage',
    'buy box percentage',
    'featured_offer_percentage',
  ],
  unitSession: ['unit session percentage', 'unit_session_percentage'],
} as const satisfies ColumnAliases;

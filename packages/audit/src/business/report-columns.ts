/**
 * Business report columns, matched exactly after normalisation (headerKey), so that
 * 'Sessions - Total' never captures 'Sessions - Total - B2B'. Seller Central compact and
 * device-split layouts, en-dash/sentence-case spellings, older exports, Vendor Central, and
 * the German console's names.
 */
import type { ColumnAliases } from '../bulk/columns.js';

export const BUSINESS_REPORT_COLUMNS = {
  parentAsin: ['(parent) asin', 'parent asin', 'parent_asin', 'parentasin', '(übergeordnete) asin'],
  childAsin: ['(child) asin', 'child asin', 'child_asin', 'childasin', '(untergeordnete) asin', 'asin'],
  title: ['title', 'product title', 'item name', 'product name', 'titel'],
  sku: ['sku'],
  // Vendor Central has no sessions: 'Featured Offer Page Views' (formerly 'Glance Views')
  // is its closest traffic measure.
  sessions: ['sessions - total', 'sessions', 'sessions_total', 'sessions total', 'featured offer page views', 'glance views', 'sitzungen - summe'],
  // Vendor: ordered figures first; shipped ('dispatched' in en-GB) only when a view has no ordered ones.
  unitsOrdered: ['units ordered', 'ordered units', 'units_ordered', 'bestellte einheiten', 'shipped units', 'dispatched units'],
  orderedProductSales: [
    'ordered product sales',
    'ordered revenue',
    'ordered_product_sales',
    'gross product sales',
    'durch bestellte produkte erzielter umsatz',
    'shipped revenue',
    'dispatched revenue',
  ],
  totalOrderItems: ['total order items', 'total_order_items', 'orders placed', 'zahl der bestellposten'],
  buyBox: [
    'featured offer (buy box) percentage',
    'featured offer percentage',
    'buy box percentage',
    'featured_offer_percentage',
  ],
  unitSession: ['unit session percentage', 'unit_session_percentage'],
} as const satisfies ColumnAliases;

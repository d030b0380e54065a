/** Business report texts in the layouts Amazon ships (the Detail Page Sales and Traffic report, by parent and by child item), for the tests. */

/** Seller Central 'Detail Page Sales and Traffic By Child Item', compact layout (22 columns). */
export const COMPACT_HEADER = [
  '(Parent) ASIN', '(Child) ASIN', 'Title', 'SKU', 'Sessions - Total', 'Sessions - Total - B2B',
  'Session Percentage - Total', 'Session Percentage - Total - B2B', 'Page Views - Total', 'Page Views - Total - B2B',
  'Page Views Percentage - Total', 'Page Views Percentage - Total - B2B', 'Featured Offer (Buy Box) Percentage',
  'Featured Offer (Buy Box) Percentage - B2B', 'Units Ordered', 'Units Ordered - B2B', 'Unit Session Percentage',
  'Unit Session Percentage - B2B', 'Ordered Product Sales', 'Ordered Product Sales - B2B', 'Total Order Items',
  'Total Order Items - B2B',
];

/** The device-split layout: Mobile App / Browser columns before each Total (note 'Mobile APP - B2B'). */
export const DEVICE_SPLIT_HEADER = COMPACT_HEADER.flatMap((h) => {
  const m = /^(Sessions|Session Percentage|Page Views|Page Views Percentage) - Total$/.exec(h);
  if (!m) return [h];
  const app = m[1] === 'Page Views Percentage' ? 'App' : 'APP';
  return [`${m[1]} - Mobile App`, `${m[1]} - Mobile ${app} - B2B`, `${m[1]} - Browser`, `${m[1]} - Browser - B2B`, h];
});

/** Sentence case with en dashes, as another marketplace writes it. */
export const SENTENCE_CASE_HEADER = COMPACT_HEADER.map((h) =>
  h
    .replace(/ - /g, ' \u2013 ')
    .replace('Session Percentage', 'Session percentage')
    .replace('Page Views', 'Page views')
    .replace('Featured Offer (Buy Box) Percentage', 'Featured Offer (Buy Box) percentage')
    .replace('Units Ordered', 'Units ordered')
    .replace('Unit Session Percentage', 'Unit session percentage')
    .replace('Total Order Items', 'Total order items'),
);

/** Values of one child row, keyed by the compact layout's header. B2B figures differ from totals on purpose. */
export const CHILD_ROW: Record<string, string> = {
  '(Parent) ASIN': 'B0PARENT01',
  '(Child) ASIN': 'B0CHILD001',
  Title: 'Brass valve, 1/2 inch',
  SKU: 'SKU-1',
  'Sessions - Total': '12,131',
  'Sessions - Total - B2B': '40',
  'Session Percentage - Total': '12.02%',
  'Featured Offer (Buy Box) Percentage': '99.80%',
  'Featured Offer (Buy Box) Percentage - B2B': '100.00%',
  'Units Ordered': '683',
  'Units Ordered - B2B': '5',
  'Unit Session Percentage': '5.63%',
  'Unit Session Percentage - B2B': '12.50%',
  'Ordered Product Sales': '$12,905.25',
  'Ordered Product Sales - B2B': '$94.50',
  'Total Order Items': '650',
  'Total Order Items - B2B': '5',
};

/** What CHILD_ROW means. */
export const CHILD_ENTRY = {
  parent_asin: 'B0PARENT01',
  child_asin: 'B0CHILD001',
  title: 'Brass valve, 1/2 inch',
  sku: 'SKU-1',
  sessions_total: 12131,
  units_ordered: 683,
  ordered_product_sales: 12905.25,
  total_order_items: 650,
  featured_offer_percentage: 0.998,
  unit_session_percentage: 0.0563,
};

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * CSV text: `header` in the file's spelling; each row's values are keyed by `keys[i]` (the
 * compact-layout name of column i, default the header itself), missing values blank.
 */
export function reportCsv(header: string[], rows: Record<string, string>[], keys: string[] = header): string {
  const lines = [header.map(quote).join(',')];
  for (const row of rows) lines.push(keys.map((k) => quote(row[k] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

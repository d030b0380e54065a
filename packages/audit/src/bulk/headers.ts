/** Header rows of each bulk tab as in Amazon's genuine 2026 US download: the exports write them, and the fixtures build workbooks with them. */

const METRICS = [
  'Impressions', 'Clicks', 'Click-through Rate', 'Spend', 'Sales', 'Orders', 'Units',
  'Conversion Rate', 'ACOS', 'CPC', 'ROAS',
];

export const SP_HEADERS = [
  'Product', 'Entity', 'Operation', 'Campaign ID', 'Ad Group ID', 'Portfolio ID', 'Ad ID', 'Keyword ID',
  'Product Targeting ID', 'Campaign Name', 'Ad Group Name', 'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)', 'Portfolio Name (Informational only)', 'Start Date', 'End Date',
  'Targeting Type', 'State', 'Campaign State (Informational only)', 'Ad Group State (Informational only)',
  'Daily Budget', 'SKU', 'ASIN (Informational only)', 'Eligibility Status (Informational only)',
  'Reason for Ineligibility (Informational only)', 'Ad Group Default Bid',
  'Ad Group Default Bid (Informational only)', 'Bid', 'Keyword Text', 'Native Language Keyword',
  'Native Language Locale', 'Match Type', 'Bidding Strategy', 'Placement', 'Percentage',
  'Product Targeting Expression', 'Resolved Product Targeting Expression (Informational only)', 'Audience ID',
  'Shopper Cohort Percentage', 'Shopper Cohort Type', 'Segment Name (Informational only)', 'Sites',
  ...METRICS,
];

export const SB_LEGACY_HEADERS = [
  'Product', 'Entity', 'Operation', 'Campaign ID', 'Draft Campaign ID', 'Portfolio ID', 'Ad Group ID',
  'Keyword ID', 'Product Targeting ID', 'Campaign Name', 'Campaign Name (Informational only)',
  'Portfolio Name (Informational only)', 'Start Date', 'End Date', 'State', 'Campaign State (Informational only)',
  'Campaign Serving Status (Informational only)', 'Budget Type', 'Budget', 'Bid Optimization', 'Bid Multiplier',
  'Bid', 'Keyword Text', 'Match Type', 'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)', 'Ad Format', 'Ad Format (Informational only)',
  'Landing Page URL', 'Landing Page ASINs', 'Landing Page Type (Informational only)', 'Brand Entity ID',
  'Brand Name', 'Brand Logo Asset ID', 'Brand Logo URL (Informational only)', 'Custom Image Asset ID',
  'Creative Headline', 'Creative ASINs', 'Video Media IDs', 'Creative Type', ...METRICS,
];

export const SB_MULTI_HEADERS = [
  'Product', 'Entity', 'Operation', 'Campaign ID', 'Portfolio ID', 'Ad Group ID', 'Ad ID', 'Keyword ID',
  'Product Targeting ID', 'Campaign Name', 'Ad Group Name', 'Ad Name', 'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)', 'Portfolio Name (Informational only)', 'Start Date', 'End Date', 'State',
  'Brand Entity ID', 'Campaign State (Informational only)', 'Campaign Serving Status (Informational only)',
  'Campaign Serving Status Details (Informational only)', 'Rule Based Budget Is Processing (Informational only)',
  'Rule Based Budget Name (Informational only)', 'Rule Based Budget Value (Informational only)',
  'Rule Based Budget ID (Informational only)', 'Ad Group Serving Status (Informational only)',
  'Ad Group Serving Status Details (Informational only)', 'Budget Type', 'Budget', 'Bid Optimization',
  'Product Location', 'Bid', 'Placement', 'Percentage', 'Audience ID', 'Shopper Cohort Percentage',
  'Shopper Cohort Type', 'Segment Name (Informational only)', 'Keyword Text', 'Match Type',
  'Native Language Keyword', 'Native Language Locale', 'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)', 'Ad Serving Status (Informational only)',
  'Ad Serving Status Details (Informational only)', 'Landing Page URL', 'Landing Page ASINs', 'Landing Page Type',
  'Brand Name', 'Consent To Translate', 'Brand Logo Asset ID', 'Brand Logo URL (Informational only)',
  'Brand Logo Crop', 'Custom Images', 'Creative Headline', 'Creative ASINs', 'Video Asset IDs',
  'Original Video Asset IDs (Informational only)', 'Subpages', 'Sites', ...METRICS,
];

export const SD_HEADERS = [
  'Product', 'Entity', 'Operation', 'Campaign ID', 'Portfolio ID', 'Ad Group ID', 'Ad ID', 'Targeting ID',
  'Campaign Name', 'Ad Group Name', 'Campaign Name (Informational only)', 'Ad Group Name (Informational only)',
  'Portfolio Name (Informational only)', 'Start Date', 'End Date', 'State', 'Campaign State (Informational only)',
  'Ad Group State (Informational only)', 'Tactic', 'Budget Type', 'Budget', 'SKU', 'ASIN (Informational only)',
  'Ad Group Default Bid', 'Ad Group Default Bid (Informational only)', 'Bid', 'Bid Optimization', 'Cost Type',
  'Targeting Expression', 'Resolved Targeting Expression (Informational only)', ...METRICS, 'Viewable Impressions',
  'Sales (Views & Clicks)', 'Orders (Views & Clicks)', 'Units (Views & Clicks)', 'ACOS (Views & Clicks)',
  'ROAS (Views & Clicks)',
];

export const SP_SEARCH_TERM_HEADERS = [
  'Product', 'Campaign ID', 'Ad Group ID', 'Keyword ID', 'Product Targeting ID', 'Campaign Name (Informational only)',
  'Ad Group Name (Informational only)', 'Portfolio Name (Informational only)', 'State',
  'Campaign State (Informational only)', 'Bid', 'Keyword Text', 'Match Type', 'Product Targeting Expression',
  'Resolved Product Targeting Expression (Informational only)', 'Customer Search Term', ...METRICS,
];

export const SB_SEARCH_TERM_HEADERS = SP_SEARCH_TERM_HEADERS.filter(
  (h) => h !== 'Portfolio Name (Informational only)' && h !== 'Resolved Product Targeting Expression (Informational only)',
);

/** Header-only tabs a full download also carries. */
export const OTHER_TABS: { name: string; headers: string[]; hidden?: boolean }[] = [
  {
    name: 'Portfolios',
    headers: ['Product', 'Entity', 'Operation', 'Portfolio ID', 'Portfolio Name', 'Budget Amount', 'Budget Currency Code',
      'Budget Policy', 'Budget Start Date', 'Budget End Date', 'State (Informational only)', 'In Budget (Informational only)'],
  },
  { name: 'Brand Assets Data (Read-only)', headers: ['Brand Entity ID', 'Brand Name'] },
  { name: 'Config', headers: ['SponsoredProductsProductNames', 'Sponsored Products'], hidden: true },
  {
    name: 'RAS Campaigns',
    headers: ['Product', 'Entity', 'Operation', 'Campaign ID', 'Ad Group ID', 'Target ID', 'Product Ad ID', 'Portfolio ID',
      'Retailer', 'Retailer ID', 'Retailer Offer ID', 'Name', 'State', 'Start Date', 'End Date', 'Targeting Type',
      'Target Type', 'Target Level', 'Budget', 'Budget Type', 'SKU', 'Ad Group Default Bid', 'Negative',
      'Product Targeting Expression', 'Bid', 'Currency Code', 'Keyword Text', 'Keyword Match Type', 'Auto Match Type',
      'Bidding Strategy', 'Bidding Adjustment Placement', 'Bidding Adjustment Percentage', ...METRICS],
  },
  {
    name: 'RAS Search Term Report',
    headers: ['Product', 'Campaign ID', 'Ad Group ID', 'Target ID', 'Retailer', 'Retailer ID', 'Retailer Offer ID',
      'Campaign Name', 'Ad Group Name', 'State', 'Negative', 'Target Level', 'Bid', 'Currency Code', 'Keyword', 'Match Type',
      'Resolved Product Targeting Expression', 'Customer Search Term', ...METRICS],
  },
  {
    name: 'Budget Rules',
    headers: ['Product', 'Entity', 'Operation', 'Budget Rule ID', 'Budget Rule Name', 'Budget Rule State',
      'Budget Rule Status (Informational only)', 'Budget Rule Type', 'Budget Rule Created Date (Informational only)',
      'Budget Rule Last Updated Date (Informational only)', 'Campaign ID', 'Campaign Name (Informational only)',
      'Performance Measure Metric', 'Performance Measure Comparison', 'Performance Measure Threshold',
      'Budget Rule Increase By Type', 'Budget Rule Increase By Value', 'Recurrence Type', 'Monday', 'Tuesday', 'Wednesday',
      'Thursday', 'Friday', 'Saturday', 'Sunday', 'Intraday Schedule Start Time', 'Intraday Schedule End Time',
      'Date Range Type Rule Duration Start Date', 'Date Range Type Rule Duration End Date', 'Event ID',
      'Event Name (Informational only)', 'Event Start Date (Informational only)', 'Event End Date (Informational only)'],
  },
  { name: 'Sheet12', headers: ['Version', 'Version (1.0)'], hidden: true },
];

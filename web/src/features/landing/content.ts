// The landing page's words, kept apart from its layout so they read as one piece of copy.

export const HERO = {
  eyebrow: 'Free Amazon Ads audit tool',
  headline: 'Audit your Amazon Ads account in seconds, from one file upload',
  lead:
    'Download the bulk file from your Amazon Ads console, drop it in, and get account summaries, campaign drill-downs and a parent-ASIN audit. No API connection, no app permissions.',
  points: ['Sponsored Products, Brands and Display', 'Notes that turn into an audit document', 'Your raw file is never stored'],
};

export type FeatureCopy = { title: string; body: string };

/** The four feature cards. */
export const FEATURES: FeatureCopy[] = [
  {
    title: 'Blazing Fast',
    body: 'Drop a bulk workbook and the whole account is ready in seconds. The file is read in a background worker, so large accounts load without freezing the page.',
  },
  {
    title: 'Complete Visibility',
    body: 'Spend, sales and ROAS by campaign type, match type, placement and bidding strategy, with every campaign’s placements, ad groups, products, targeting and negatives one click away.',
  },
  {
    title: 'No API Required',
    body: 'No Amazon Ads API connection, no app permission, no access to your seller account. The bulk file you already download is all it takes.',
  },
  {
    title: 'Inline Notes',
    body: 'Write findings against campaigns and parent ASINs while you audit. Notes are saved with your account and come together as one audit document.',
  },
];

export type ShowcaseCopy = { eyebrow: string; title: string; body: string; points: string[] };

/** The four alternating showcases: summaries, drill-down, parent-ASIN audit, notes. */
export const SHOWCASES: ShowcaseCopy[] = [
  {
    eyebrow: 'Account summaries',
    title: 'See the whole account at a glance',
    body: 'Total spend, sales and ROAS up front, then the splits that matter when you audit an account for the first time.',
    points: [
      'Campaign type, with Sponsored Products split into auto and manual',
      'Match type and targeting, placements and bidding strategy',
      'Top 5, 10, 15 and 20 campaigns by share of spend',
      'Copy any summary as a table for your report',
    ],
  },
  {
    eyebrow: 'Campaign drill-down',
    title: 'From campaign to keyword without waiting',
    body: 'Every campaign arrives preloaded. Expand it to see how each placement performs, then open its ad groups.',
    points: [
      'Products, keywords and product targets with their metrics',
      'Negative keywords and negative product targets',
      'Search terms per ad group, sorted by spend',
      'Filters and sortable columns across the campaign table',
    ],
  },
  {
    eyebrow: 'Parent-ASIN audit',
    title: 'Audit by product, not only by campaign',
    body: 'Add a Seller Central business report (or a Vendor Central report) and the audit regroups advertising around your parent ASINs.',
    points: [
      'Ad spend against total sales, with TACoS, for each parent ASIN',
      'Which campaigns and targets spend on each product family',
      'Product titles alongside ASINs everywhere',
      'Filter campaigns by parent ASIN or product title',
    ],
  },
  {
    eyebrow: 'Notes and audit document',
    title: 'Turn your notes into the audit',
    body: 'Notes sit next to the numbers they are about and are saved between sessions. When you are done, they read as a finished document.',
    points: [
      'Notes on campaigns and on parent ASINs',
      'A gauge of how much spend and sales your notes cover',
      'Campaign notes ordered by spend, parent-ASIN notes with titles',
      'Copy the whole audit document in one click',
    ],
  },
];

export type StepCopy = { title: string; body: string };

/** How It Works, in three steps. */
export const STEPS: StepCopy[] = [
  {
    title: 'Download the bulk file',
    body: 'In the Amazon Ads console open Bulk operations, pick a date range (a full month or 30 days works best), tick placement data and every ad type, then create and download the spreadsheet.',
  },
  {
    title: 'Drag and drop it',
    body: 'Drop the .xlsx workbook (up to 20 MB) onto the Ads Auditor. It is read in memory and the raw file is never stored.',
  },
  {
    title: 'See performance and audit',
    body: 'Summaries, the campaign table, search terms and the parent-ASIN audit appear in seconds. Add notes as you go and copy the audit when you are done.',
  },
];

export const CLOSING = {
  title: 'Your next audit is one upload away',
  body: 'Create a free account, download your bulk file and see where the budget goes before your next coffee.',
};

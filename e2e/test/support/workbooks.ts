// Upload files for the auditor journeys: a small bulk workbook written by the engine's fixture
// builder (with one ad group of more than 50 search terms, so their dialog really pages), a
// Seller Central business report for the same ASINs, and the shared genuine sample.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBulkWorkbook, type BulkFixture, type FixtureCounts, type FixtureSearchTerm } from '@ads-auditor/audit/fixtures';
import { REPO_ROOT } from './app-server.js';

const m = (impressions: number, clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({ impressions, clicks, spend, sales, orders });

/** Search terms of the busy ad group: one page of 50 and a second of the rest. */
export const BUSY_SEARCH_TERM_COUNT = 62;
export const SEARCH_TERMS_PAGE_SIZE = 50;

const BUSY_TERMS: FixtureSearchTerm[] = Array.from({ length: BUSY_SEARCH_TERM_COUNT }, (_, i) => ({
  term: `brass valve term ${String(i + 1).padStart(2, '0')}`,
  keyword: i % 3 === 0 ? 'brass ball valve' : 'shut off valve',
  // Distinct spend so every ordering of the dialog is stable.
  metrics: m(200 + i * 7, 2 + (i % 9), 0.5 + i * 0.37, (i % 4) * 12.5, i % 4 === 0 ? 0 : 1),
}));

/** The campaign names a journey reads, with the ad group whose search terms page. */
export const ACCOUNT_NAMES = {
  busyCampaign: 'SP Brass Valves | Exact',
  busyAdGroup: 'Ball valves 1/2 inch',
  autoCampaign: 'SP Auto | Valves',
  brandCampaign: 'SB Brand | Valves',
  displayCampaign: 'SD Retargeting | Valves',
  smallCampaign: 'SP Fittings | Phrase',
} as const;

/** Child ASINs of the account, under two parents in the business report. */
export const ASINS = { ballValve: 'B0VALVE001', ballValveLarge: 'B0VALVE002', fitting: 'B0FITTN001' } as const;
export const PARENTS = { valves: 'B0PARENTV1', fittings: 'B0PARENTF1' } as const;

/** A small SP/SB/SD account with placements, negatives, products and search terms. */
export const AUDITOR_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      name: ACCOUNT_NAMES.busyCampaign,
      biddingStrategy: 'Dynamic bids - down only',
      adGroups: [
        {
          name: ACCOUNT_NAMES.busyAdGroup,
          defaultBid: 0.95,
          products: [{ asin: ASINS.ballValve, weight: 3 }, { asin: ASINS.ballValveLarge }],
          keywords: [
            { text: 'brass ball valve', matchType: 'Exact', bid: 1.35, metrics: m(8200, 210, 312.48, 1540.9, 41) },
            { text: 'shut off valve', matchType: 'Exact', bid: 1.1, metrics: m(5100, 120, 158.37, 402.15, 11) },
          ],
          negativeKeywords: [{ text: 'pvc', matchType: 'negativeExact' }],
          searchTerms: BUSY_TERMS,
        },
        {
          name: 'Gate valves',
          products: [{ asin: ASINS.ballValveLarge }],
          targets: [{ expression: `asin="${ASINS.fitting}"`, bid: 0.7, metrics: m(900, 14, 11.06, 0, 0) }],
          negativeTargets: [{ expression: 'asin="B0COMPET01"' }],
        },
      ],
      negativeKeywords: [{ text: 'plastic valve', matchType: 'Negative Phrase' }],
    },
    {
      name: ACCOUNT_NAMES.autoCampaign,
      targeting: 'Auto',
      biddingStrategy: 'Dynamic bids - up and down',
      adGroups: [
        {
          name: 'Auto valves',
          products: [{ asin: ASINS.ballValve }],
          targets: [
            { expression: 'close-match', bid: 0.8, metrics: m(4000, 60, 54.6, 210.0, 6) },
            { expression: 'substitutes', metrics: m(2500, 22, 19.8, 35.99, 1) },
          ],
          searchTerms: [{ term: 'ball valve 1/2', target: 'close-match', metrics: m(300, 9, 8.1, 35.99, 1) }],
        },
      ],
    },
    {
      name: ACCOUNT_NAMES.smallCampaign,
      biddingStrategy: 'Fixed bid',
      adGroups: [
        {
          name: 'Fittings',
          products: [{ asin: ASINS.fitting }],
          keywords: [{ text: 'brass fitting', matchType: 'Phrase', bid: 0.6, metrics: m(700, 5, 3.25, 0, 0) }],
        },
      ],
    },
    {
      type: 'SB',
      name: ACCOUNT_NAMES.brandCampaign,
      biddingStrategy: 'true',
      adGroups: [
        {
          name: 'Brand store',
          products: [{ asin: ASINS.ballValve }],
          keywords: [{ text: 'zvalves', matchType: 'Broad', metrics: m(6000, 95, 88.15, 610.4, 14) }],
          searchTerms: [{ term: 'zvalves brass', keyword: 'zvalves', metrics: m(80, 7, 6.3, 49.99, 1) }],
        },
      ],
    },
    {
      type: 'SD',
      name: ACCOUNT_NAMES.displayCampaign,
      adGroups: [
        {
          name: 'Views retargeting',
          products: [{ asin: ASINS.fitting }],
          targets: [{ expression: 'views=(exact-product lookback=30)', bid: 0.55, metrics: m(12000, 40, 21.6, 75.5, 2) }],
        },
      ],
    },
  ],
};

/** The journeys' bulk workbook bytes (built once per file). */
let cachedAccount: Uint8Array | undefined;
export const auditorWorkbook = (): Uint8Array => (cachedAccount ??= buildBulkWorkbook(AUDITOR_ACCOUNT));

/** A 'Detail Page Sales and Traffic By Child Item' report for the account's ASINs, as Seller Central writes it. */
export const BUSINESS_REPORT_CSV = [
  '(Parent) ASIN,(Child) ASIN,Title,SKU,Sessions - Total,Sessions - Total - B2B,Featured Offer (Buy Box) Percentage,Units Ordered,Unit Session Percentage,Ordered Product Sales,Total Order Items',
  `${PARENTS.valves},${ASINS.ballValve},"Brass ball valve, 1/2 inch, full port",SKU-BV-12,"4,210",12,98.50%,188,4.47%,"$5,621.20",180`,
  `${PARENTS.valves},${ASINS.ballValveLarge},Brass ball valve 1 inch full port,SKU-BV-100,"1,050",3,96.00%,41,3.90%,"$1,639.59",40`,
  `${PARENTS.fittings},${ASINS.fitting},Brass pipe fitting set,SKU-FT-01,800,0,91.25%,22,2.75%,$439.78,21`,
].join('\n');

/** A file to hand to `setInputFiles`: written to a temporary folder under its real name. */
export function fileOnDisk(fileName: string, bytes: Uint8Array | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-e2e-upload-'));
  const file = path.join(dir, fileName);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The genuine Amazon bulk download shared beside the repository (../shared), when present. */
export function sharedSamplePath(): string | undefined {
  const sample = path.resolve(REPO_ROOT, '..', 'shared', 'samples', 'zvalves_bulk.xlsx');
  return fs.existsSync(sample) ? sample : undefined;
}

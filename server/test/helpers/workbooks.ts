// Real workbooks and reports for the API tests, written by the engine's fixture builder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBulkWorkbook, bulkWorkbookSheets, type BulkFixture, type FixtureCounts } from '@ads-auditor/audit/fixtures';
import { writeWorkbook } from '@ads-auditor/audit/node';

const m = (impressions: number, clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({ impressions, clicks, spend, sales, orders });

export const AUTO_AD_GROUP_ID = '211111111111111';
export const EXACT_AD_GROUP_ID = '211111111111112';
export const SB_AD_GROUP_ID = '411111111111111';

/** Search terms of the auto ad group: 7 of them, so pages of 3 make 3 pages. Spend is distinct for a stable order. */
const AUTO_TERMS = Array.from({ length: 7 }, (_, i) => ({
  term: `snore term ${i + 1}`,
  target: i % 2 === 0 ? 'close-match' : 'substitutes',
  metrics: m(100 + i, 10 + i, 1 + i * 1.25, i * 4, i % 3),
}));

/** An account with SP auto + manual, SB and SD campaigns, negatives, products and search terms. */
export const SMALL_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '111111111111111',
      name: 'SP Auto',
      targeting: 'Auto',
      biddingStrategy: 'Dynamic bids - up and down',
      adGroups: [
        {
          id: AUTO_AD_GROUP_ID,
          name: 'Auto group',
          products: [{ asin: 'B000000001' }, { asin: 'B000000002', weight: 3 }],
          targets: [
            { expression: 'close-match', bid: 0.8, metrics: m(1000, 40, 30.1, 90.3, 3) },
            { expression: 'substitutes', metrics: m(500, 10, 8.21, 0, 0) },
          ],
          searchTerms: AUTO_TERMS,
        },
      ],
      negativeKeywords: [{ text: 'free', matchType: 'Negative Phrase' }],
    },
    {
      id: '111111111111112',
      name: 'SP Manual Exact',
      biddingStrategy: 'Fixed bid',
      adGroups: [
        {
          id: EXACT_AD_GROUP_ID,
          name: 'Exact group',
          products: [{ asin: 'B000000001' }],
          keywords: [
            { text: 'snore stopper', matchType: 'Exact', bid: 1.2, metrics: m(2000, 100, 120.55, 400.1, 10) },
            { text: 'anti snore', matchType: 'Phrase', metrics: m(300, 5, 4.45, 0, 0) },
          ],
          targets: [{ expression: 'asin="B0ABCDEFGH"', bid: 0.9, metrics: m(100, 2, 1.9, 25, 1) }],
          negativeKeywords: [{ text: 'cheap', matchType: 'Negative Exact' }],
          searchTerms: [{ term: 'snore stopper', keyword: 'snore stopper', metrics: m(50, 5, 6, 40, 2) }],
        },
      ],
    },
    {
      type: 'SB',
      id: '311111111111111',
      name: 'SB Video',
      biddingStrategy: 'true',
      adGroups: [
        {
          id: SB_AD_GROUP_ID,
          name: 'SB group',
          products: [{ asin: 'B000000002' }],
          keywords: [{ text: 'anti snoring', matchType: 'Broad', metrics: m(4000, 80, 60.3, 150.7, 5) }],
          searchTerms: [{ term: 'anti snoring device', keyword: 'anti snoring', metrics: m(10, 3, 2.2, 0, 0) }],
        },
      ],
    },
    {
      type: 'SD',
      id: '511111111111111',
      name: 'SD Contextual',
      adGroups: [
        {
          id: '611111111111111',
          name: 'SD group',
          products: [{ asin: 'B000000003' }],
          targets: [{ expression: 'category="702368011"', bid: 0.6, metrics: m(9000, 30, 15, 0, 0) }],
        },
      ],
    },
  ],
};

let cached: Uint8Array | undefined;
/** The small account's workbook (built once per test file). */
export const smallWorkbook = (): Uint8Array => (cached ??= buildBulkWorkbook(SMALL_ACCOUNT));

/** The same account downloaded without the search term tabs. */
export const workbookWithoutSearchTerms = (): Uint8Array => buildBulkWorkbook(SMALL_ACCOUNT, { searchTerms: false });

/** The small account's workbook with a Portfolios tab whose Budget Currency Code is `currency`. */
export const workbookInCurrency = (currency: string): Uint8Array =>
  writeWorkbook([
    ...bulkWorkbookSheets(SMALL_ACCOUNT),
    { name: 'Portfolios', rows: [['Product', 'Entity', 'Operation', 'Portfolio ID', 'Portfolio Name', 'Budget Currency Code'], ['Sponsored Products', 'Portfolio', null, '1', 'Main', currency]] },
  ]);

/** A genuine .xlsx that is not an Amazon bulk file. */
export const notABulkWorkbook = (): Uint8Array => writeWorkbook([{ name: 'Sheet1', rows: [['Name', 'Value'], ['a', 1]] }]);

/** A Seller Central 'Detail Page Sales and Traffic By Child Item' report, numbers formatted as Amazon writes them. */
export const SELLER_REPORT_CSV = [
  '(Parent) ASIN,(Child) ASIN,Title,SKU,Sessions - Total,Sessions - Total - B2B,Featured Offer (Buy Box) Percentage,Units Ordered,Unit Session Percentage,Ordered Product Sales,Total Order Items',
  'B0PARENT01,B000000001,"Snore stopper, large",SKU-1,"12,131",40,99.80%,261,2.15%,"$12,905.25",250',
  'B0PARENT01,B000000002,Snore stopper small,SKU-2,500,2,100.00%,20,4.00%,$800.00,19',
  'B0PARENT02,B000000003,Chin strap,SKU-3,"1,000",0,90.00%,10,1.00%,$150.50,10',
].join('\n');

/** A Vendor Central report: a metadata line, then ASIN rows (no parent ASIN column). */
export const VENDOR_REPORT_CSV = '\uFEFFProgramme=[Retail],View By=[ASIN],Currency=[USD]\nASIN,Product Title,Ordered Revenue,Ordered Units\nB000000001,Snore stopper,"$3,051.87",120\n';

/** The seller report as an .xlsx workbook. */
export function sellerReportWorkbook(): Uint8Array {
  const rows = SELLER_REPORT_CSV.split('\n').map((line) => line.match(/("[^"]*"|[^,]+)/g)!.map((cell) => cell.replace(/^"|"$/g, '')));
  return writeWorkbook([{ name: 'Detail Page Sales and Traffic', rows }]);
}

/** The genuine Amazon sample shared beside the repository, when present (never copied into it). */
export function sharedSamplePath(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../../shared/samples/zvalves_bulk.xlsx'), '/work/shared/samples/zvalves_bulk.xlsx'];
  return candidates.find((candidate) => fs.existsSync(candidate));
}

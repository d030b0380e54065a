/**
 * Search Term Reports as Amazon's Reports page writes them: the Sponsored Products headers with
 * their trailing spaces, daily (a row per day, Start Date = End Date) or a summary over the
 * period, as .xlsx (dates as Excel serials) or .csv (dates as 'Jul 01, 2025').
 */
import { csvFile, csvLines } from '../../src/csv/write-csv.js';
import { writeStoredWorkbook } from '../../src/xlsx/workbook-writer.js';
import type { CellValue } from '../../src/xlsx/types.js';

export const SP_REPORT_HEADERS = [
  'Start Date', 'End Date', 'Portfolio name', 'Currency', 'Campaign Name', 'Ad Group Name', 'Retailer', 'Country', 'Targeting',
  'Match Type', 'Customer Search Term', 'Impressions', 'Clicks', 'Click-Thru Rate (CTR)', 'Cost Per Click (CPC)', 'Spend',
  '7 Day Total Sales ', 'Total Advertising Cost of Sales (ACOS) ', 'Total Return on Advertising Spend (ROAS)', '7 Day Total Orders (#)',
  '7 Day Total Units (#)', '7 Day Conversion Rate', '7 Day Advertised SKU Units (#)', '7 Day Other SKU Units (#)',
  '7 Day Advertised SKU Sales ', '7 Day Other SKU Sales ',
];

export interface ReportLine {
  /** YYYY-MM-DD: the day (daily) or the period's start (summary). */
  start: string;
  end?: string;
  campaign: string;
  adGroup: string;
  targeting: string;
  matchType: string;
  term: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const serial = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25_569;
const text = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(8, 10)}, ${iso.slice(0, 4)}`;

function rows(lines: readonly ReportLine[], currency: string, date: (iso: string) => CellValue): CellValue[][] {
  return [SP_REPORT_HEADERS, ...lines.map((l) => [
    date(l.start), date(l.end ?? l.start), 'No Portfolio', currency, l.campaign, l.adGroup, 'Amazon', 'US', l.targeting, l.matchType, l.term,
    l.impressions, l.clicks, l.impressions ? l.clicks / l.impressions : 0, l.clicks ? l.spend / l.clicks : 0, l.spend, l.sales,
    l.sales ? l.spend / l.sales : 0, l.spend ? l.sales / l.spend : 0, l.orders, l.orders, l.clicks ? l.orders / l.clicks : 0, l.orders, 0, l.sales, 0,
  ])];
}

export function reportWorkbook(lines: readonly ReportLine[], currency = 'USD'): Uint8Array {
  return writeStoredWorkbook([{ name: 'Sponsored_Products_Search_term_r', rows: rows(lines, currency, serial) }]);
}

export function reportCsvBytes(lines: readonly ReportLine[], currency = 'USD'): Uint8Array {
  return new TextEncoder().encode(csvFile(csvLines(rows(lines, currency, text))));
}

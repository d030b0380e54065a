/**
 * The selected suggestions as an Amazon bulk upload workbook: the Sponsored Products Campaigns
 * sheet (Amazon's headers, as in its own download) with one Operation 'Create' row per
 * negative keyword or keyword. Browser-safe (stored zip parts). Validate first: the upload is
 * refused as a whole by Amazon when one row is wrong, so nothing is written when one is.
 */
import { SHEET_NAMES } from '../bulk/sheet-kinds.js';
import { SP_HEADERS } from '../bulk/headers.js';
import { writeStoredWorkbook } from '../xlsx/workbook-writer.js';
import type { CellValue } from '../xlsx/types.js';
import type { BulkExportItem, BulkExportProblem, HarvestSuggestion, NegativeSuggestion } from './types.js';

export const BULK_EXPORT_SHEET = SHEET_NAMES.sp[0];
export const BULK_EXPORT_FILE_NAME = 'ads-auditor-suggestions.xlsx';
/** Amazon refuses keyword bids above this (US marketplace). */
export const MAX_BID = 1000;
const NEGATIVE_MATCH_TYPES: readonly string[] = ['Negative Exact', 'Negative Phrase'];

/** The export row of a negative suggestion; null when it cannot be exported (Sponsored Brands). */
export function negativeToBulkItem(s: NegativeSuggestion): BulkExportItem | null {
  if (!s.exportable) return null;
  return { kind: 'negative_keyword', level: s.level, campaign_id: s.campaign_id, ad_group_id: s.ad_group_id, keyword_text: s.keyword_text, match_type: s.match_type };
}

/** The export row of a harvest suggestion (an Exact keyword at the suggested bid); null without a destination. */
export function harvestToBulkItem(s: HarvestSuggestion): BulkExportItem | null {
  const to = s.destination;
  if (!to || to.ad_group_id === null) return null;
  return { kind: 'keyword', campaign_id: to.campaign_id, ad_group_id: to.ad_group_id, keyword_text: s.search_term, match_type: 'Exact', bid: s.suggested_bid };
}

const describe = (item: BulkExportItem) => `${item.kind === 'keyword' ? 'keyword' : 'negative keyword'} "${item.keyword_text}"`;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const needsAdGroup = (item: BulkExportItem) => item.kind === 'keyword' || item.level === 'ad_group';

/** The match type as given: items may come from JSON, so it is checked, not trusted. */
const matchTypeOf = (item: BulkExportItem): unknown => (item as { match_type: unknown }).match_type;

function itemProblems(item: BulkExportItem): string[] {
  const problems: string[] = [];
  if (!filled(item.keyword_text)) problems.push('the keyword text is empty');
  if (!filled(item.campaign_id)) problems.push('the campaign ID is missing');
  if (needsAdGroup(item) && !filled(item.ad_group_id)) problems.push('the ad group ID is missing');
  if (item.kind === 'keyword') {
    if (matchTypeOf(item) !== 'Exact') problems.push(`the match type '${String(matchTypeOf(item))}' is not Exact`);
    if (typeof item.bid !== 'number' || !Number.isFinite(item.bid) || item.bid <= 0) problems.push('the bid must be a positive amount');
    else if (item.bid > MAX_BID) problems.push(`the bid must be at most ${MAX_BID}`);
  } else if (!NEGATIVE_MATCH_TYPES.includes(String(matchTypeOf(item)))) {
    problems.push(`the match type '${String(matchTypeOf(item))}' is not Negative Exact or Negative Phrase`);
  }
  return problems;
}

/** Identifies a row Amazon would create: a repeat would create the same keyword twice. */
function identity(item: BulkExportItem): string {
  const adGroup = needsAdGroup(item) ? item.ad_group_id : '-';
  return [item.kind, item.campaign_id, adGroup, item.match_type, item.keyword_text.trim().toLowerCase()].join('\u0000');
}

/** Every problem of the list, one message each ("Row 2, negative keyword "x": the campaign ID is missing."). */
export function validateBulkExport(items: readonly BulkExportItem[]): BulkExportProblem[] {
  if (items.length === 0) return [{ index: -1, message: 'Select at least one suggestion to export.' }];
  const problems: BulkExportProblem[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const label = `Row ${index + 1}, ${describe(item)}`;
    for (const problem of itemProblems(item)) problems.push({ index, message: `${label}: ${problem}.` });
    const key = identity(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else problems.push({ index, message: `${label}: the same as row ${first + 1}.` });
  });
  return problems;
}

export class BulkExportError extends Error {
  constructor(readonly problems: BulkExportProblem[]) {
    super(problems.map((p) => p.message).join(' '));
    this.name = 'BulkExportError';
  }
}

const COLUMN = new Map(SP_HEADERS.map((header, i) => [header, i]));

function rowOf(item: BulkExportItem): CellValue[] {
  const row: CellValue[] = SP_HEADERS.map(() => null);
  const set = (header: string, value: CellValue) => {
    row[COLUMN.get(header)!] = value;
  };
  const campaignLevel = item.kind === 'negative_keyword' && item.level === 'campaign';
  set('Product', 'Sponsored Products');
  set('Entity', item.kind === 'keyword' ? 'Keyword' : campaignLevel ? 'Campaign Negative Keyword' : 'Negative Keyword');
  set('Operation', 'Create');
  set('Campaign ID', item.campaign_id.trim());
  if (!campaignLevel) set('Ad Group ID', (item.ad_group_id ?? '').trim());
  set('State', 'enabled');
  set('Keyword Text', item.keyword_text.trim());
  set('Match Type', item.match_type);
  if (item.kind === 'keyword') set('Bid', Math.round(item.bid * 100) / 100);
  return row;
}

/** The .xlsx bytes; throws BulkExportError (with every problem) when validateBulkExport finds any. */
export function buildInsightsBulkWorkbook(items: readonly BulkExportItem[]): Uint8Array {
  const problems = validateBulkExport(items);
  if (problems.length > 0) throw new BulkExportError(problems);
  return writeStoredWorkbook([{ name: BULK_EXPORT_SHEET, rows: [[...SP_HEADERS], ...items.map(rowOf)] }]);
}

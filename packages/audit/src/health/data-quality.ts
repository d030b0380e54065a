/**
 * The data-quality facts: what the workbook contained and what it lacks, each with the fix in
 * the seller's words. Everything is read from the audit result (and the file name for the
 * date range), so a stored result gives the same facts as a fresh audit.
 */
import { canonicalSheetName, isCampaignSheet, sheetKindOf, type SheetKind } from '../bulk/sheet-kinds.js';
import { CAMPAIGN_TYPE_NAMES, type AuditResult, type CampaignTypeCode } from '../model/contract.js';
import { countOf } from './check-kit.js';
import { dateRangeOf, dateRangeFromFileName, formatIsoDate } from './date-range.js';
import { orphanRowsOf } from './orphan-rows.js';
import type { DataQuality, DataQualityFact, DateRange } from './types.js';

export const PLACEMENT_FIX = "Tick 'Placement data for campaigns' when you create the download.";
export const SEARCH_TERM_FIX = 'Tick the search term data option when you create the download.';
export const ORPHAN_ROWS_FIX =
  'Download the file again and upload it unedited: deleting or filtering rows in a spreadsheet removes the Campaign rows these rows belong to.';
export const DATE_RANGE_FIX =
  "Set the period of this upload (its start and end dates) from History, or keep the name Amazon gives the download (bulk-…-YYYYMMDD-YYYYMMDD-….xlsx); the figures cover the range you chose when you created it.";

const TYPE_CODES: CampaignTypeCode[] = ['SP', 'SB', 'SD'];
const TAB_KINDS: Record<CampaignTypeCode, SheetKind[]> = { SP: ['sp'], SB: ['sb_multi', 'sb_legacy'], SD: ['sd'] };

function fact(id: DataQualityFact['id'], title: string, status: DataQualityFact['status'], text: string, fix: string | null = null, items: string[] = []): DataQualityFact {
  return { id, title, status, text, fix, items };
}

function sheetsFact(result: AuditResult): DataQualityFact {
  const { sheets_found: found, sheets_used: used } = result.report;
  const role = (name: string) => {
    if (used.includes(name)) return 'campaigns';
    const kind = sheetKindOf(name);
    if (kind === 'sp_search_terms' || kind === 'sb_search_terms') return 'search terms';
    return isCampaignSheet(kind) ? 'not used: the other Sponsored Brands tab lists the same campaigns' : 'not used';
  };
  return fact('sheets', 'Sheets found and used', 'ok', `Campaigns read from ${used.length} of ${countOf(found.length, 'tab')}: ${used.join(', ')}.`, null, found.map((name) => `${name} (${role(name)})`));
}

function campaignTypesFact(result: AuditResult, kinds: Set<SheetKind>): DataQualityFact {
  const parts: string[] = [];
  const missing: string[] = [];
  for (const code of TYPE_CODES) {
    const name = CAMPAIGN_TYPE_NAMES[code];
    const count = result.campaigns.filter((c) => c.type_code === code).length;
    if (TAB_KINDS[code].some((k) => kinds.has(k))) parts.push(`${name}: ${countOf(count, 'campaign')}`);
    else {
      parts.push(`${name}: no tab`);
      missing.push(name);
    }
  }
  const fix = missing.length > 0 ? `Tick ${missing.join(' and ')} when you create the download.` : null;
  return fact('campaign_types', 'Campaign types found', missing.length > 0 ? 'missing' : 'ok', `${parts.join('; ')}.`, fix);
}

function placementsFact(result: AuditResult): DataQualityFact {
  const title = 'Placement rows';
  const eligible = result.campaigns.filter((c) => c.type_code === 'SP' || c.type_code === 'SB');
  const withRows = eligible.filter((c) => c.placements.length > 0).length;
  if (eligible.length === 0) return fact('placements', title, 'info', 'No Sponsored Products or Sponsored Brands campaigns, the ones that have placement rows.');
  if (withRows === 0) return fact('placements', title, 'missing', 'No placement rows', PLACEMENT_FIX);
  if (withRows < eligible.length) {
    return fact('placements', title, 'info', `Placement rows for ${withRows} of ${countOf(eligible.length, 'Sponsored Products and Sponsored Brands campaign')}.`);
  }
  return fact('placements', title, 'ok', `Placement rows for every Sponsored Products and Sponsored Brands campaign (${eligible.length}).`);
}

function searchTermsFact(result: AuditResult, kinds: Set<SheetKind>): DataQualityFact {
  const title = 'Search term tabs';
  const present = result.report.sheets_found.filter((name) => {
    const kind = sheetKindOf(name);
    return kind === 'sp_search_terms' || kind === 'sb_search_terms';
  });
  const needed = (['SP', 'SB'] as const)
    .filter((code) => result.campaigns.some((c) => c.type_code === code))
    .map((code) => (code === 'SP' ? 'sp_search_terms' : 'sb_search_terms') as SheetKind)
    .filter((kind) => !kinds.has(kind));
  if (needed.length === 0) {
    const text = present.length > 0 ? `Search terms from ${present.join(', ')}.` : 'No search term tabs, and no campaigns that would have search terms.';
    return fact('search_terms', title, present.length > 0 ? 'ok' : 'info', text);
  }
  const missingNames = needed.map(canonicalSheetName).join(' and ');
  const text = present.length > 0 ? `No ${missingNames} tab (found ${present.join(', ')})` : 'No search term tabs';
  return fact('search_terms', title, 'missing', text, SEARCH_TERM_FIX);
}

function dateRangeFact(range: DateRange | null, source: 'set' | 'file_name'): DataQualityFact {
  const title = 'Date range';
  if (!range) return fact('date_range', title, 'info', 'The file does not show its date range', DATE_RANGE_FIX);
  const from = source === 'set' ? 'as set for this upload' : 'from the file name';
  return fact('date_range', title, 'ok', `${formatIsoDate(range.start)} to ${formatIsoDate(range.end)} (${countOf(range.days, 'day')}), ${from}.`);
}

function orphanRowsFact(result: AuditResult): DataQualityFact {
  const title = 'Rows without a campaign row';
  const orphans = orphanRowsOf(result.report.warnings);
  if (orphans.length === 0) return fact('orphan_rows', title, 'ok', 'Every ad group, ad and keyword row belongs to a campaign row in the file.');
  const rows = orphans.reduce((n, o) => n + o.rows, 0);
  const items = orphans.map((o) => `${o.sheet}: campaign ${o.campaignId}, ${countOf(o.rows, 'row')}`);
  return fact('orphan_rows', title, 'missing', `${countOf(rows, 'row')} of ${countOf(orphans.length, 'campaign')} without a Campaign row ${rows === 1 ? 'was' : 'were'} left out`, ORPHAN_ROWS_FIX, items);
}

function warningsFact(result: AuditResult): DataQualityFact {
  const warnings = result.report.warnings;
  if (warnings.length === 0) return fact('warnings', 'Warnings', 'ok', 'The audit raised no warnings.');
  return fact('warnings', 'Warnings', 'info', `The audit raised ${countOf(warnings.length, 'warning')}; each says what to do.`, null, [...warnings]);
}

/** `period`: the period set for the upload (start and end dates); it wins over the file name's. */
export function describeDataQuality(result: AuditResult, options: { fileName?: string; period?: { start: string; end: string } | null } = {}): DataQuality {
  const kinds = new Set<SheetKind>();
  for (const name of result.report.sheets_found) {
    const kind = sheetKindOf(name);
    if (kind) kinds.add(kind);
  }
  const setRange = options.period ? dateRangeOf(options.period.start, options.period.end) : null;
  const dateRange = setRange ?? dateRangeFromFileName(options.fileName);
  return {
    facts: [
      sheetsFact(result),
      campaignTypesFact(result, kinds),
      placementsFact(result),
      searchTermsFact(result, kinds),
      dateRangeFact(dateRange, setRange ? 'set' : 'file_name'),
      orphanRowsFact(result),
      warningsFact(result),
    ],
    date_range: dateRange,
  };
}

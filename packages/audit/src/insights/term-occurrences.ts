/**
 * Search term rows grouped by ad group and term: a term can match several keywords or targets of
 * one ad group (one row each), and the suggestions judge it once per ad group.
 */
import { SHEET_NAMES } from '../bulk/sheet-kinds.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import { LeanCounts } from './lean-counts.js';
import { normalizeTerm } from './term-text.js';
import type { SheetRow, TermOccurrence } from './types.js';

const SEARCH_TERM_SHEETS = { sp: SHEET_NAMES.sp_search_terms[0], sb: SHEET_NAMES.sb_search_terms[0] } as const;

/** The tab and row of a search term record, from its id ('sp-12' -> SP Search Term Report, row 12). */
export function sheetRowOf(record: Pick<SearchTermRecord, 'id' | 'campaign_type'>): SheetRow | null {
  const dash = record.id.lastIndexOf('-');
  const row = Number(record.id.slice(dash + 1));
  if (dash < 0 || !Number.isInteger(row)) return null;
  return { sheet: record.campaign_type === 'SB' ? SEARCH_TERM_SHEETS.sb : SEARCH_TERM_SHEETS.sp, row };
}

/** The sheet rows of records, in sheet order. */
export function sheetRowsOf(records: readonly SearchTermRecord[]): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const record of records) {
    const row = sheetRowOf(record);
    if (row) rows.push(row);
  }
  return rows.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet < b.sheet ? -1 : 1));
}

/** A term in one ad group while its rows are added up (the figures are the object's own: one object per occurrence). */
export class OccurrenceDraft extends LeanCounts {
  /** The rows added up (their SheetRows are made only for what is answered). */
  readonly records: SearchTermRecord[];
  readonly campaign_type: 'SP' | 'SB';
  readonly campaign_id: string;
  readonly campaign_name: string;
  readonly ad_group_id: string;
  readonly ad_group_name: string;

  constructor(readonly term: string, record: SearchTermRecord) {
    super();
    this.campaign_type = record.campaign_type;
    this.campaign_id = record.campaign_id;
    this.campaign_name = record.campaign_name;
    this.ad_group_id = record.ad_group_id;
    this.ad_group_name = record.ad_group_name;
    this.records = [];
  }
}

/** A distinct search term: its figures over the whole account and its occurrences (ad groups). */
export class TermTotal extends LeanCounts {
  readonly occurrences: OccurrenceDraft[] = [];
  /** Search term rows behind it. */
  rows = 0;
  /** The occurrences by ad group, made once a term is in many ad groups (a scan is cheaper for a few). */
  private byAdGroup: Map<string, OccurrenceDraft> | null = null;

  constructor(readonly term: string) {
    super();
  }

  /** The occurrence in the record's ad group, made when new. */
  occurrenceOf(record: SearchTermRecord, made: OccurrenceDraft[]): OccurrenceDraft {
    const { occurrences } = this;
    if (this.byAdGroup === null) {
      for (const o of occurrences) if (o.ad_group_id === record.ad_group_id && o.campaign_id === record.campaign_id) return o;
      if (occurrences.length >= SCAN_LIMIT) this.byAdGroup = new Map(occurrences.map((o) => [adGroupKey(o), o]));
    } else {
      const found = this.byAdGroup.get(adGroupKey(record));
      if (found) return found;
    }
    const draft = new OccurrenceDraft(this.term, record);
    occurrences.push(draft);
    this.byAdGroup?.set(adGroupKey(record), draft);
    made.push(draft);
    return draft;
  }
}

const SCAN_LIMIT = 16;
const adGroupKey = (o: Pick<SearchTermRecord, 'campaign_id' | 'ad_group_id'>) => `${o.ad_group_id}\u0000${o.campaign_id}`;

export interface TermIndex {
  /** One per ad group and term, in the order first met. */
  occurrences: OccurrenceDraft[];
  /** Each distinct term with its figures and occurrences, in the order first met. */
  terms: TermTotal[];
}

export function indexSearchTerms(records: readonly SearchTermRecord[]): TermIndex {
  const byTerm = new Map<string, TermTotal>();
  const terms: TermTotal[] = [];
  const occurrences: OccurrenceDraft[] = [];
  for (const record of records) {
    const term = normalizeTerm(record.customer_search_term);
    if (term === '') continue;
    let total = byTerm.get(term);
    if (!total) {
      byTerm.set(term, (total = new TermTotal(term)));
      terms.push(total);
    }
    const draft = total.occurrenceOf(record, occurrences);
    draft.add(record.metrics);
    draft.records.push(record);
  }
  // Term totals add up their occurrences (not their rows), in order: the same sums as before.
  for (const total of terms) {
    for (const occurrence of total.occurrences) {
      total.add(occurrence);
      total.rows += occurrence.records.length;
    }
  }
  return { occurrences, terms };
}

/** The occurrence as it is answered. */
export function toOccurrence(draft: OccurrenceDraft): TermOccurrence {
  return {
    campaign_type: draft.campaign_type,
    campaign_id: draft.campaign_id,
    campaign_name: draft.campaign_name,
    ad_group_id: draft.ad_group_id,
    ad_group_name: draft.ad_group_name,
    metrics: draft.metrics(),
    sources: sheetRowsOf(draft.records),
  };
}

/** Best first: orders before none, then lowest ACOS, then most orders, then most sales. */
export function byPerformance(a: TermOccurrence, b: TermOccurrence): number {
  const aConverts = a.metrics.orders > 0 ? 0 : 1;
  const bConverts = b.metrics.orders > 0 ? 0 : 1;
  return aConverts - bConverts || a.metrics.acos - b.metrics.acos || b.metrics.orders - a.metrics.orders || b.metrics.sales - a.metrics.sales;
}

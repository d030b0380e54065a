/**
 * The search term rows indexed column-wise: each distinct term (normalised) and each occurrence
 * (one term in one ad group: a term can match several keywords or targets of an ad group, one row
 * each, and the suggestions judge it once per ad group) is a number, and their figures live in
 * CountsColumns. Half a million term and occurrence objects kept the garbage collector busy.
 */
import { SHEET_NAMES } from '../bulk/sheet-kinds.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import { CountsColumns } from './counts-columns.js';
import { groupsOf } from './grouping.js';
import { PairTable } from './pair-table.js';
import { closeVariantKey, normalizeTerm } from './term-text.js';
import { TextNumbers } from './text-numbers.js';
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

/** Numbers for campaigns and their ad groups, by id (two levels of Map: no key string per row). */
class AdGroupNumbers {
  /** Campaign ids by number. */
  readonly campaignIds: string[] = [];
  /** Ad group ids by number. */
  readonly adGroupIds: string[] = [];
  private readonly byCampaign = new Map<string, { campaign: number; adGroups: Map<string, number> }>();
  /** The campaign number of the last ad group numbered. */
  lastCampaign = 0;

  numberOf(campaignId: string, adGroupId: string): number {
    let campaign = this.byCampaign.get(campaignId);
    if (!campaign) {
      this.byCampaign.set(campaignId, (campaign = { campaign: this.campaignIds.length, adGroups: new Map() }));
      this.campaignIds.push(campaignId);
    }
    this.lastCampaign = campaign.campaign;
    let number = campaign.adGroups.get(adGroupId);
    if (number === undefined) {
      campaign.adGroups.set(adGroupId, (number = this.adGroupIds.length));
      this.adGroupIds.push(adGroupId);
    }
    return number;
  }
}

export class TermIndex {
  /** Distinct normalised terms, in the order first met (term numbers are positions here). */
  readonly terms: string[];
  /** Each term's figures over the account: its occurrences added up, in order. */
  readonly termCounts: CountsColumns;
  /** Search term rows behind each term. */
  readonly termRows: Int32Array;
  /** Occurrences (term and ad group), numbered in the order first met. */
  readonly occurrenceCount: number;
  readonly occurrenceTerm: Int32Array;
  /** A number per campaign (occurrences of one campaign share it). */
  readonly occurrenceCampaign: Int32Array;
  /** Campaign ids by campaign number. */
  readonly campaignIds: string[];
  /** A number per ad group (of its campaign), and the ad group ids by number. */
  readonly occurrenceAdGroup: Int32Array;
  readonly adGroupIds: string[];
  readonly occurrenceCounts: CountsColumns;
  /** The occurrences of term t: termOccurrences[termOccurrenceStart[t] .. termOccurrenceStart[t + 1]), in order. */
  readonly termOccurrenceStart: Int32Array;
  readonly termOccurrences: Int32Array;
  private readonly termNumbers: TextNumbers;
  /** The first record of each occurrence: its campaign and ad group, ids and names. */
  private readonly occurrenceRecord: Int32Array;
  private readonly recordStart: Int32Array;
  private readonly recordList: Int32Array;
  /** closeVariantKey of each term, made when first asked (a term is checked in each of its ad groups). */
  private variantKeys: (string | null)[] | null = null;

  constructor(readonly records: readonly SearchTermRecord[]) {
    const count = records.length;
    const termNumbers = (this.termNumbers = new TextNumbers(count));
    this.terms = termNumbers.texts;
    const adGroups = new AdGroupNumbers();
    const pairs = new PairTable(count);
    const occurrenceOfRecord = new Int32Array(count).fill(-1);
    this.occurrenceCampaign = new Int32Array(count);
    this.occurrenceRecord = new Int32Array(count);
    this.occurrenceCounts = new CountsColumns(count);
    for (let i = 0; i < count; i += 1) {
      const record = records[i];
      const term = normalizeTerm(record.customer_search_term);
      if (term === '') continue;
      const t = termNumbers.numberOf(term);
      const adGroup = adGroups.numberOf(record.campaign_id, record.ad_group_id);
      const known = pairs.size;
      const o = pairs.idOf(t, adGroup);
      if (pairs.size > known) {
        this.occurrenceRecord[o] = i;
        this.occurrenceCampaign[o] = adGroups.lastCampaign;
      }
      this.occurrenceCounts.add(o, record.metrics);
      occurrenceOfRecord[i] = o;
    }
    this.occurrenceCount = pairs.size;
    this.campaignIds = adGroups.campaignIds;
    this.occurrenceAdGroup = pairs.second;
    this.adGroupIds = adGroups.adGroupIds;
    this.occurrenceTerm = pairs.first;
    ({ start: this.recordStart, list: this.recordList } = groupsOf(occurrenceOfRecord, count, this.occurrenceCount));
    ({ start: this.termOccurrenceStart, list: this.termOccurrences } = groupsOf(this.occurrenceTerm, this.occurrenceCount, this.terms.length));
    // Term totals add up their occurrences (not their rows), in order.
    this.termCounts = new CountsColumns(this.terms.length);
    this.termRows = new Int32Array(this.terms.length);
    for (let t = 0; t < this.terms.length; t += 1) {
      for (let k = this.termOccurrenceStart[t]; k < this.termOccurrenceStart[t + 1]; k += 1) {
        const o = this.termOccurrences[k];
        this.termCounts.addItem(t, this.occurrenceCounts, o);
        this.termRows[t] += this.recordStart[o + 1] - this.recordStart[o];
      }
    }
  }

  /** The number of a normalised term, or -1 when no search term has it. */
  termNumberOf(term: string): number {
    return this.termNumbers.find(term);
  }

  /** The close-variant key of term t (closeVariantKey). */
  variantKeyOf(t: number): string {
    // Filled with null up front: an array grown by index would turn into a slow dictionary.
    const keys = (this.variantKeys ??= new Array<string | null>(this.terms.length).fill(null));
    return (keys[t] ??= closeVariantKey(this.terms[t]));
  }

  /** The occurrence's term. */
  termOf(o: number): string {
    return this.terms[this.occurrenceTerm[o]];
  }

  /** The occurrence's first record: its campaign and ad group. */
  originOf(o: number): SearchTermRecord {
    return this.records[this.occurrenceRecord[o]];
  }

  /** The records added up in the occurrence, in order. */
  recordsOf(o: number): SearchTermRecord[] {
    const out: SearchTermRecord[] = [];
    for (let k = this.recordStart[o]; k < this.recordStart[o + 1]; k += 1) out.push(this.records[this.recordList[k]]);
    return out;
  }

  /** The occurrence as it is answered. */
  occurrence(o: number): TermOccurrence {
    const origin = this.originOf(o);
    return {
      campaign_type: origin.campaign_type,
      campaign_id: origin.campaign_id,
      campaign_name: origin.campaign_name,
      ad_group_id: origin.ad_group_id,
      ad_group_name: origin.ad_group_name,
      metrics: this.occurrenceCounts.metrics(o),
      sources: sheetRowsOf(this.recordsOf(o)),
    };
  }
}

/** Best first: orders before none, then lowest ACOS, then most orders, then most sales. */
export function byPerformance(a: Pick<TermOccurrence, 'metrics'>, b: Pick<TermOccurrence, 'metrics'>): number {
  const aConverts = a.metrics.orders > 0 ? 0 : 1;
  const bConverts = b.metrics.orders > 0 ? 0 : 1;
  return aConverts - bConverts || a.metrics.acos - b.metrics.acos || b.metrics.orders - a.metrics.orders || b.metrics.sales - a.metrics.sales;
}

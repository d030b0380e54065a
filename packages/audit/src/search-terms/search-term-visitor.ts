/** Streams one search term report tab into SearchTermRecords. */
import { cellId, cellNumber, cellNumberOrNull, cellText } from '../bulk/cells.js';
import { resolveColumns, SEARCH_TERM_COLUMNS, usedIndexes, type ColumnMap } from '../bulk/columns.js';
import { canonicalMatchType, canonicalState } from '../bulk/enums.js';
import {
  advertisingCostOfSales, clickThroughRate, conversionRate, costPerClick, returnOnAdSpend,
} from '../metrics/formulas.js';
import type { CellValue, SheetVisitor } from '../xlsx/types.js';
import type { SearchTermMetrics, SearchTermSink } from './types.js';

type Columns = ColumnMap<typeof SEARCH_TERM_COLUMNS>;

export class SearchTermVisitor implements SheetVisitor {
  private cols!: Columns;
  usable = false;
  /** 'sp-' or 'sb-': record IDs are this and the row number. */
  private readonly idPrefix: string;

  constructor(
    private readonly campaignType: 'SP' | 'SB',
    private readonly out: SearchTermSink,
  ) {
    this.idPrefix = `${campaignType.toLowerCase()}-`;
  }

  onHeader(header: CellValue[]): number[] | undefined {
    this.cols = resolveColumns(header, SEARCH_TERM_COLUMNS);
    this.usable = this.cols.campaignId >= 0 && this.cols.adGroupId >= 0 && this.cols.customerSearchTerm >= 0;
    const needed = this.out.columns;
    return usedIndexes(needed ? needed.map((field) => this.cols[field]) : this.cols);
  }

  onRow(r: CellValue[], rowNumber: number): void {
    if (!this.usable) return;
    const c = this.cols;
    const text = (i: number) => (i < 0 ? '' : cellText(r[i]));
    const campaignId = cellId(r[c.campaignId]);
    const term = text(c.customerSearchTerm);
    if (campaignId === '' || term === '') return;
    const keywordId = text(c.keywordId);
    const keywordText = text(c.keywordText);
    const isKeyword = keywordId !== '' || keywordText !== '';
    const matchType = text(c.matchType);
    this.out.push({
      id: this.idPrefix + rowNumber,
      campaign_type: this.campaignType,
      campaign_id: campaignId,
      ad_group_id: cellId(r[c.adGroupId]),
      campaign_name: text(c.campaignName),
      ad_group_name: text(c.adGroupName),
      type: isKeyword ? 'keyword' : 'product_targeting',
      keyword_id: keywordId || null,
      product_targeting_id: text(c.targetId) || null,
      customer_search_term: term,
      text: isKeyword ? keywordText : null,
      expression: isKeyword ? null : text(c.expression) || text(c.resolvedExpression),
      match_type: matchType ? canonicalMatchType(matchType) : null,
      bid: c.bid < 0 ? null : cellNumberOrNull(r[c.bid]),
      bid_is_default: false,
      state: canonicalState(text(c.state)),
      metrics: this.metrics(r),
    });
  }

  /** The row's figures, ratios computed as for every Metrics record (the file's ratio columns are never used). */
  private metrics(r: CellValue[]): SearchTermMetrics {
    const c = this.cols;
    const impressions = cellNumber(r[c.impressions]);
    const clicks = cellNumber(r[c.clicks]);
    const spend = cellNumber(r[c.spend]);
    const sales = cellNumber(r[c.sales]);
    const orders = cellNumber(r[c.orders]);
    return {
      impressions,
      clicks,
      click_through_rate: clickThroughRate(clicks, impressions),
      spend,
      sales,
      orders,
      units: cellNumber(r[c.units]),
      acos: advertisingCostOfSales(spend, sales),
      cpc: costPerClick(spend, clicks),
      roas: returnOnAdSpend(sales, spend),
      conversion_rate: conversionRate(orders, clicks),
    };
  }
}

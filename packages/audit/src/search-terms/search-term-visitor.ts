/** Streams one search term report tab into SearchTermRecords. */
import { cellId, cellNumber, cellNumberOrNull, cellText } from '../bulk/cells.js';
import { resolveColumns, SEARCH_TERM_COLUMNS, usedIndexes, type ColumnMap } from '../bulk/columns.js';
import { canonicalMatchType, canonicalState } from '../bulk/enums.js';
import { metricsFromCounts } from '../metrics/metrics.js';
import type { CellValue, SheetVisitor } from '../xlsx/types.js';
import type { SearchTermMetrics, SearchTermRecord } from './types.js';

type Columns = ColumnMap<typeof SEARCH_TERM_COLUMNS>;

export class SearchTermVisitor implements SheetVisitor {
  private cols!: Columns;
  usable = false;

  constructor(
    private readonly campaignType: 'SP' | 'SB',
    private readonly out: SearchTermRecord[],
  ) {}

  onHeader(header: CellValue[]): number[] | undefined {
    this.cols = resolveColumns(header, SEARCH_TERM_COLUMNS);
    this.usable = this.cols.campaignId >= 0 && this.cols.adGroupId >= 0 && this.cols.customerSearchTerm >= 0;
    return usedIndexes(this.cols);
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
      id: `${this.campaignType.toLowerCase()}-${rowNumber}`,
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
      state: canonicalState(text(c.state)),
      metrics: this.metrics(r),
    });
  }

  private metrics(r: CellValue[]): SearchTermMetrics {
    const c = this.cols;
    const m = metricsFromCounts({
      impressions: cellNumber(r[c.impressions]),
      clicks: cellNumber(r[c.clicks]),
      spend: cellNumber(r[c.spend]),
      sales: cellNumber(r[c.sales]),
      orders: cellNumber(r[c.orders]),
      units: cellNumber(r[c.units]),
    });
    return {
      impressions: m.impressions,
      clicks: m.clicks,
      click_through_rate: m.ctr,
      spend: m.spend,
      sales: m.sales,
      orders: m.orders,
      units: m.units,
      acos: m.acos,
      cpc: m.cpc,
      roas: m.roas,
      conversion_rate: m.conversion_rate,
    };
  }
}

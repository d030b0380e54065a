/**
 * Every row of a bulk workbook's campaign tabs the change loop needs, as plain objects: the
 * operation, ids, values a change sets (bid, state, budget, placement percentage, keyword text)
 * and the figures. Read from the account's workbooks and from a plan's export alike.
 */
import { cellId, cellNumberOrNull, cellNumber, cellText } from '../bulk/cells.js';
import { CAMPAIGN_SHEET_COLUMNS, resolveColumns, usedIndexes, type ColumnMap } from '../bulk/columns.js';
import { entityKindOf, type EntityKind } from '../bulk/entity-kinds.js';
import { canonicalState } from '../bulk/enums.js';
import { enumKey } from '../bulk/normalize.js';
import { isCampaignSheet, sheetKindOf } from '../bulk/sheet-kinds.js';
import type { CellValue, RowReader, SheetVisitor } from '../xlsx/types.js';
import type { SourceTab } from '../plan/types.js';
import type { EntityFigures } from './types.js';

const ROW_COLUMNS = {
  ...CAMPAIGN_SHEET_COLUMNS,
  operation: ['operation'],
  adId: ['ad id', 'ad id (read only)'],
} as const;

export interface BulkRow {
  tab: SourceTab;
  sheet: string;
  row: number;
  kind: EntityKind;
  /** The Entity cell as written ('Keyword', 'Contextual Targeting'). */
  entity_text: string;
  /** Lower case: 'update', 'create', '' when the row has none. */
  operation: string;
  campaign_id: string;
  ad_group_id: string;
  /** Keyword ID, Product Targeting / Targeting ID, or Ad ID; '' when the row has none. */
  entity_id: string;
  campaign_name: string;
  ad_group_name: string;
  state: string;
  bid: number | null;
  budget: number | null;
  placement: string;
  percentage: number | null;
  keyword_text: string;
  /** enumKey of the match type: 'exact', 'negativephrase'. */
  match_type: string;
  /** Targeting expression or ASIN. */
  text: string;
  metrics: EntityFigures;
}

class RowsVisitor implements SheetVisitor {
  readonly readsOnDemand = true;
  /** The rows kept (all of them without a sink). */
  readonly rows: BulkRow[] = [];
  private cols!: ColumnMap<typeof ROW_COLUMNS>;
  usable = false;
  hasCampaigns = false;

  /** With `sink`, rows go there as they are read and are not kept. */
  constructor(readonly tab: SourceTab, readonly sheet: string, private readonly sink: ((row: BulkRow) => void) | null = null) {}

  onHeader(header: CellValue[]): number[] | undefined {
    this.cols = resolveColumns(header, ROW_COLUMNS);
    this.usable = this.cols.entity >= 0 && this.cols.campaignId >= 0;
    return usedIndexes(this.cols);
  }

  onRow(_cells: CellValue[], rowNumber: number, reader: RowReader): void {
    if (!this.usable) return;
    const value = (field: keyof typeof ROW_COLUMNS) => reader.value(this.cols[field]);
    const text = (field: keyof typeof ROW_COLUMNS) => cellText(value(field));
    const entity = text('entity');
    const campaignId = cellId(value('campaignId'));
    if (entity === '' || campaignId === '') return;
    const kind = entityKindOf(entity);
    if (kind === 'campaign') this.hasCampaigns = true;
    const entityId = kind === 'product_ad' ? cellId(value('adId')) : kind === 'keyword' ? cellId(value('keywordId')) : kind === 'product_target' ? cellId(value('targetId')) : '';
    (this.sink ?? this.keep)({
      tab: this.tab,
      sheet: this.sheet,
      row: rowNumber,
      kind,
      entity_text: entity,
      operation: enumKey(text('operation')),
      campaign_id: campaignId,
      ad_group_id: cellId(value('adGroupId')),
      entity_id: entityId,
      campaign_name: text('campaignName') || text('campaignNameInfo'),
      ad_group_name: text('adGroupName') || text('adGroupNameInfo'),
      state: canonicalState(text('state')),
      bid: cellNumberOrNull(value('bid')),
      // SB and SD name a lifetime budget in the same column: it is not a daily budget.
      budget: enumKey(text('budgetType')) === 'lifetime' ? null : cellNumberOrNull(value('dailyBudget')),
      placement: text('placement'),
      percentage: cellNumberOrNull(value('percentage')),
      keyword_text: text('keywordText'),
      match_type: enumKey(text('matchType')),
      text: kind === 'product_ad' ? text('asin').toUpperCase() : text('expression') || text('resolvedExpression'),
      metrics: {
        impressions: cellNumber(value('impressions')),
        clicks: cellNumber(value('clicks')),
        spend: cellNumber(value('spend')),
        sales: cellNumber(value('sales')),
        orders: cellNumber(value('orders')),
      },
    });
  }

  private readonly keep = (row: BulkRow) => void this.rows.push(row);
}

/**
 * Collects the campaign tabs. `finish` drops the legacy SB tab when the multi-ad-group tab lists
 * campaigns (both list the same ones), as the audit does; a plan export keeps every tab.
 */
export class BulkRowsReader {
  private readonly visitors: RowsVisitor[] = [];

  /**
   * With `sink`, rows are handed over as they are read rather than kept (a 20 MB workbook has
   * hundreds of thousands); only the legacy SB tab's wait for `finish`, which may drop them.
   */
  constructor(private readonly sink: ((row: BulkRow) => void) | null = null) {}

  readonly selectSheet = (name: string): SheetVisitor | null => {
    const kind = sheetKindOf(name);
    if (!isCampaignSheet(kind) || this.visitors.some((v) => v.tab === kind)) return null;
    const visitor = new RowsVisitor(kind, name, kind === 'sb_legacy' ? null : this.sink);
    this.visitors.push(visitor);
    return visitor;
  };

  finish(options: { keepBothSbTabs?: boolean } = {}): { rows: BulkRow[]; tabs: SourceTab[] } {
    const usable = this.visitors.filter((v) => v.usable);
    const multiHasCampaigns = usable.some((v) => v.tab === 'sb_multi' && v.hasCampaigns);
    const chosen = usable.filter((v) => options.keepBothSbTabs || !(v.tab === 'sb_legacy' && multiHasCampaigns));
    const rows: BulkRow[] = [];
    for (const v of chosen) for (const row of v.rows) (this.sink ?? ((r: BulkRow) => void rows.push(r)))(row);
    return { rows, tabs: chosen.map((v) => v.tab) };
  }
}

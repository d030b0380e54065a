/**
 * Reads the campaign tabs into a PlanSource: every campaign, placement, ad group, keyword,
 * product target and product ad with its IDs, bid, state, figures and its row number, so each
 * plan item can name the rows behind it. A reader client like the audit's BulkAuditor: it runs
 * over the .xlsx reader or over rows in a test.
 */
import { cellId, cellNumber, cellNumberOrNull, cellText } from '../bulk/cells.js';
import { CAMPAIGN_SHEET_COLUMNS, resolveColumns, usedIndexes, type ColumnMap } from '../bulk/columns.js';
import { entityKindOf } from '../bulk/entity-kinds.js';
import { canonicalMatchType, canonicalState, canonicalTargeting } from '../bulk/enums.js';
import { enumKey } from '../bulk/normalize.js';
import { isCampaignSheet, sheetKindOf } from '../bulk/sheet-kinds.js';
import type { CampaignTypeCode } from '../model/contract.js';
import type { CellValue, RowReader, SheetVisitor } from '../xlsx/types.js';
import { placementSlotOf } from './placement-slots.js';
import type { Evidence, PlanSource, SourceRow, SourceTab } from './types.js';

const PLAN_COLUMNS = {
  ...CAMPAIGN_SHEET_COLUMNS,
  adId: ['ad id', 'ad id (read only)'],
  eligibility: ['eligibility status (informational only)', 'eligibility status'],
  ineligibility: ['reason for ineligibility (informational only)', 'reason for ineligibility'],
  costType: ['cost type'],
  campaignStateInfo: ['campaign state (informational only)'],
} as const;

type Columns = ColumnMap<typeof PLAN_COLUMNS>;

const TYPE_OF_TAB: Record<SourceTab, CampaignTypeCode> = { sp: 'SP', sb_multi: 'SB', sb_legacy: 'SB', sd: 'SD' };

function emptySource(): PlanSource {
  return { campaigns: [], placements: [], ad_groups: [], targets: [], product_ads: [], sheet_names: {} };
}

class PlanSheetVisitor implements SheetVisitor {
  readonly readsOnDemand = true;
  readonly source = emptySource();
  private cols!: Columns;
  private row: RowReader = { value: () => null };
  private rowNumber = 0;
  usable = false;

  constructor(
    readonly tab: SourceTab,
    readonly sheet: string,
  ) {}

  onHeader(header: CellValue[]): number[] | undefined {
    this.cols = resolveColumns(header, PLAN_COLUMNS);
    this.usable = this.cols.entity >= 0 && this.cols.campaignId >= 0;
    return usedIndexes(this.cols);
  }

  onRow(_cells: CellValue[], rowNumber: number, row: RowReader): void {
    if (!this.usable) return;
    this.row = row;
    this.rowNumber = rowNumber;
    const entityText = this.text('entity');
    const campaignId = this.text('campaignId');
    if (entityText === '' || campaignId === '') return;
    const kind = entityKindOf(entityText);
    // Each row is one object literal with these first: spreading a shared base into it was twice as slow.
    const { tab } = this;
    const campaign_id = campaignId;
    const source = this.sourceRow();
    const state = this.state();
    const evidence = this.evidence();
    const adGroupId = this.text('adGroupId');
    switch (kind) {
      case 'campaign':
        this.source.campaigns.push({
          campaign_id, source, tab, state, evidence,
          name: this.text('campaignName') || this.text('campaignNameInfo'),
          type: TYPE_OF_TAB[this.tab],
          targeting: this.tab === 'sp' ? (canonicalTargeting(this.text('targetingType')) ?? 'manual') : 'manual',
          // SB and SD name a lifetime budget in the same column: it is not a daily budget.
          daily_budget: enumKey(this.text('budgetType')) === 'lifetime' ? null : this.number('dailyBudget'),
        });
        return;
      case 'placement': {
        const placement = this.text('placement');
        if (placement === '') return; // an audience adjustment, not a placement
        this.source.placements.push({ campaign_id, source, tab, state, evidence, placement_text: placement, slot: placementSlotOf(placement), percentage: cellNumber(this.value('percentage')) });
        return;
      }
      case 'ad_group':
        if (adGroupId === '') return;
        this.source.ad_groups.push({
          campaign_id, source, tab, state, evidence,
          ad_group_id: adGroupId,
          name: this.text('adGroupName') || this.text('adGroupNameInfo'),
          default_bid: this.number('defaultBid') ?? this.number('defaultBidInfo'),
        });
        return;
      case 'product_ad':
        if (adGroupId === '') return;
        this.source.product_ads.push({
          campaign_id, source, tab, state, evidence,
          ad_group_id: adGroupId,
          entity_id: cellId(this.value('adId')),
          asin: this.text('asin').toUpperCase(),
          sku: this.text('sku'),
          eligibility: this.text('eligibility'),
          ineligibility_reason: this.text('ineligibility'),
        });
        return;
      case 'keyword':
      case 'product_target':
        if (adGroupId === '') return;
        this.source.targets.push({
          campaign_id, source, tab, state, evidence,
          ad_group_id: adGroupId,
          entity_id: cellId(this.value(kind === 'keyword' ? 'keywordId' : 'targetId')),
          kind,
          entity_text: entityText,
          text: kind === 'keyword' ? this.text('keywordText') : this.text('expression') || this.text('resolvedExpression'),
          match_type: kind === 'keyword' ? canonicalMatchType(this.text('matchType')) : null,
          bid: this.number('bid'),
          cost_type: enumKey(this.text('costType')) === 'vcpm' ? 'vcpm' : 'cpc',
        });
        return;
      default:
        return;
    }
  }

  private sourceRow(): SourceRow {
    return { sheet: this.sheet, row: this.rowNumber };
  }

  private value(field: keyof Columns): CellValue {
    return this.row.value(this.cols[field]);
  }

  private text(field: keyof Columns): string {
    return cellText(this.value(field));
  }

  private number(field: keyof Columns): number | null {
    return cellNumberOrNull(this.value(field));
  }

  private state(): string {
    return canonicalState(this.text('state'));
  }

  private evidence(): Evidence {
    return {
      clicks: cellNumber(this.value('clicks')),
      spend: cellNumber(this.value('spend')),
      sales: cellNumber(this.value('sales')),
      orders: cellNumber(this.value('orders')),
    };
  }
}

/** push(...list) overflows the stack on a few hundred thousand rows. */
function append<T>(to: T[], list: readonly T[]): void {
  for (const item of list) to.push(item);
}

/** Collects the campaign tabs; `finish` merges them (the legacy SB tab only without a multi-ad-group one). */
export class PlanSourceReader {
  private readonly visitors: PlanSheetVisitor[] = [];

  readonly selectSheet = (name: string): SheetVisitor | null => {
    const kind = sheetKindOf(name);
    if (!isCampaignSheet(kind) || this.visitors.some((v) => v.tab === kind)) return null;
    const visitor = new PlanSheetVisitor(kind, name);
    this.visitors.push(visitor);
    return visitor;
  };

  finish(): PlanSource {
    const usable = this.visitors.filter((v) => v.usable);
    // Both SB tabs list the same campaigns: the multi-ad-group one has ad groups and placements.
    const multiHasCampaigns = usable.some((v) => v.tab === 'sb_multi' && v.source.campaigns.length > 0);
    const chosen = usable.filter((v) => !(v.tab === 'sb_legacy' && multiHasCampaigns));
    const source = emptySource();
    for (const v of chosen) {
      source.sheet_names[v.tab] = v.sheet;
      append(source.campaigns, v.source.campaigns);
      append(source.placements, v.source.placements);
      append(source.ad_groups, v.source.ad_groups);
      append(source.product_ads, v.source.product_ads);
      append(source.targets, v.source.targets);
    }
    return source;
  }
}

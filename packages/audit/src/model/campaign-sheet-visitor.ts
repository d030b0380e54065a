/**
 * Streams one campaign tab (SP, SB multi, SB legacy or SD) into a DraftStore. Each row reads
 * by column index only the cells its entity needs (the reader decodes no other: readsOnDemand);
 * only entities the model keeps allocate anything.
 */
import { CAMPAIGN_SHEET_COLUMNS, resolveColumns, usedIndexes, type ColumnMap } from '../bulk/columns.js';
import { cellId, cellNumber, cellNumberOrNull, cellText } from '../bulk/cells.js';
import { entityKindOf } from '../bulk/entity-kinds.js';
import { enumKey } from '../bulk/normalize.js';
import {
  canonicalBiddingStrategy,
  canonicalMatchType,
  canonicalPlacement,
  canonicalState,
  canonicalTargeting,
  sponsoredBrandsBidding,
} from '../bulk/enums.js';
import type { CampaignSheetKind } from '../bulk/sheet-kinds.js';
import { metricsOf, type Metrics } from '../metrics/metrics.js';
import type { CellValue, RowReader, SheetVisitor } from '../xlsx/types.js';
import type { NegativeLevel } from './contract.js';
import type { DraftAdGroup, DraftCampaign, DraftStore } from './draft.js';

type Columns = ColumnMap<typeof CAMPAIGN_SHEET_COLUMNS>;

/** 'B0A, b0b;B0A' => ['B0A', 'B0B']: distinct, upper case. */
function splitAsins(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean).map((a) => a.toUpperCase()))];
}

/** Counts of rows the model could not place, reported as warnings once the sheet is read. */
export interface SheetRowIssues {
  missingColumns: string[];
  rowsWithoutCampaign: number;
  rowsWithoutAdGroup: number;
  unknownEntities: Map<string, number>;
}

const NO_ROW: RowReader = { value: () => null };

export class CampaignSheetVisitor implements SheetVisitor {
  readonly readsOnDemand = true;
  private cols!: Columns;
  private row: RowReader = NO_ROW;
  readonly issues: SheetRowIssues = {
    missingColumns: [],
    rowsWithoutCampaign: 0,
    rowsWithoutAdGroup: 0,
    unknownEntities: new Map(),
  };
  /** False when the header lacks the columns a campaign tab must have. */
  usable = false;
  dataRows = 0;

  constructor(
    readonly kind: CampaignSheetKind,
    private readonly store: DraftStore,
  ) {}

  onHeader(header: CellValue[]): number[] | undefined {
    this.cols = resolveColumns(header, CAMPAIGN_SHEET_COLUMNS);
    this.issues.missingColumns = (['entity', 'campaignId'] as const).filter((f) => this.cols[f] < 0);
    this.usable = this.issues.missingColumns.length === 0;
    return usedIndexes(this.cols);
  }

  onRow(_cells: CellValue[], _rowNumber: number, row: RowReader): void {
    if (!this.usable) return;
    this.row = row;
    const entityText = this.text('entity');
    if (entityText === '') return; // blank line
    this.dataRows++;
    const kind = entityKindOf(entityText);
    if (kind === 'ignored') return;
    if (kind === 'unknown') {
      const m = this.issues.unknownEntities;
      m.set(entityText, (m.get(entityText) ?? 0) + 1);
      return;
    }
    const campaignId = this.text('campaignId');
    if (campaignId === '') {
      this.issues.rowsWithoutCampaign++;
      return;
    }
    const campaign = this.store.campaign(campaignId);
    switch (kind) {
      case 'campaign':
        return this.readCampaign(campaign);
      case 'placement':
        return this.readPlacement(campaign);
      case 'campaign_negative_keyword':
        campaign.childRows++;
        campaign.negativeKeywords.push(this.negativeKeyword('campaign'));
        return;
      case 'campaign_negative_target':
        campaign.childRows++;
        campaign.negativeTargets.push(this.negativeTarget('campaign'));
        return;
    }
    campaign.childRows++;
    const adGroupId = this.text('adGroupId');
    if (adGroupId === '') {
      this.issues.rowsWithoutAdGroup++;
      return;
    }
    const adGroup = this.store.adGroup(campaign, adGroupId);
    if (!adGroup.hasRow) this.nameFromChildRow(adGroup);
    switch (kind) {
      case 'ad_group':
        return this.readAdGroup(adGroup);
      case 'product_ad':
        adGroup.products.push({
          asin: this.text('asin').toUpperCase(),
          sku: this.text('sku'),
          state: this.state(),
          metrics: this.metrics(),
        });
        return;
      case 'brand_ad':
        return this.readBrandAd(adGroup);
      case 'keyword':
        adGroup.keywords.push({
          id: cellId(this.row.value(this.cols.keywordId)),
          text: this.text('keywordText'),
          match_type: canonicalMatchType(this.text('matchType')),
          state: this.state(),
          bid: this.bid(),
          metrics: this.metrics(),
        });
        return;
      case 'product_target':
        adGroup.targets.push({
          id: cellId(this.row.value(this.cols.targetId)),
          state: this.state(),
          bid: this.bid(),
          metrics: this.metrics(),
          expression: this.text('expression') || this.text('resolvedExpression'),
        });
        return;
      case 'negative_keyword':
        adGroup.negativeKeywords.push(this.negativeKeyword('ad_group'));
        return;
      case 'negative_target':
        adGroup.negativeTargets.push(this.negativeTarget('ad_group'));
        return;
    }
  }

  private readCampaign(c: DraftCampaign): void {
    c.hasRow = true;
    c.name = this.text('campaignName') || this.text('campaignNameInfo');
    c.state = this.state();
    c.portfolio = this.text('portfolioName') || null;
    // SB and SD name a lifetime budget in the same 'Budget' column: it is not a daily budget.
    c.dailyBudget = enumKey(this.text('budgetType')) === 'lifetime' ? null : this.number('dailyBudget');
    c.metrics = this.metrics();
    if (this.kind === 'sb_legacy') c.campaignAdAsins = splitAsins(this.text('creativeAsins'));
    if (this.kind === 'sp') {
      c.targeting = canonicalTargeting(this.text('targetingType')) ?? 'manual';
      c.biddingStrategy = canonicalBiddingStrategy(this.text('biddingStrategy')) || null;
    } else if (this.kind === 'sd') {
      c.biddingStrategy = this.text('bidOptimization') || null;
    } else {
      c.biddingStrategy = sponsoredBrandsBidding(this.text('bidOptimization')) || null;
    }
  }

  /** A bid adjustment row is a placement row only when it names a placement (audience rows do not). */
  private readPlacement(c: DraftCampaign): void {
    c.childRows++;
    const placement = this.text('placement');
    if (placement === '') return;
    c.placements.push({
      placement: canonicalPlacement(placement),
      percentage: cellNumber(this.row.value(this.cols.percentage)),
      metrics: this.metrics(),
    });
  }

  private readAdGroup(g: DraftAdGroup): void {
    g.hasRow = true;
    g.name = this.text('adGroupName') || this.text('adGroupNameInfo');
    g.state = this.state();
    g.defaultBid = this.number('defaultBid') ?? this.number('defaultBidInfo');
    g.metrics = this.metrics();
  }

  /** Child rows repeat their ad group's name and state: enough when the Ad Group row itself is absent. */
  private nameFromChildRow(g: DraftAdGroup): void {
    if (g.name === '') g.name = this.text('adGroupNameInfo');
    if (g.state === '') g.state = canonicalState(this.text('adGroupStateInfo'));
  }

  /** SB ads list their products in 'Creative ASINs'; each ASIN is shown with the ad's figures (its own copy). */
  private readBrandAd(g: DraftAdGroup): void {
    const state = this.state();
    for (const asin of splitAsins(this.text('creativeAsins'))) g.products.push({ asin, sku: '', state, metrics: this.metrics() });
  }

  /** A keyword's or target's own bid (null: finalize gives it its ad group's default bid). */
  private bid(): number | null {
    return this.number('bid') ?? this.number('defaultBidInfo');
  }

  private negativeKeyword(level: NegativeLevel) {
    return {
      keyword_text: this.text('keywordText'),
      match_type: canonicalMatchType(this.text('matchType')),
      state: this.state(),
      level,
    };
  }

  private negativeTarget(level: NegativeLevel) {
    return { expression: this.text('expression') || this.text('resolvedExpression'), state: this.state(), level };
  }

  private metrics(): Metrics {
    const r = this.row;
    const c = this.cols;
    return metricsOf(
      cellNumber(r.value(c.impressions)),
      cellNumber(r.value(c.clicks)),
      cellNumber(r.value(c.spend)),
      cellNumber(r.value(c.sales)),
      cellNumber(r.value(c.orders)),
      cellNumber(r.value(c.units)),
    );
  }

  private text(field: keyof Columns): string {
    const i = this.cols[field];
    return i < 0 ? '' : cellText(this.row.value(i));
  }

  private number(field: keyof Columns): number | null {
    const i = this.cols[field];
    return i < 0 ? null : cellNumberOrNull(this.row.value(i));
  }

  private state(): string {
    return canonicalState(this.text('state'));
  }
}

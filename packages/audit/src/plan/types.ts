/**
 * The optimization plan: bid, placement, budget and pause changes derived from a target ACOS,
 * plus the negatives and harvests of the insights. Every item carries the figures it rests on,
 * its confidence and the workbook rows behind it, so a specialist can check it by hand.
 * Units: Money unrounded except proposed bids and budgets (rounded to what Amazon accepts),
 * Percent = 30 for 30 %, Fraction = 0.3 for 30 % (conversion rates).
 */
import type { Count, Fraction, Money, Percent } from '../metrics/units.js';
import type { CampaignTypeCode } from '../model/contract.js';

/** A row of the workbook: the tab and the 1-based row number (row 1 is the header). */
export interface SourceRow {
  sheet: string;
  row: number;
}

export interface Evidence {
  clicks: Count;
  spend: Money;
  sales: Money;
  orders: Count;
}

// ---------------------------------------------------------------------------------------------
// The source: what the plan reads from the workbook
// ---------------------------------------------------------------------------------------------

/** The campaign tab an entity was read from: updates go back to the same tab. */
export type SourceTab = 'sp' | 'sb_multi' | 'sb_legacy' | 'sd';

export interface SourceEntityBase {
  campaign_id: string;
  source: SourceRow;
  tab: SourceTab;
  /** 'enabled', 'paused', 'archived' (lower case), '' when the row has none. */
  state: string;
  evidence: Evidence;
}

export interface SourceCampaign extends SourceEntityBase {
  name: string;
  type: CampaignTypeCode;
  targeting: 'auto' | 'manual';
  daily_budget: Money | null;
}

export interface SourcePlacement extends SourceEntityBase {
  /** As written in the workbook ('Placement Top'). */
  placement_text: string;
  slot: PlacementSlotName | null;
  percentage: Percent;
}

export interface SourceAdGroup extends SourceEntityBase {
  ad_group_id: string;
  name: string;
  default_bid: Money | null;
}

export type TargetKind = 'keyword' | 'product_target';

export interface SourceTarget extends SourceEntityBase {
  ad_group_id: string;
  entity_id: string;
  kind: TargetKind;
  /** The Entity cell as written ('Keyword', 'Product Targeting', 'Contextual Targeting'). */
  entity_text: string;
  /** Keyword text or targeting expression. */
  text: string;
  match_type: string | null;
  /** The row's own bid; null when it inherits the ad group's default bid. */
  bid: Money | null;
  /** SD only: 'vcpm' bids per thousand impressions, which revenue per click does not price. */
  cost_type: 'cpc' | 'vcpm';
}

export interface SourceProductAd extends SourceEntityBase {
  ad_group_id: string;
  entity_id: string;
  asin: string;
  sku: string;
  /** 'Eligible', an ineligibility status, or '' when the workbook does not say. */
  eligibility: string;
  ineligibility_reason: string;
}

export interface PlanSource {
  campaigns: SourceCampaign[];
  placements: SourcePlacement[];
  ad_groups: SourceAdGroup[];
  targets: SourceTarget[];
  product_ads: SourceProductAd[];
  /** The tab names of each kind as the workbook spells them (for the export). */
  sheet_names: Partial<Record<SourceTab, string>>;
}

export type PlacementSlotName = 'top_of_search' | 'rest_of_search' | 'product_pages' | 'amazon_business';

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** One line of the costs CSV: what one unit sells for and costs. */
export interface AsinCost {
  asin: string;
  price: Money;
  cogs: Money;
  fees: Money;
}

export interface BreakEvenSettings {
  costs: AsinCost[];
  /** The target is the break-even ACOS minus this many percentage points. */
  margin: Percent;
}

export interface PlanSettings {
  /** The account's target ACOS (30 = 30 %). */
  target_acos: Percent;
  /** Overrides per campaign type. */
  type_targets: Partial<Record<CampaignTypeCode, Percent>>;
  /** Overrides per campaign ID. */
  campaign_targets: Record<string, Percent>;
  /** Keywords containing one of these (lower case) use brand_target_acos. */
  brand_terms: string[];
  brand_target_acos: Percent | null;
  /** Break-even mode: targets from the advertised ASINs' margins instead of target_acos. */
  break_even: BreakEvenSettings | null;
  /** Largest bid decrease and increase of one plan, in percent of the current bid. */
  max_decrease: Percent;
  max_increase: Percent;
  /** Bids are rounded to a multiple of this amount. */
  bid_step: Money;
  /** Days the workbook covers; budgets need it. */
  period_days: number | null;
  /** Budgets are only raised unless this is set. */
  lower_budgets: boolean;
  /** Days an entity is left alone after a change of it reached Amazon (unless the change backfired). */
  observation_days: number;
}

// ---------------------------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------------------------

export type PlanItemKind = 'bid' | 'placement' | 'budget' | 'pause' | 'negative' | 'harvest';
export const PLAN_ITEM_KINDS: readonly PlanItemKind[] = ['bid', 'placement', 'budget', 'pause', 'negative', 'harvest'];

export type Confidence = 'high' | 'medium' | 'low';

/** A conversion-rate interval (fractions) and the rate it was shrunk toward. */
export interface ConversionInterval {
  level: 90;
  low: Fraction;
  high: Fraction;
  /** The estimate after shrinking toward the reference rate. */
  estimate: Fraction;
  /** The ad group's, campaign's or account's rate used when the entity's own clicks are few. */
  reference: { scope: 'ad_group' | 'campaign' | 'account'; rate: Fraction };
}

export interface PlanItem {
  /** Stable within a plan: kind and the entity it changes. */
  id: string;
  kind: PlanItemKind;
  campaign_id: string;
  ad_group_id: string | null;
  /** Keyword ID, Product Targeting ID / Targeting ID or Ad ID, where one applies. */
  entity_id: string | null;
  /** Bids, budgets: money; placements: percent; pauses: the state; negatives: null; harvests: null. */
  current: number | string | null;
  proposed: number | string;
  reason: string;
  confidence: Confidence;
  interval: ConversionInterval | null;
  evidence: Evidence;
  target_acos: Percent;
  /** The workbook rows behind the item. */
  rows: SourceRow[];
  /** What the export needs beyond the ids. */
  detail: PlanItemDetail;
}

export type PlanItemDetail =
  | { kind: 'bid'; tab: SourceTab; entity_text: string; type: CampaignTypeCode }
  | { kind: 'placement'; tab: SourceTab; placement_text: string }
  | { kind: 'budget'; tab: SourceTab; type: CampaignTypeCode }
  | { kind: 'pause'; tab: SourceTab; entity_text: string }
  | { kind: 'negative'; level: 'ad_group' | 'campaign'; keyword_text: string; match_type: 'Negative Exact' | 'Negative Phrase' }
  | { kind: 'harvest'; keyword_text: string };

/** An entity with spend that the plan leaves alone, and why (thin data, paused, no bid). */
export interface HeldEntity {
  kind: PlanItemKind;
  campaign_id: string;
  ad_group_id: string | null;
  entity_id: string | null;
  reason: string;
  confidence: Confidence;
  interval: ConversionInterval | null;
  evidence: Evidence;
  rows: SourceRow[];
}

/** Something the seller should look at that the plan cannot change (an ineligible product ad). */
export interface PlanFlag {
  kind: 'ineligible_ad';
  campaign_id: string;
  ad_group_id: string;
  entity_id: string;
  message: string;
  rows: SourceRow[];
}

/** A kind the workbook lacks the data for (no placement rows, no period). */
export interface AbsentKind {
  kind: PlanItemKind;
  reason: string;
}

export interface ProjectionFigures {
  spend: Money;
  sales: Money;
  acos: Percent;
}

export interface PlanProjection {
  label: string;
  /** The account's figures in the workbook. */
  current: ProjectionFigures;
  /** After the accepted items, by the estimate's assumptions. */
  projected: ProjectionFigures;
  /** Items counted. */
  items: Count;
}

export interface Plan {
  target_acos: Percent;
  items: PlanItem[];
  held: HeldEntity[];
  /** How many held entities before the list was cut (see HELD_LIMIT). */
  total_held: Count;
  flags: PlanFlag[];
  absent: AbsentKind[];
  projection: PlanProjection;
  /** Messages about the settings (costs CSV lines that were not used). */
  warnings: string[];
}

/** The seller's decision on one item; value replaces the proposed one when given. */
export interface PlanDecision {
  status: 'accepted' | 'rejected';
  value?: number;
}

export type PlanDecisions = Readonly<Record<string, PlanDecision>>;

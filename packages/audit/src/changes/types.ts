/**
 * The change loop: whether a plan's exported changes reached Amazon (verify), what each did
 * (impact), and why the account's spend and sales moved (root cause). Units as in metrics/units:
 * Money unrounded, Percent = 30 for 30 %.
 */
import type { Count, Money, Percent } from '../metrics/units.js';
import type { PlanItemKind, SourceTab } from '../plan/types.js';

/** An entity's own figures in one workbook. */
export interface EntityFigures {
  impressions: Count;
  clicks: Count;
  spend: Money;
  sales: Money;
  orders: Count;
}

interface SnapshotEntity {
  campaign_id: string;
  tab: SourceTab;
  /** Lower case: 'enabled', 'paused', 'archived'; '' when the row has none. */
  state: string;
  metrics: EntityFigures;
}

export interface SnapshotCampaign extends SnapshotEntity {
  name: string;
  budget: Money | null;
}

export interface SnapshotPlacement extends SnapshotEntity {
  placement_text: string;
  percentage: Percent | null;
}

export interface SnapshotAdGroup extends SnapshotEntity {
  ad_group_id: string;
  name: string;
}

export interface SnapshotTarget extends SnapshotEntity {
  ad_group_id: string;
  entity_id: string;
  kind: 'keyword' | 'product_target' | 'product_ad';
  /** The Entity cell as written, for an update of the same row. */
  entity_text: string;
  /** Keyword text, targeting expression or ASIN. */
  text: string;
  match_type: string;
  bid: Money | null;
}

/** One workbook, indexed the way a change names its entity. */
export interface Snapshot {
  campaigns: Map<string, SnapshotCampaign>;
  /** By `campaign id|placement` (placement slot, else its text in lower case). */
  placements: Map<string, SnapshotPlacement>;
  ad_groups: Map<string, SnapshotAdGroup>;
  /** Keywords, product targets and product ads by their id. */
  targets: Map<string, SnapshotTarget>;
  /** Keys of live negative keywords: `campaign id|ad group id or ''|match type|text`. */
  negatives: Set<string>;
  /** Keyword ids by `ad group id|match type|text`. */
  keywords_by_text: Map<string, string>;
}

export type VerifyStatus = 'applied' | 'different' | 'not_applied' | 'missing';
export const VERIFY_STATUSES: readonly VerifyStatus[] = ['applied', 'different', 'not_applied', 'missing'];

export interface VerifyItem {
  kind: PlanItemKind;
  campaign_id: string;
  ad_group_id: string | null;
  entity_id: string | null;
  /** The placement, or the keyword's match type and text, where the ids alone do not say. */
  subject: string | null;
  before: number | string | null;
  expected: number | string;
  found: number | string | null;
  status: VerifyStatus;
}

export interface VerifyResult {
  items: VerifyItem[];
  counts: Record<VerifyStatus, Count>;
}

export type ImpactGrade = 'worked' | 'flat' | 'backfired' | 'not_yet';
export const IMPACT_GRADES: readonly ImpactGrade[] = ['worked', 'flat', 'backfired', 'not_yet'];

/** Figures as shown: the counts and money of EntityFigures plus CPC and ACOS (null without clicks / sales). */
export interface ImpactFigures extends EntityFigures {
  cpc: Money | null;
  acos: Percent | null;
}

export interface ChangeImpact {
  item: VerifyItem;
  before: ImpactFigures;
  after: ImpactFigures;
  grade: ImpactGrade;
  /** Why the grade, with its numbers. */
  reason: string;
}

export interface ImpactTotals {
  changes: Count;
  grades: Record<ImpactGrade, Count>;
  before: { spend: Money; sales: Money };
  after: { spend: Money; sales: Money };
}

export interface ImpactResult {
  /** After-figures scaled to the before-period's length when both lengths are known (1 otherwise). */
  after_scale: number;
  changes: ChangeImpact[];
  by_kind: Partial<Record<PlanItemKind, ImpactTotals>>;
  total: ImpactTotals;
}

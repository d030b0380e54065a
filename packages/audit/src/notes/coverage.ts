/**
 * The notes coverage gauge: the share of spend and of
 * sales that belongs to campaigns (or parent ASINs) with at least one note, its colour band, and
 * how many more of them, largest first, would bring it to the 80% target.
 */
import type { ParentAsinSummary } from '../business/parent-asin-types.js';
import { sumMoney } from '../metrics/money-sum.js';
import type { Money, Percent } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import { parentAsinKey } from './types.js';

/** Coverage target: the share of spend worth having notes on. */
export const NOTES_COVERAGE_TARGET: Percent = 80;
/** Lower bounds of the colour bands: 80+ green, 60-79 teal, 40-59 light blue, below 40 blue. */
export const COVERAGE_BAND_THRESHOLDS = { green: 80, teal: 60, lightBlue: 40 } as const;

export type CoverageBand = 'green' | 'teal' | 'light-blue' | 'blue';

export interface CoverageItem {
  spend: Money;
  sales: Money;
  /** True when it has at least one note. */
  covered: boolean;
}

export interface CoverageShare {
  /** Sum over the covered items. */
  covered: Money;
  /** Sum over every item. */
  total: Money;
  /** covered / total x 100, rounded to 2 decimals (what the gauge shows); 0 when the total is 0. */
  percent: Percent;
  band: CoverageBand;
  /** Uncovered items still needed to reach the target, taking the largest first; 0 once reached or when the total is 0. */
  neededForTarget: number;
}

export interface NotesCoverage {
  itemCount: number;
  coveredCount: number;
  spend: CoverageShare;
  sales: CoverageShare;
}

/** The colour band of a coverage percentage. */
export function coverageBand(percent: Percent): CoverageBand {
  if (percent >= COVERAGE_BAND_THRESHOLDS.green) return 'green';
  if (percent >= COVERAGE_BAND_THRESHOLDS.teal) return 'teal';
  if (percent >= COVERAGE_BAND_THRESHOLDS.lightBlue) return 'light-blue';
  return 'blue';
}

/** Missing, negative or non-finite amounts count as 0. */
const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Rounded to 2 decimals so the band and the target agree with the number on screen. */
const roundedPercent = (part: number, whole: number): Percent => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** How many of the uncovered amounts, largest first, bring `covered` to the target share of `total`. */
export function itemsNeededForTarget(covered: Money, uncovered: readonly Money[], total: Money, target: Percent = NOTES_COVERAGE_TARGET): number {
  if (total <= 0) return 0;
  const largestFirst = uncovered.map(amount).sort((a, b) => b - a);
  let sum = covered;
  let needed = 0;
  while (roundedPercent(sum, total) < target && needed < largestFirst.length) sum += largestFirst[needed++];
  return needed;
}

function share(items: readonly CoverageItem[], measure: 'spend' | 'sales', target: Percent): CoverageShare {
  const valuesOf = (covered: boolean) => items.filter((item) => item.covered === covered).map((item) => amount(item[measure]));
  const covered = sumMoney(valuesOf(true));
  const uncovered = valuesOf(false);
  const total = covered + sumMoney(uncovered);
  const percent = roundedPercent(covered, total);
  return { covered, total, percent, band: coverageBand(percent), neededForTarget: itemsNeededForTarget(covered, uncovered, total, target) };
}

/** Coverage of spend and of sales by the covered items. */
export function notesCoverage(items: readonly CoverageItem[], target: Percent = NOTES_COVERAGE_TARGET): NotesCoverage {
  return {
    itemCount: items.length,
    coveredCount: items.filter((item) => item.covered).length,
    spend: share(items, 'spend', target),
    sales: share(items, 'sales', target),
  };
}

/** Campaign-notes coverage: each campaign's own spend and (ad) sales. */
export function campaignNotesCoverage(campaigns: readonly Campaign[], hasNotes: (campaignId: string) => boolean): NotesCoverage {
  return notesCoverage(campaigns.map((c) => ({ spend: c.metrics.spend, sales: c.metrics.sales, covered: hasNotes(c.id) })));
}

/**
 * Parent-ASIN-notes coverage from the business report's parent summary: spend is the parent's
 * advertising spend (total_spend), sales its total ordered product sales (total_sales), so a
 * parent with sales but no ads still counts.
 */
export function parentAsinNotesCoverage(
  summary: Readonly<Record<string, ParentAsinSummary>>,
  hasNotes: (parentAsin: string) => boolean,
): NotesCoverage {
  return notesCoverage(
    Object.entries(summary).map(([asin, parent]) => ({ spend: parent.total_spend, sales: parent.total_sales, covered: hasNotes(parentAsinKey(asin)) })),
  );
}

// Whether a move is good for the account, so the Compare tab can say so in words and colour:
// lower ACOS and CPC are good; higher sales, ROAS, orders and conversion rate are good. Spend,
// clicks and impressions are neither: more of them is good only if sales follow, which the other
// figures tell.
import type { HealthGradeLetter } from '../health/types.js';
import type { ComparedMetric } from './types.js';

export type ChangeVerdict = 'better' | 'worse' | 'neutral';

const GOOD_WHEN: Readonly<Record<ComparedMetric, 'up' | 'down' | null>> = {
  spend: null,
  sales: 'up',
  roas: 'up',
  acos: 'down',
  cpc: 'down',
  conversion_rate: 'up',
  impressions: null,
  clicks: null,
  orders: 'up',
};

/** 'better' or 'worse' for the account; 'neutral' for no change, a figure that is neither, or an unknown change. */
export function changeVerdict(metric: ComparedMetric, change: number | null): ChangeVerdict {
  const good = GOOD_WHEN[metric];
  if (good === null || change === null || change === 0 || !Number.isFinite(change)) return 'neutral';
  return (change > 0) === (good === 'up') ? 'better' : 'worse';
}

const GRADE_ORDER: readonly HealthGradeLetter[] = ['A', 'B', 'C', 'D', 'F'];

/** A move from one health grade to another: 'B → A' is better. */
export function gradeVerdict(older: HealthGradeLetter, newer: HealthGradeLetter): ChangeVerdict {
  const diff = GRADE_ORDER.indexOf(older) - GRADE_ORDER.indexOf(newer);
  return diff > 0 ? 'better' : diff < 0 ? 'worse' : 'neutral';
}

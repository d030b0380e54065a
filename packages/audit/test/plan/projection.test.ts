import { describe, expect, test } from 'vitest';
import { itemEffect, projectPlan, PROJECTION_LABEL } from '../../src/plan/projection.js';
import type { PlanItem } from '../../src/plan/types.js';
import { itemFor, planOf } from './plan-fixture.js';

const account = { clicks: 1000, spend: 1000, sales: 2000, orders: 50 };

describe('projection', () => {
  const plan = planOf();
  const bid = itemFor(plan, 'bid', '111')!; // $1.20 -> $0.60 on $240 spend, $300 sales
  const pause = itemFor(plan, 'pause', '115')!; // $60 spend, no sales

  test('a bid halved: clicks and cost per click halve (spend x 1/4, sales x 1/2); a pause removes its spend', () => {
    expect(itemEffect(bid)).toEqual({ spend: -180, sales: -150 });
    expect(itemEffect(pause)).toEqual({ spend: -60, sales: -0 });
  });

  test('recomputed from the accepted items only, at their edited values; labelled an estimate', () => {
    const both = projectPlan([bid, pause], account, { [bid.id]: { status: 'accepted' }, [pause.id]: { status: 'accepted' } });
    expect(both.projected).toEqual({ spend: 760, sales: 1850, acos: (760 / 1850) * 100 });
    expect(both.items).toBe(2);
    expect(both.label).toBe(PROJECTION_LABEL);
    const rejected = projectPlan([bid, pause], account, { [bid.id]: { status: 'rejected' }, [pause.id]: { status: 'accepted' } });
    expect(rejected.projected.spend).toBe(940);
    // Edited to $0.90: factor 0.75, spend x 0.5625 (-105), sales x 0.75 (-75).
    const edited = projectPlan([bid], account, { [bid.id]: { status: 'accepted', value: 0.9 } });
    expect(edited.projected).toMatchObject({ spend: 895, sales: 1925 });
    expect(projectPlan([bid, pause], account, {}).projected).toEqual(both.current);
  });

  test('without decisions every item counts; the plan carries that projection', () => {
    expect(plan.projection.items).toBe(plan.items.length);
    const harvestOnly = plan.items.filter((i: PlanItem) => i.kind === 'harvest');
    expect(projectPlan(harvestOnly, account).projected.spend).toBe(1000);
  });
});

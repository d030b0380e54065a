import { describe, expect, test } from 'vitest';
import { applyObservationLock } from '../../src/changes/observation-lock.js';
import { planOf } from '../plan/plan-fixture.js';

describe('the observation lock', () => {
  const plan = planOf({ period_days: 30 });
  const bid = plan.items.find((i) => i.id === 'bid:sp:111')!;

  test('an entity changed within 14 days gets no new change, and the held reason says so', () => {
    const locked = applyObservationLock(plan, [{ item_id: bid.id, entity_id: '111', changed_on: '2026-10-01', backfired: false }], '2026-10-10');
    expect(locked.items.some((i) => i.entity_id === '111')).toBe(false);
    expect(locked.held[0]).toMatchObject({ kind: 'bid', entity_id: '111', reason: 'Changed on 2026-10-01 (9 days ago): left alone until 2026-10-15 so the change can show its effect.' });
    expect(locked.items).toHaveLength(plan.items.length - 1);
  });

  test('after the lock, or when the change backfired, the plan proposes again', () => {
    expect(applyObservationLock(plan, [{ item_id: bid.id, entity_id: '111', changed_on: '2026-10-01', backfired: false }], '2026-10-15').items).toContainEqual(bid);
    expect(applyObservationLock(plan, [{ item_id: bid.id, entity_id: '111', changed_on: '2026-10-01', backfired: true }], '2026-10-05').items).toContainEqual(bid);
  });

  test('the lock is on the entity: a keyword whose bid changed is not paused either; the days are a setting', () => {
    const pause = plan.items.find((i) => i.kind === 'pause' && i.entity_id === '115')!;
    const locked = applyObservationLock(plan, [{ item_id: 'bid:sp:115', entity_id: '115', changed_on: '2026-10-01', backfired: false }], '2026-10-03', 7);
    expect(locked.items).not.toContainEqual(pause);
    expect(locked.held[0]).toMatchObject({ kind: 'pause', reason: expect.stringContaining('left alone until 2026-10-08') });
  });
});

import { describe, expect, test } from 'vitest';
import { toChangeSet } from '../../src/plan/change-set.js';
import { acceptedChanges } from '../../src/plan/export-workbook.js';
import { planOf } from './plan-fixture.js';

describe('toChangeSet', () => {
  test('placements, negatives and harvests name what the ids alone do not', () => {
    const plan = planOf();
    const picked = ['placement:100:top_of_search', 'harvest:great term'];
    const negative = plan.items.find((i) => i.kind === 'negative' && i.proposed === 'junk term')!;
    const items = plan.items.filter((i) => picked.includes(i.id) || i === negative);
    const decisions = Object.fromEntries(items.map((i) => [i.id, { status: 'accepted' as const, value: i.kind === 'harvest' ? 0.8 : undefined }]));
    const set = toChangeSet(acceptedChanges(plan.items, decisions), '2026-11-27');
    expect(set.items.map((e) => [e.field, e.subject, e.from, e.to])).toEqual([
      ['placement_percentage', 'Placement Top', 0, 25],
      ['negative_keyword', 'Negative Exact: junk term', null, 'junk term'],
      ['keyword', 'Exact: great term', null, 0.8],
    ]);
  });
});

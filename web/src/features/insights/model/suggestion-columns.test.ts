import { expect, test } from 'vitest';
import { testInsights } from '../test/insights-test-kit';
import { CONFLICT_COLUMNS } from './suggestion-columns';

const column = (id: string) => CONFLICT_COLUMNS.find((c) => c.id === id)!;

test('a term conflict counts every ad group, and says how many are not listed', () => {
  const [conflict] = testInsights().term_conflicts;
  // The engine lists the best ad groups of a term that spent in many.
  const spread = { ...conflict!, ad_group_count: 25 };
  expect(column('ad_groups').value(spread)).toBe(25);
  expect(column('others').value(spread)).toBe('SP Valves Auto › Auto: 1 orders, $40.00 sales, ACOS 20.00%; 23 more ad groups (in the figures, not listed)');
  expect(column('ad_groups').value(conflict!)).toBe(2);
  expect(column('others').value(conflict!)).toBe('SP Valves Auto › Auto: 1 orders, $40.00 sales, ACOS 20.00%');
});

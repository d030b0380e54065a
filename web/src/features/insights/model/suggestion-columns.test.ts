import { expect, test } from 'vitest';
import type { TermConflict, TermOccurrence } from '@ads-auditor/audit';
import { testInsights } from '../test/insights-test-kit';
import { CONFLICT_COLUMNS } from './suggestion-columns';

const column = (id: string) => CONFLICT_COLUMNS.find((c) => c.id === id)!;
const AUTO_TEXT = 'SP Valves Auto › Auto: 1 orders, $40.00 sales, ACOS 20.00%';

test('a term conflict counts every ad group, and says how many are not listed', () => {
  const [conflict] = testInsights().term_conflicts;
  // The engine lists the best ad groups of a term that spent in many.
  const spread = { ...conflict!, ad_group_count: 25 };
  expect(column('ad_groups').value(spread)).toBe(25);
  expect(column('others').value(spread)).toBe(`${AUTO_TEXT}; 23 more ad groups (in the figures, not listed)`);
  expect(column('ad_groups').value(conflict!)).toBe(2);
  expect(column('others').value(conflict!)).toBe(AUTO_TEXT);
});

test('the cell shows three other ad groups; Copy and the CSV keep every one listed', () => {
  const [conflict] = testInsights().term_conflicts;
  const [best, other] = conflict!.occurrences as [TermOccurrence, TermOccurrence];
  const others = [1, 2, 3, 4, 5].map((n) => ({ ...other, ad_group_id: `ag${n}`, ad_group_name: `Auto ${n}` }));
  const wide: TermConflict = { ...conflict!, occurrences: [best, ...others], ad_group_count: 30 };
  const text = (n: number) => `SP Valves Auto › Auto ${n}: 1 orders, $40.00 sales, ACOS 20.00%`;
  expect(column('others').render!(wide)).toBe(`${text(1)}; ${text(2)}; ${text(3)}; 2 more ad groups in Copy and Export CSV; 24 more ad groups (in the figures, not listed)`);
  expect(column('others').value(wide)).toBe(`${[1, 2, 3, 4, 5].map(text).join('; ')}; 24 more ad groups (in the figures, not listed)`);
});

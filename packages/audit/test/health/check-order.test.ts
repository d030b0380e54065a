import { expect, test } from 'vitest';
import { checksInListOrder, needsAction } from '../../src/health/check-order.js';
import type { HealthStatus } from '../../src/health/types.js';

const check = (name: string, status: HealthStatus, graded = true) => ({ name, status, graded });

test('failing, then warning, then passing, then not computed checks; the ungraded notes check last; ties keep their order', () => {
  const ordered = checksInListOrder([
    check('pass 1', 'pass'),
    check('notes', 'fail', false),
    check('warn 1', 'warn'),
    check('n/a', 'not_computed'),
    check('fail', 'fail'),
    check('warn 2', 'warn'),
    check('pass 2', 'pass'),
  ]);
  expect(ordered.map((c) => c.name)).toEqual(['fail', 'warn 1', 'warn 2', 'pass 1', 'pass 2', 'n/a', 'notes']);
});

test('only graded checks that warn or fail ask for action', () => {
  expect([check('a', 'fail'), check('b', 'warn'), check('c', 'pass'), check('d', 'not_computed'), check('e', 'fail', false)].filter(needsAction).map((c) => c.name)).toEqual(['a', 'b']);
});

import { expect, test } from 'vitest';
import type { PlanItem } from '@ads-auditor/audit';
import { valueProblem } from './plan-items';

const budget = { kind: 'budget', detail: { kind: 'budget' } } as unknown as PlanItem;
const bid = { kind: 'bid', detail: { kind: 'bid', type: 'SP' } } as unknown as PlanItem;

test("a typed value outside the marketplace's limits: the range in its currency, marked when it is an estimate", () => {
  expect(valueProblem(bid, '2000', 'EUR')).toBe('Between 0,02\u00a0€ and 1.000,00\u00a0€.');
  expect(valueProblem(bid, '1', 'JPY')).toBe('Between ￥2 and ￥100,000.');
  expect(valueProblem(bid, '1.5', 'JPY')).toBe('Whole JPY only.');
  // Amazon publishes no daily-budget limits for the euro that were found: an estimate, and the seller is told.
  expect(valueProblem(budget, '0.5', 'EUR')).toBe('Between 1,00\u00a0€ and 1.000.000,00\u00a0€ (approximate limits for this marketplace; Amazon may differ).');
  expect(valueProblem(budget, '0.5', 'USD')).toBe('Between $1.00 and $1,000,000.00.');
  expect(valueProblem(bid, '12', 'EUR')).toBeNull();
});

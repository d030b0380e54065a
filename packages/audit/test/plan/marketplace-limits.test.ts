import { describe, expect, test } from 'vitest';
import { buildPlan } from '../../src/plan/build-plan.js';
import { outcomeNote, shapeAmount } from '../../src/plan/bid-rules.js';
import { marketplaceLimits, roundToUnit } from '../../src/plan/marketplace-limits.js';
import { fixtureSheets, planOf, planSourceOf } from './plan-fixture.js';

const rules = { max_decrease: 50, max_increase: 25, bid_step: 0.01 };

describe('bid steps and limits per marketplace', () => {
  test('the yen moves by whole yen, with its own minimum bid', () => {
    const jpy = marketplaceLimits('JPY');
    expect(jpy.unit).toBe(1);
    expect(jpy.bids.SP).toEqual({ min: 2, max: 100_000, approximate: false });
    // -50 % of ¥121 is ¥60.5: ¥60 would pass the cap.
    expect(shapeAmount(121, 10, rules, jpy.bids.SP, jpy.unit)).toEqual({ proposed: 61, capped: 'decrease', limited: null });
    expect(shapeAmount(100, 87.4, rules, jpy.bids.SP, jpy.unit).proposed).toBe(87);
    expect(shapeAmount(2, 0.5, rules, jpy.bids.SP, jpy.unit)).toMatchObject({ proposed: 2, limited: 'min' });
    expect(outcomeNote(shapeAmount(2, 0.5, rules, jpy.bids.SP, jpy.unit), rules, jpy.bids.SP, 'JPY')).toBe(" (capped at -50%, kept at Amazon's minimum ￥2)");
  });

  test('cent currencies keep cents, and the note names the currency', () => {
    const eur = marketplaceLimits('EUR');
    expect(eur.unit).toBe(0.01);
    expect(shapeAmount(1, 0.777, rules, eur.bids.SP, eur.unit).proposed).toBe(0.78);
    expect(outcomeNote(shapeAmount(0.02, 0.001, rules, eur.bids.SP, eur.unit), rules, eur.bids.SP, 'EUR')).toBe(" (capped at -50%, kept at Amazon's minimum 0,02\u00a0€)");
    expect(marketplaceLimits('INR').bids.SP.min).toBe(1);
    expect(marketplaceLimits()).toBe(marketplaceLimits('USD'));
  });

  test("Amazon's published bid limits; estimates are marked approximate", () => {
    expect(marketplaceLimits('SGD').bids.SP).toEqual({ min: 0.02, max: 1_100, approximate: false });
    expect(marketplaceLimits('PLN').bids.SB).toEqual({ min: 0.2, max: 200, approximate: false });
    expect(marketplaceLimits('INR').bids.SB).toEqual({ min: 1, max: 2_000, approximate: false });
    expect(marketplaceLimits('SAR').bids.SP.approximate).toBe(true);
    expect(marketplaceLimits('ZAR').bids.SB.approximate).toBe(true);
    expect(marketplaceLimits('USD').budget.approximate).toBe(false);
    expect(marketplaceLimits('JPY').budget).toEqual({ min: 100, max: 21_000_000, approximate: false });
    expect(marketplaceLimits('EUR').budget.approximate).toBe(true);
  });

  test('roundToUnit', () => {
    expect(roundToUnit(1.2, 1)).toBe(1);
    expect(roundToUnit(1.235, 0.01)).toBe(1.24);
  });

  test("a plan in yen proposes whole-yen bids and writes its reasons in yen", () => {
    const sheets = fixtureSheets();
    const plan = buildPlan({ source: planSourceOf(sheets), insights: null, currency: 'JPY' });
    const bids = plan.items.filter((i) => i.kind === 'bid');
    expect(bids.length).toBeGreaterThan(0);
    for (const bid of bids) {
      expect(Number.isInteger(bid.proposed)).toBe(true);
      expect(bid.proposed as number).toBeGreaterThanOrEqual(2);
      expect(bid.reason).toContain('￥');
      expect(bid.reason).not.toContain('$');
    }
    // The same plan in dollars is untouched by it.
    expect(planOf().items.find((i) => i.kind === 'bid')!.reason).toContain('$');
  });
});

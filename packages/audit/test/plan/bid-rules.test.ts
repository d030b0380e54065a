import { describe, expect, test } from 'vitest';
import { BID_LIMITS, outcomeNote, shapeAmount } from '../../src/plan/bid-rules.js';

const rules = { max_decrease: 50, max_increase: 25, bid_step: 0.01 };

describe('shapeAmount', () => {
  test('caps a change at -50% / +25% of the current bid', () => {
    expect(shapeAmount(1.2, 0.3, rules, BID_LIMITS.SP)).toEqual({ proposed: 0.6, capped: 'decrease', limited: null });
    expect(shapeAmount(1, 3, rules, BID_LIMITS.SP)).toEqual({ proposed: 1.25, capped: 'increase', limited: null });
    expect(shapeAmount(1, 0.8, rules, BID_LIMITS.SP)).toEqual({ proposed: 0.8, capped: null, limited: null });
  });

  test('rounds to the bid step without passing a cap', () => {
    expect(shapeAmount(1, 0.777, rules, BID_LIMITS.SP).proposed).toBe(0.78);
    expect(shapeAmount(1, 0.777, { ...rules, bid_step: 0.05 }, BID_LIMITS.SP).proposed).toBe(0.8);
    // +25 % of $0.50 is $0.625: $0.63 would pass the cap.
    expect(shapeAmount(0.5, 2, rules, BID_LIMITS.SP).proposed).toBe(0.62);
    // -50 % of $1.23 is $0.615: $0.61 would pass the cap.
    expect(shapeAmount(1.23, 0.1, rules, BID_LIMITS.SP).proposed).toBe(0.62);
  });

  test("keeps bids within Amazon's limits of the ad type", () => {
    expect(shapeAmount(0.02, 0.001, rules, BID_LIMITS.SP)).toEqual({ proposed: 0.02, capped: 'decrease', limited: 'min' });
    expect(shapeAmount(0.12, 0.01, rules, BID_LIMITS.SB)).toMatchObject({ proposed: 0.1, limited: 'min' });
    expect(shapeAmount(45, 100, rules, BID_LIMITS.SB)).toMatchObject({ proposed: 49, limited: 'max' });
    expect(shapeAmount(900, 2000, rules, BID_LIMITS.SP)).toMatchObject({ proposed: 1000, limited: 'max' });
  });

  test('the note names what shaped the value', () => {
    const outcome = shapeAmount(0.02, 0.001, rules, BID_LIMITS.SP);
    expect(outcomeNote(outcome, rules, BID_LIMITS.SP)).toBe(" (capped at -50%, kept at Amazon's minimum $0.02)");
    expect(outcomeNote(shapeAmount(1, 0.8, rules, BID_LIMITS.SP), rules, BID_LIMITS.SP)).toBe('');
  });
});

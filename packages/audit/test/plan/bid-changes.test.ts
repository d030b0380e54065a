import { describe, expect, test } from 'vitest';
import { itemFor, planOf } from './plan-fixture.js';

describe('bid changes', () => {
  const plan = planOf();

  test('high ACOS: revenue per click x target, capped at -50%, with the reason the seller reads', () => {
    const item = itemFor(plan, 'bid', '111')!;
    expect(item).toMatchObject({ campaign_id: '100', ad_group_id: '110', current: 1.2, proposed: 0.6, confidence: 'high' });
    expect(item.evidence).toEqual({ clicks: 200, spend: 240, sales: 300, orders: 10 });
    expect(item.reason).toBe('ACOS 80% on 200 clicks and 10 orders; target 30%: revenue per click $1.50 x 30% = $0.45; bid $1.20 -> $0.60 (capped at -50%).');
    expect(item.rows[0]).toEqual({ sheet: 'Sponsored Products Campaigns', row: expect.any(Number) });
  });

  test('low ACOS: raised, capped at +25% and rounded to the cent without passing the cap', () => {
    const item = itemFor(plan, 'bid', '112')!;
    expect(item).toMatchObject({ current: 0.5, proposed: 0.62 });
    expect(item.reason).toContain('(capped at +25%)');
  });

  test('under the caps the formula decides', () => {
    expect(itemFor(plan, 'bid', '116')).toMatchObject({ current: 1, proposed: 0.75 });
  });

  test('the bid step rounds every proposal to its multiple', () => {
    const stepped = planOf({ bid_step: 0.05 });
    expect(itemFor(stepped, 'bid', '116')!.proposed).toBe(0.75);
    // $0.625 rounded to $0.05 would be $0.65, past the +25 % cap: one step back.
    expect(itemFor(stepped, 'bid', '112')!.proposed).toBe(0.6);
  });

  test('caps are settings', () => {
    const wide = planOf({ max_decrease: 80, max_increase: 300 });
    expect(itemFor(wide, 'bid', '111')!.proposed).toBe(0.45);
    expect(itemFor(wide, 'bid', '112')!.proposed).toBe(1.5);
  });

  test('thin data is left alone, and the reason says so', () => {
    expect(itemFor(plan, 'bid', '113')).toBeUndefined();
    expect(itemFor(plan, 'bid', '114')).toBeUndefined();
    const thin = plan.held.find((h) => h.entity_id === '113')!;
    expect(thin.reason).toMatch(/^Left alone: \$3\.00 spent on 3 clicks and no orders, but an order is expected every 10 clicks; too few clicks to judge/);
    const uncertain = plan.held.find((h) => h.entity_id === '114')!;
    expect(uncertain.reason).toContain('ACOS 60% on 5 clicks and 1 order');
    expect(uncertain.reason).toContain('too uncertain to change the bid');
    expect(uncertain.confidence).toBe('low');
    expect(uncertain.interval!.reference.scope).toBe('ad_group');
  });

  test('the same ACOS on many clicks is changed: only the interval differs', () => {
    // 114 and 111: both far above target; 111's interval is narrow enough, 114's is not.
    const thin = plan.held.find((h) => h.entity_id === '114')!;
    const sure = itemFor(plan, 'bid', '111')!;
    expect(thin.interval!.high - thin.interval!.low).toBeGreaterThan(2 * (sure.interval!.high - sure.interval!.low));
  });

  test('paused keywords, ad groups and campaigns get no change', () => {
    for (const id of ['121', '211']) expect(plan.items.some((i) => i.entity_id === id)).toBe(false);
    expect(plan.held.find((h) => h.entity_id === '121')!.reason).toBe('Left alone: the ad group is paused.');
    expect(plan.held.find((h) => h.entity_id === '211')!.reason).toBe('Left alone: the campaign is paused.');
  });

  test("Sponsored Brands bids stay within Amazon's SB limits", () => {
    expect(itemFor(plan, 'bid', '301')).toMatchObject({ current: 2, proposed: 1.5 });
    const cheap = itemFor(plan, 'bid', '302')!;
    expect(cheap.proposed).toBe(0.1);
    expect(cheap.reason).toContain("kept at Amazon's minimum $0.10");
  });
});

describe('targets', () => {
  test('overrides: campaign over type over account, brand terms for brand keywords', () => {
    expect(itemFor(planOf({ target_acos: 20 }), 'bid', '116')!.proposed).toBe(0.5);
    const byType = planOf({ type_targets: { SB: 20 } });
    expect(itemFor(byType, 'bid', '301')!.proposed).toBe(1);
    expect(itemFor(byType, 'bid', '116')!.proposed).toBe(0.75);
    const byCampaign = planOf({ type_targets: { SP: 20 }, campaign_targets: { '100': 25 } });
    expect(itemFor(byCampaign, 'bid', '116')!.proposed).toBe(0.63);
    expect(itemFor(byCampaign, 'bid', '116')!.reason).toContain('campaign target 25%');
    // At 36 % the interval's optimistic end (ACOS 34 %) is under target: the bid stays.
    expect(itemFor(planOf({ campaign_targets: { '100': 36 } }), 'bid', '116')).toBeUndefined();
    const brand = planOf({ brand_terms: ['acme'], brand_target_acos: 60 });
    expect(itemFor(brand, 'bid', '301')).toMatchObject({ proposed: 2.5, target_acos: 60 });
    expect(itemFor(brand, 'bid', '301')!.reason).toContain('brand target 60%: revenue per click $5.00 x 60% = $3.00; bid $2.00 -> $2.50 (capped at +25%)');
  });

  test('break-even mode: (price - cogs - fees) / price minus the margin, for the ad groups advertising the ASIN', () => {
    // B0AAAAAAA1: (40 - 20 - 8) / 40 = 30 % break-even; margin 5 => 25 % target. B0AAAAAAA2 has no costs and no sales.
    const plan = planOf({ break_even: { costs: [{ asin: 'B0AAAAAAA1', price: 40, cogs: 20, fees: 8 }], margin: 5 } });
    const item = itemFor(plan, 'bid', '116')!;
    expect(item.target_acos).toBe(25);
    expect(item.proposed).toBe(0.63);
    expect(item.reason).toContain('break-even target 25% (break-even 30% - margin 5%)');
    // Campaign 400 advertises no ASIN with costs: the account's target.
    expect(itemFor(plan, 'bid', '401')!.target_acos).toBe(30);
  });
});

import { describe, expect, test } from 'vitest';
import { DEFAULT_PLAN_SETTINGS, resolvePlanSettings, validatePlanSettings } from '../../src/plan/settings.js';

describe('plan settings', () => {
  test("defaults: the insights' 30% target, caps -50% / +25%, $0.01 step, budgets only raised", () => {
    expect(resolvePlanSettings()).toEqual(DEFAULT_PLAN_SETTINGS);
    expect(DEFAULT_PLAN_SETTINGS).toMatchObject({ target_acos: 30, max_decrease: 50, max_increase: 25, bid_step: 0.01, lower_budgets: false, period_days: null });
    expect(resolvePlanSettings({ target_acos: 20, brand_terms: [' Acme ', 'acme'], max_decrease: undefined })).toMatchObject({ target_acos: 20, brand_terms: ['acme'], max_decrease: 50 });
  });

  test('every bad value is named in a sentence', () => {
    expect(validatePlanSettings({
      target_acos: 0,
      type_targets: { SB: Number.NaN },
      campaign_targets: { '123': 2000 },
      max_decrease: 95,
      bid_step: 0,
      break_even: { costs: [], margin: -1 },
      period_days: 1.5,
    })).toEqual([
      'Target ACOS must be between 1% and 1000%.',
      'The SB target ACOS must be a number.',
      'The target ACOS of campaign 123 must be between 1% and 1000%.',
      'The largest decrease must be between 1% and 90%.',
      'The bid step must be between 0.01 and 1.',
      'The margin must be between 0% and 100%.',
      'The period must be at least one whole day.',
    ]);
    expect(validatePlanSettings({ target_acos: 30, max_increase: 25 })).toEqual([]);
  });
});

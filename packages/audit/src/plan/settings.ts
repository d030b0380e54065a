/** The plan settings: defaults (the target ACOS is the insights' default) and one validation for the CLI, server and web. */
import { DEFAULT_INSIGHT_SETTINGS, parseBrandTerms } from '../insights/settings.js';
import { DEFAULT_BID_STEP, DEFAULT_CAPS } from './bid-rules.js';
import type { PlanSettings } from './types.js';

export const DEFAULT_PLAN_SETTINGS: Readonly<PlanSettings> = Object.freeze({
  target_acos: DEFAULT_INSIGHT_SETTINGS.target_acos,
  type_targets: {},
  campaign_targets: {},
  brand_terms: [],
  brand_target_acos: null,
  break_even: null,
  max_decrease: DEFAULT_CAPS.max_decrease,
  max_increase: DEFAULT_CAPS.max_increase,
  bid_step: DEFAULT_BID_STEP,
  period_days: null,
  lower_budgets: false,
  observation_days: 14,
});

export const PLAN_SETTING_LIMITS = {
  target_acos: { min: 1, max: 1000 },
  max_decrease: { min: 1, max: 90 },
  max_increase: { min: 1, max: 500 },
  bid_step: { min: 0.01, max: 1 },
  margin: { min: 0, max: 100 },
  observation_days: { min: 0, max: 90 },
} as const;

function rangeProblem(label: string, value: unknown, { min, max }: { min: number; max: number }, unit = ''): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`;
  if (value < min || value > max) return `${label} must be between ${min}${unit} and ${max}${unit}.`;
  return null;
}

/** Every problem of a (partial) settings object, one sentence each; empty when valid. */
export function validatePlanSettings(settings: Partial<PlanSettings>): string[] {
  const problems: (string | null)[] = [];
  const acos = PLAN_SETTING_LIMITS.target_acos;
  if (settings.target_acos !== undefined) problems.push(rangeProblem('Target ACOS', settings.target_acos, acos, '%'));
  for (const [type, value] of Object.entries(settings.type_targets ?? {})) problems.push(rangeProblem(`The ${type} target ACOS`, value, acos, '%'));
  for (const [id, value] of Object.entries(settings.campaign_targets ?? {})) problems.push(rangeProblem(`The target ACOS of campaign ${id}`, value, acos, '%'));
  if (settings.brand_target_acos != null) problems.push(rangeProblem('The brand target ACOS', settings.brand_target_acos, acos, '%'));
  if (settings.max_decrease !== undefined) problems.push(rangeProblem('The largest decrease', settings.max_decrease, PLAN_SETTING_LIMITS.max_decrease, '%'));
  if (settings.max_increase !== undefined) problems.push(rangeProblem('The largest increase', settings.max_increase, PLAN_SETTING_LIMITS.max_increase, '%'));
  if (settings.bid_step !== undefined) problems.push(rangeProblem('The bid step', settings.bid_step, PLAN_SETTING_LIMITS.bid_step));
  if (settings.break_even) problems.push(rangeProblem('The margin', settings.break_even.margin, PLAN_SETTING_LIMITS.margin, '%'));
  if (settings.observation_days !== undefined) {
    const days = settings.observation_days;
    const { min, max } = PLAN_SETTING_LIMITS.observation_days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < min || days > max) problems.push(`The observation days must be a whole number between ${min} and ${max}.`);
  }
  if (settings.period_days != null && (!Number.isInteger(settings.period_days) || settings.period_days < 1)) problems.push('The period must be at least one whole day.');
  return problems.filter((p): p is string => p !== null);
}

export function resolvePlanSettings(settings: Partial<PlanSettings> = {}): PlanSettings {
  return {
    ...DEFAULT_PLAN_SETTINGS,
    ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    brand_terms: parseBrandTerms(settings.brand_terms ?? []),
  } as PlanSettings;
}

// The settings panel's fields as text (what the seller types) and the body they make.
import { validatePlanSettings, type CampaignTypeCode } from '@ads-auditor/audit';
import type { AccountPlanSettings, PlanSettingsUpdate } from '../api/plan-api';

export const CAMPAIGN_TYPES: readonly CampaignTypeCode[] = ['SP', 'SB', 'SD'];

export interface SettingsDraft {
  target_acos: string;
  type_targets: Record<CampaignTypeCode, string>;
  campaign_targets: { campaign_id: string; target: string }[];
  brand_terms: string;
  brand_target_acos: string;
  max_decrease: string;
  max_increase: string;
  bid_step: string;
  lower_budgets: boolean;
  observation_days: string;
  margin: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftOf(settings: AccountPlanSettings): SettingsDraft {
  return {
    target_acos: text(settings.target_acos),
    type_targets: { SP: text(settings.type_targets.SP), SB: text(settings.type_targets.SB), SD: text(settings.type_targets.SD) },
    campaign_targets: Object.entries(settings.campaign_targets).map(([campaign_id, target]) => ({ campaign_id, target: String(target) })),
    brand_terms: settings.brand_terms.join(', '),
    brand_target_acos: text(settings.brand_target_acos),
    max_decrease: text(settings.max_decrease),
    max_increase: text(settings.max_increase),
    bid_step: text(settings.bid_step),
    lower_budgets: settings.lower_budgets,
    observation_days: text(settings.observation_days),
    margin: text(settings.break_even?.margin ?? 0),
  };
}

/** A typed number: NaN unless one number is written, so the engine says "must be a number". */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The body of PUT .../plan-settings, and every problem the engine finds in it (empty when valid). */
export function bodyOf(draft: SettingsDraft): { body: PlanSettingsUpdate; problems: string[] } {
  const typeTargets: Partial<Record<CampaignTypeCode, number>> = {};
  for (const type of CAMPAIGN_TYPES) if (draft.type_targets[type].trim() !== '') typeTargets[type] = numberOf(draft.type_targets[type]);
  const campaignTargets: Record<string, number> = {};
  for (const row of draft.campaign_targets) if (row.campaign_id !== '') campaignTargets[row.campaign_id] = numberOf(row.target);
  const body = {
    target_acos: numberOf(draft.target_acos),
    type_targets: typeTargets,
    campaign_targets: campaignTargets,
    brand_terms: draft.brand_terms.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean),
    brand_target_acos: draft.brand_target_acos.trim() === '' ? null : numberOf(draft.brand_target_acos),
    max_decrease: numberOf(draft.max_decrease),
    max_increase: numberOf(draft.max_increase),
    bid_step: numberOf(draft.bid_step),
    lower_budgets: draft.lower_budgets,
    observation_days: numberOf(draft.observation_days),
  };
  return { body, problems: validatePlanSettings(body) };
}

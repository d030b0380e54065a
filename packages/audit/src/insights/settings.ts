/** The insight settings: defaults, limits and one validation shared by the CLI, the server and the web app. */
import type { InsightSettings } from './types.js';

export const DEFAULT_INSIGHT_SETTINGS: Readonly<InsightSettings> = Object.freeze({
  target_acos: 30,
  min_clicks: 10,
  brand_terms: [],
  waste_factor: 1,
  harvest_min_orders: 2,
});

/** Bounds of each setting (inclusive); the server's schemas use the same. */
export const INSIGHT_SETTING_LIMITS = {
  target_acos: { min: 1, max: 1000 },
  min_clicks: { min: 0, max: 100_000 },
  waste_factor: { min: 0.1, max: 100 },
  harvest_min_orders: { min: 1, max: 100_000 },
  brand_terms: { maxTerms: 100, maxLength: 100 },
} as const;

/** Converting rows (and grams) at or above target ACOS x this multiple count as wasting. */
export const HIGH_ACOS_MULTIPLE = 2;

/** 'Acme, acme pro ,,' -> ['acme', 'acme pro']: lower case, trimmed, empty and repeated ones dropped. */
export function parseBrandTerms(text: string | readonly string[]): string[] {
  const parts = typeof text === 'string' ? text.split(',') : text;
  const terms = parts.map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ')).filter((part) => part !== '');
  return [...new Set(terms)];
}

export interface SettingsProblem {
  field: keyof InsightSettings;
  message: string;
}

type Numeric = 'target_acos' | 'min_clicks' | 'waste_factor' | 'harvest_min_orders';
const NUMERIC: Record<Numeric, { label: string; integer: boolean; unit: string }> = {
  target_acos: { label: 'Target ACOS', integer: false, unit: ' %' },
  min_clicks: { label: 'Minimum clicks', integer: true, unit: '' },
  waste_factor: { label: 'Waste factor', integer: false, unit: '' },
  harvest_min_orders: { label: 'Harvest minimum orders', integer: true, unit: '' },
};

function numericProblem(field: Numeric, value: unknown): string | null {
  const { label, integer, unit } = NUMERIC[field];
  const { min, max } = INSIGHT_SETTING_LIMITS[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`;
  if (integer && !Number.isInteger(value)) return `${label} must be a whole number.`;
  if (value < min || value > max) return `${label} must be between ${min}${unit} and ${max}${unit}.`;
  return null;
}

/** Problems of a (partial) settings object, one per field; empty when it is valid. */
export function validateInsightSettings(settings: Partial<InsightSettings>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const field of Object.keys(NUMERIC) as Numeric[]) {
    if (settings[field] === undefined) continue;
    const message = numericProblem(field, settings[field]);
    if (message) problems.push({ field, message });
  }
  const brands = settings.brand_terms;
  if (brands !== undefined) {
    const { maxTerms, maxLength } = INSIGHT_SETTING_LIMITS.brand_terms;
    if (!Array.isArray(brands) || brands.some((term) => typeof term !== 'string')) {
      problems.push({ field: 'brand_terms', message: 'Brand terms must be a list of words.' });
    } else if (brands.length > maxTerms) {
      problems.push({ field: 'brand_terms', message: `At most ${maxTerms} brand terms.` });
    } else if (brands.some((term) => term.length > maxLength)) {
      problems.push({ field: 'brand_terms', message: `A brand term can have at most ${maxLength} characters.` });
    }
  }
  return problems;
}

/** The settings to compute with: the defaults, overridden by the fields given; brand terms normalised. */
export function resolveInsightSettings(settings: Partial<InsightSettings> = {}): InsightSettings {
  const pick = <K extends keyof InsightSettings>(key: K): InsightSettings[K] => settings[key] ?? DEFAULT_INSIGHT_SETTINGS[key];
  return {
    target_acos: pick('target_acos'),
    min_clicks: pick('min_clicks'),
    brand_terms: parseBrandTerms(pick('brand_terms')),
    waste_factor: pick('waste_factor'),
    harvest_min_orders: pick('harvest_min_orders'),
  };
}

// The settings form's state: the fields as typed, their problems, and the settings applied to
// the lists, which follow the fields once they are valid and have rested for APPLY_DELAY_MS.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseBrandTerms, validateInsightSettings, type InsightSettings, type SettingsProblem } from '@ads-auditor/audit';
import type { InsightQuery } from '../../audit-session';

/** Typing '45' should compute once, not for '4' and then '45'. */
export const APPLY_DELAY_MS = 600;

export type DraftField = 'target_acos' | 'min_clicks' | 'harvest_min_orders' | 'brand_terms' | 'waste_factor';
export type SettingsDraft = Record<DraftField, string>;

export function draftOf(settings: InsightQuery): SettingsDraft {
  return {
    target_acos: String(settings.target_acos),
    min_clicks: String(settings.min_clicks),
    harvest_min_orders: String(settings.harvest_min_orders),
    brand_terms: settings.brand_terms.join(', '),
    waste_factor: String(settings.waste_factor),
  };
}

/** An empty field is not a number (Number('') would be 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The settings a draft stands for (on top of `base` for the fields the form has not), or its problems. */
export function parseDraft(draft: SettingsDraft, base: InsightQuery): { settings: InsightQuery } | { problems: SettingsProblem[] } {
  const settings: InsightQuery = {
    ...base,
    target_acos: numberOf(draft.target_acos),
    min_clicks: numberOf(draft.min_clicks),
    harvest_min_orders: numberOf(draft.harvest_min_orders),
    brand_terms: parseBrandTerms(draft.brand_terms),
    waste_factor: numberOf(draft.waste_factor),
  };
  const problems = validateInsightSettings(settings as Partial<InsightSettings>);
  return problems.length > 0 ? { problems } : { settings };
}

const sameSettings = (a: InsightQuery, b: InsightQuery) => JSON.stringify(a) === JSON.stringify(b);

export function useSettingsDraft(initial: InsightQuery, onApply: (settings: InsightQuery) => void) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(initial));
  const [applied, setApplied] = useState<InsightQuery>(initial);
  const parsed = useMemo(() => parseDraft(draft, applied), [draft, applied]);
  const onApplyRef = useRef(onApply);
  onApplyRef.current = onApply;

  const appliedRef = useRef(applied);

  const apply = useCallback((next: InsightQuery) => {
    if (sameSettings(appliedRef.current, next)) return;
    appliedRef.current = next;
    setApplied(next);
    onApplyRef.current(next);
  }, []);

  // Valid fields apply after a pause in typing.
  useEffect(() => {
    if (!('settings' in parsed)) return undefined;
    const timer = setTimeout(() => apply(parsed.settings), APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parsed, apply]);

  const setField = (field: DraftField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  /** Enter in a field applies at once. */
  const applyNow = () => {
    if ('settings' in parsed) apply(parsed.settings);
  };
  const problemOf = (field: DraftField) => ('problems' in parsed ? parsed.problems.find((p) => p.field === field)?.message : undefined);
  const pending = 'settings' in parsed && !sameSettings(parsed.settings, applied);
  return { draft, applied, setField, applyNow, problemOf, pending };
}

import { createContext, useContext, type ReactNode } from 'react';
import type { BoundKey, CampaignFilters } from '@ads-auditor/audit';

/** The edited (not yet applied) filters, shared by every field of the panel. */
export interface FilterEditor {
  edited: CampaignFilters;
  /** Validation messages of the engine, by the Min field they concern. */
  errors: ReadonlyMap<BoundKey, string>;
  asinMapLoaded: boolean;
  /** Changes the edited filters only; the table is untouched. */
  change: (patch: Partial<CampaignFilters>) => void;
  /** Changes the edited filters and applies them when valid (Enter in a field). */
  submit: (patch: Partial<CampaignFilters>) => void;
}

const FilterEditorContext = createContext<FilterEditor | null>(null);

export function FilterEditorProvider({ value, children }: { value: FilterEditor; children: ReactNode }) {
  return <FilterEditorContext.Provider value={value}>{children}</FilterEditorContext.Provider>;
}

export function useFilterEditor(): FilterEditor {
  const editor = useContext(FilterEditorContext);
  if (!editor) throw new Error('useFilterEditor must be used within a FilterEditorProvider');
  return editor;
}

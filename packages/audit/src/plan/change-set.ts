/** An exported plan as a change set: what was changed, from what to what, and when (for the change loop). */
import type { ExportChange } from './export-rows.js';
import type { PlanItemKind } from './types.js';

export type ChangeField = 'bid' | 'placement_percentage' | 'daily_budget' | 'state' | 'negative_keyword' | 'keyword';

const FIELD_OF: Record<PlanItemKind, ChangeField> = {
  bid: 'bid', placement: 'placement_percentage', budget: 'daily_budget', pause: 'state', negative: 'negative_keyword', harvest: 'keyword',
};

export interface ChangeSetEntry {
  item_id: string;
  kind: PlanItemKind;
  field: ChangeField;
  campaign_id: string;
  ad_group_id: string | null;
  entity_id: string | null;
  /** The placement, or the keyword's text and match type, where the ids alone do not say. */
  subject: string | null;
  from: number | string | null;
  to: number | string;
}

export interface ChangeSet {
  /** ISO date (YYYY-MM-DD) of the export. */
  date: string;
  items: ChangeSetEntry[];
}

function subjectOf(change: ExportChange): string | null {
  const d = change.item.detail;
  if (d.kind === 'placement') return d.placement_text;
  if (d.kind === 'negative') return `${d.match_type}: ${String(change.value)}`;
  if (d.kind === 'harvest') return `Exact: ${d.keyword_text}`;
  return null;
}

export function toChangeSet(changes: readonly ExportChange[], date: string): ChangeSet {
  return {
    date,
    items: changes.map((change) => ({
      item_id: change.item.id,
      kind: change.item.kind,
      field: FIELD_OF[change.item.kind],
      campaign_id: change.item.campaign_id,
      ad_group_id: change.item.ad_group_id,
      entity_id: change.item.entity_id,
      subject: subjectOf(change),
      from: change.item.current,
      to: change.value,
    })),
  };
}

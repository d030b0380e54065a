// The plan's tables (migration 0013). Conventions: see tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface UploadPlanSourcesTable {
  upload_id: number;
  /** How `content` is compressed ('br' or 'gzip'), as upload_results. */
  encoding: string;
  /** The engine's PlanSource as compressed JSON. */
  content: Uint8Array;
  created_at: string;
}

export interface PlanSettingsTable {
  account_id: number;
  /** JSON of the engine's PlanSettings without period_days. */
  settings: string;
  updated_at: string;
}

export interface PlanDecisionsTable {
  upload_id: number;
  item_id: string;
  status: 'accepted' | 'rejected' | null;
  value: number | null;
  note: string | null;
  updated_at: string;
}

export interface PlanChangeSetsTable {
  id: Generated<number>;
  account_id: number;
  /** Null once the upload is deleted: the change set stays with the account. */
  upload_id: number | null;
  date: string;
  /** JSON array of the engine's ChangeSetEntry. */
  items: string;
  item_count: number;
  created_at: string;
}

export interface PlanTables {
  upload_plan_sources: UploadPlanSourcesTable;
  ad_account_plan_settings: PlanSettingsTable;
  plan_decisions: PlanDecisionsTable;
  plan_change_sets: PlanChangeSetsTable;
}

export type PlanDecisionRow = Selectable<PlanDecisionsTable>;
export type PlanChangeSetRow = Selectable<PlanChangeSetsTable>;

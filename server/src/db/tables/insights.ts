// Insight settings, remembered per ad account. Conventions: see tables/accounts.ts.
import type { Selectable } from 'kysely';

export interface InsightSettingsTable {
  account_id: number;
  /** Percent: 30 = 30 %. */
  target_acos: number;
  min_clicks: number;
  /** JSON array of the brand terms, lower case. */
  brand_terms: string;
  waste_factor: number;
  harvest_min_orders: number;
  updated_at: string;
}

export interface InsightTables {
  ad_account_insight_settings: InsightSettingsTable;
}

export type InsightSettingsRow = Selectable<InsightSettingsTable>;

// The insight settings last chosen for each ad account; an account without a row gets the engine's defaults.
import { DEFAULT_INSIGHT_SETTINGS, type InsightSettings } from '@ads-auditor/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { InsightSettingsRow } from '../db/tables/insights.js';

function toSettings(row: InsightSettingsRow): InsightSettings {
  return {
    target_acos: Number(row.target_acos),
    min_clicks: Number(row.min_clicks),
    brand_terms: JSON.parse(row.brand_terms) as string[],
    waste_factor: Number(row.waste_factor),
    harvest_min_orders: Number(row.harvest_min_orders),
  };
}

export function createInsightSettingsRepository(db: Kysely<Database>) {
  return {
    /** The account's remembered settings, or the defaults. */
    async find(accountId: number): Promise<InsightSettings> {
      const row = await db.selectFrom('ad_account_insight_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      return row ? toSettings(row) : { ...DEFAULT_INSIGHT_SETTINGS, brand_terms: [] };
    },

    /** Remembers complete (validated, normalised) settings, replacing the previous ones. */
    async save(accountId: number, settings: InsightSettings): Promise<void> {
      const values = {
        target_acos: settings.target_acos,
        min_clicks: settings.min_clicks,
        brand_terms: JSON.stringify(settings.brand_terms),
        waste_factor: settings.waste_factor,
        harvest_min_orders: settings.harvest_min_orders,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('ad_account_insight_settings')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type InsightSettingsRepository = ReturnType<typeof createInsightSettingsRepository>;

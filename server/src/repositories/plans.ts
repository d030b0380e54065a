// The plan's data: what it reads of each audited workbook, the settings remembered per ad
// account, the decisions per item of an upload and the exported change sets.
import type { ChangeSetEntry, PlanSettings } from '@ads-auditor/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PlanChangeSetRow, PlanDecisionRow } from '../db/tables/plan.js';
import type { ResultEncoding } from '../lib/compress-result.js';

/** The settings an account remembers: everything but the period, which belongs to an upload. */
export type StoredPlanSettings = Omit<PlanSettings, 'period_days'>;

export interface StoredDecision {
  status: 'accepted' | 'rejected' | null;
  value: number | null;
  note: string | null;
}

export interface DecisionChange extends StoredDecision {
  item_id: string;
}

export interface ChangeSetRecord {
  id: number;
  upload_id: number | null;
  date: string;
  created_at: string;
  items: ChangeSetEntry[];
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const toDecision = (row: Pick<PlanDecisionRow, 'status' | 'value' | 'note'>): StoredDecision => ({
  status: row.status,
  value: row.value === null ? null : Number(row.value),
  note: row.note,
});
const toChangeSet = (row: PlanChangeSetRow): ChangeSetRecord => ({
  id: Number(row.id),
  upload_id: row.upload_id === null ? null : Number(row.upload_id),
  date: row.date,
  created_at: row.created_at,
  items: JSON.parse(row.items) as ChangeSetEntry[],
});

export function createPlansRepository(db: Kysely<Database>) {
  return {
    async saveSource(uploadId: number, content: Uint8Array, encoding: ResultEncoding): Promise<void> {
      await db
        .insertInto('upload_plan_sources')
        .values({ upload_id: uploadId, encoding, content: toBuffer(content), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('upload_id').doNothing())
        .execute();
    },

    /** The compressed PlanSource of an upload; undefined for uploads audited before plans existed. */
    async findSource(uploadId: number): Promise<{ encoding: ResultEncoding; content: Buffer } | undefined> {
      const row = await db.selectFrom('upload_plan_sources').select(['encoding', 'content']).where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { encoding: row.encoding === 'gzip' ? 'gzip' : 'br', content: Buffer.from(row.content) } : undefined;
    },

    /** The account's remembered settings, or undefined when none were saved. */
    async findSettings(accountId: number): Promise<Partial<StoredPlanSettings> | undefined> {
      const row = await db.selectFrom('ad_account_plan_settings').select('settings').where('account_id', '=', accountId).executeTakeFirst();
      return row ? (JSON.parse(row.settings) as Partial<StoredPlanSettings>) : undefined;
    },

    async saveSettings(accountId: number, settings: StoredPlanSettings): Promise<void> {
      const values = { settings: JSON.stringify(settings), updated_at: new Date().toISOString() };
      await db
        .insertInto('ad_account_plan_settings')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
    },

    async listDecisions(uploadId: number): Promise<Record<string, StoredDecision>> {
      const rows = await db.selectFrom('plan_decisions').select(['item_id', 'status', 'value', 'note']).where('upload_id', '=', uploadId).execute();
      return Object.fromEntries(rows.map((row) => [row.item_id, toDecision(row)]));
    },

    /** Saves a batch in one transaction: a decision with no status, value nor note is removed. */
    async saveDecisions(uploadId: number, changes: readonly DecisionChange[]): Promise<void> {
      const now = new Date().toISOString();
      await db.transaction().execute(async (tx) => {
        for (const change of changes) {
          if (change.status === null && change.value === null && change.note === null) {
            await tx.deleteFrom('plan_decisions').where('upload_id', '=', uploadId).where('item_id', '=', change.item_id).execute();
            continue;
          }
          const values = { status: change.status, value: change.value, note: change.note, updated_at: now };
          await tx
            .insertInto('plan_decisions')
            .values({ upload_id: uploadId, item_id: change.item_id, ...values })
            .onConflict((oc) => oc.columns(['upload_id', 'item_id']).doUpdateSet(values))
            .execute();
        }
      });
    },

    async addChangeSet(accountId: number, uploadId: number, date: string, items: readonly ChangeSetEntry[]): Promise<ChangeSetRecord> {
      const row = await db
        .insertInto('plan_change_sets')
        .values({ account_id: accountId, upload_id: uploadId, date, items: JSON.stringify(items), item_count: items.length, created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChangeSet(row);
    },

    /** The change sets exported from an upload, newest first. */
    async listChangeSets(uploadId: number): Promise<ChangeSetRecord[]> {
      const rows = await db.selectFrom('plan_change_sets').selectAll().where('upload_id', '=', uploadId).orderBy('id', 'desc').execute();
      return rows.map(toChangeSet);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;

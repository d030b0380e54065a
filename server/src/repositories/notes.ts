// Notes belong to a user's ad account and are keyed by Amazon's campaign id or a parent ASIN,
// never by upload, so they reappear when next month's workbook lists the same campaign, and two
// clients' notes never mix. Routes check the account is the caller's before listing or adding.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { NoteRow } from '../db/tables/audit.js';

export interface NoteTarget {
  campaign_id?: string | null;
  parent_asin?: string | null;
}

export function createNotesRepository(db: Kysely<Database>) {
  const owned = (userId: number) => db.selectFrom('notes').selectAll().where('user_id', '=', userId);
  const ofAccount = (accountId: number) => db.selectFrom('notes').selectAll().where('account_id', '=', accountId);

  return {
    list(accountId: number, target: NoteTarget): Promise<NoteRow[]> {
      let query = ofAccount(accountId);
      if (target.campaign_id != null) query = query.where('campaign_id', '=', target.campaign_id);
      if (target.parent_asin != null) query = query.where('parent_asin', '=', target.parent_asin);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /**
     * Every note of the account for any of the given campaigns or parent ASINs; with
     * `everyParentAsin`, every parent-ASIN note of the account whatever the list.
     */
    async listFor(accountId: number, campaignIds: string[], parentAsins: string[], everyParentAsin = false): Promise<NoteRow[]> {
      if (campaignIds.length === 0 && parentAsins.length === 0 && !everyParentAsin) return [];
      return ofAccount(accountId)
        .where((eb) => {
          const either = [];
          if (campaignIds.length > 0) either.push(eb('campaign_id', 'in', campaignIds));
          if (everyParentAsin) either.push(eb('parent_asin', 'is not', null));
          else if (parentAsins.length > 0) either.push(eb('parent_asin', 'in', parentAsins));
          return eb.or(either);
        })
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The current text of those of the notes that still exist in the account. */
    async currentText(accountId: number, noteIds: readonly number[]): Promise<Map<number, string>> {
      if (noteIds.length === 0) return new Map();
      const rows = await db.selectFrom('notes').select(['id', 'content']).where('account_id', '=', accountId).where('id', 'in', [...noteIds]).execute();
      return new Map(rows.map((row) => [row.id, row.content]));
    },

    findOwned(userId: number, noteId: number): Promise<NoteRow | undefined> {
      return owned(userId).where('id', '=', noteId).executeTakeFirst();
    },

    create(userId: number, accountId: number, content: string, target: NoteTarget): Promise<NoteRow> {
      const now = new Date().toISOString();
      return db
        .insertInto('notes')
        .values({ user_id: userId, account_id: accountId, content, campaign_id: target.campaign_id ?? null, parent_asin: target.parent_asin ?? null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updateOwned(userId: number, noteId: number, content: string): Promise<NoteRow | undefined> {
      return db
        .updateTable('notes')
        .set({ content, updated_at: new Date().toISOString() })
        .where('id', '=', noteId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteOwned(userId: number, noteId: number): Promise<boolean> {
      const result = await db.deleteFrom('notes').where('id', '=', noteId).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;

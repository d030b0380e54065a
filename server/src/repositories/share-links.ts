// Share links: read-only report links of an upload. Only the token's sha256 is stored
// and looked up. The owner lists and revokes their links; anyone with the token reads the report
// while the link is neither revoked nor expired, and every such read is counted.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ShareLinkRow } from '../db/tables/share-links.js';
import { nowIso } from '../lib/time.js';

export interface NewShareLink {
  user_id: number;
  account_id: number;
  upload_id: number;
  token_hash: string;
  report: string;
  note_count: number;
  expires_at: string;
}

/** A link as its owner sees it: everything but the token hash and the report. */
export type ShareLinkSummary = Omit<ShareLinkRow, 'token_hash' | 'report'> & { account_name: string; file_name: string };

const SUMMARY_COLUMNS = [
  'share_links.id',
  'share_links.user_id',
  'share_links.account_id',
  'share_links.upload_id',
  'share_links.note_count',
  'share_links.view_count',
  'share_links.last_viewed_at',
  'share_links.created_at',
  'share_links.expires_at',
  'share_links.revoked_at',
  'ad_accounts.name as account_name',
  'uploads.file_name',
] as const;

export function createShareLinksRepository(db: Kysely<Database>) {
  const summaries = () =>
    db
      .selectFrom('share_links')
      .innerJoin('ad_accounts', 'ad_accounts.id', 'share_links.account_id')
      .innerJoin('uploads', 'uploads.id', 'share_links.upload_id')
      .select(SUMMARY_COLUMNS);
  const findSummary = (userId: number, shareId: number): Promise<ShareLinkSummary | undefined> =>
    summaries().where('share_links.user_id', '=', userId).where('share_links.id', '=', shareId).executeTakeFirst();

  return {
    async create(link: NewShareLink): Promise<ShareLinkSummary> {
      const { id } = await db.insertInto('share_links').values({ ...link, created_at: nowIso(), last_viewed_at: null, revoked_at: null }).returning('id').executeTakeFirstOrThrow();
      return (await findSummary(link.user_id, id))!;
    },

    /** The user's links, newest first; only one account's when given. */
    list(userId: number, accountId?: number): Promise<ShareLinkSummary[]> {
      let query = summaries().where('share_links.user_id', '=', userId);
      if (accountId !== undefined) query = query.where('share_links.account_id', '=', accountId);
      return query.orderBy('share_links.id', 'desc').execute();
    },

    /** What a copy of the user's link needs (its upload, account, days and report); undefined when it is not theirs. */
    findOwnedSettings(userId: number, shareId: number): Promise<Pick<ShareLinkRow, 'upload_id' | 'account_id' | 'report' | 'created_at' | 'expires_at'> | undefined> {
      return db
        .selectFrom('share_links')
        .select(['upload_id', 'account_id', 'report', 'created_at', 'expires_at'])
        .where('id', '=', shareId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Revokes the user's link (a second revoke keeps the first time); undefined when it is not theirs. */
    async revoke(userId: number, shareId: number): Promise<ShareLinkSummary | undefined> {
      await db
        .updateTable('share_links')
        .set({ revoked_at: nowIso() })
        .where('id', '=', shareId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      return findSummary(userId, shareId);
    },

    /**
     * The report of a live link (not revoked, not expired) and the account whose notes it shows,
     * counting the view in the same statement; undefined otherwise.
     */
    async viewReport(tokenHash: string): Promise<{ report: string; account_id: number } | undefined> {
      const now = nowIso();
      const row = await db
        .updateTable('share_links')
        .set({ view_count: sql`view_count + 1`, last_viewed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['report', 'account_id'])
        .executeTakeFirst();
      return row;
    },
  };
}

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;

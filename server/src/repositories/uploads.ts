// Uploads and what hangs off them: tasks, the stored result, the raw bytes while queued.
// Deleting an upload deletes its tasks, result, search terms and business report (cascade).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/migrations/helpers.js';
import type { Database } from '../db/schema.js';
import type { TaskKind, TaskRow, UploadRow } from '../db/tables/audit.js';
import type { ResultEncoding } from '../lib/compress-result.js';
import { defaultAccountId } from './ad-accounts.js';

export interface SearchTermsInfo {
  sheets_found: string[];
  available_sheets: string[];
  expected_sheets: string[];
}

/** What a pending task says: the search terms are read once the campaign audit is done. */
export const WAITING_MESSAGES: Record<TaskKind, string> = {
  bulk_audit: 'Waiting for a free worker...',
  search_terms: 'Waiting for the campaign audit to finish...',
};

/** What the history list shows of an audit: the account's spend, sales and ROAS. */
export interface AccountFigures {
  spend: number;
  sales: number;
  roas: number;
}

export interface NewUpload {
  userId: number;
  /** The ad account (already checked to be the user's); the user's default account when omitted. */
  accountId?: number;
  fileName: string;
  fileSize: number;
  taskKinds: TaskKind[];
  /** The period the seller set at upload, if any. */
  period?: UploadPeriod | null;
}

/** A period the seller set: 'YYYY-MM-DD' dates, both days included. */
export interface UploadPeriod {
  start: string;
  end: string;
}

/** The period set for an upload, or null when none was. */
export function periodOf(upload: Pick<UploadRow, 'period_start' | 'period_end'>): UploadPeriod | null {
  return upload.period_start && upload.period_end ? { start: upload.period_start, end: upload.period_end } : null;
}

/** The currencies an upload's stored result carries (the account's when it was written) and its workbook told. */
export interface UploadCurrencies {
  currency: string;
  workbook_currency: string | null;
}

/** The columns of an UploadRow: all but the default bids, which a request needs one at a time. */
const UPLOAD_COLUMNS = ['id', 'user_id', 'account_id', 'file_name', 'file_size', 'search_terms_info', 'period_start', 'period_end', 'workbook_currency', 'result_currency', 'created_at'] as const;

export function createUploadsRepository(db: Kysely<Database>) {
  // One ad group's bid out of the upload's JSON, its ID bound as a parameter (any ID is safe);
  // PostgreSQL answers the number as text.
  const postgres = isPostgres(db);
  const defaultBidOf = (adGroupId: string): RawBuilder<number | string | null> =>
    postgres
      ? sql`(ad_group_default_bids::json ->> ${adGroupId}::text)`
      : sql`(select value from json_each(ad_group_default_bids) where key = ${adGroupId})`;

  return {
    /** The upload row and one pending task per kind, in one transaction. */
    async create(upload: NewUpload): Promise<{ upload: UploadRow; tasks: TaskRow[] }> {
      const createdAt = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const accountId = upload.accountId ?? (await defaultAccountId(trx, upload.userId));
        const row = await trx
          .insertInto('uploads')
          .values({ user_id: upload.userId, account_id: accountId, file_name: upload.fileName, file_size: upload.fileSize, search_terms_info: null, ad_group_default_bids: null, spend: null, sales: null, roas: null, period_start: upload.period?.start ?? null, period_end: upload.period?.end ?? null, created_at: createdAt })
          .returning(UPLOAD_COLUMNS)
          .executeTakeFirstOrThrow();
        const tasks: TaskRow[] = upload.taskKinds.map((kind) => ({
          id: randomUUID(),
          user_id: upload.userId,
          upload_id: row.id,
          kind,
          status: 'pending',
          progress_message: WAITING_MESSAGES[kind],
          error_logs: null,
          created_at: createdAt,
          updated_at: createdAt,
        }));
        await trx.insertInto('tasks').values(tasks).execute();
        return { upload: row, tasks };
      });
    },

    findById(uploadId: number): Promise<UploadRow | undefined> {
      return db.selectFrom('uploads').select(UPLOAD_COLUMNS).where('id', '=', uploadId).executeTakeFirst();
    },

    /** The upload if it is the user's; another user's upload is undefined (the route answers 404). */
    findOwned(userId: number, uploadId: number): Promise<UploadRow | undefined> {
      return db.selectFrom('uploads').select(UPLOAD_COLUMNS).where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
    },

    async hasResult(uploadId: number): Promise<boolean> {
      return (await db.selectFrom('upload_results').select('upload_id').where('upload_id', '=', uploadId).executeTakeFirst()) !== undefined;
    },

    /** The caller's most recent upload whose audit result is stored, in one of their accounts when given. */
    findLatestWithResult(userId: number, accountId?: number): Promise<UploadRow | undefined> {
      let query = db.selectFrom('uploads').select(UPLOAD_COLUMNS).where('uploads.user_id', '=', userId);
      if (accountId !== undefined) query = query.where('uploads.account_id', '=', accountId);
      return query
        .where(({ exists, selectFrom }) => exists(selectFrom('upload_results').select('upload_id').whereRef('upload_results.upload_id', '=', 'uploads.id')))
        .orderBy('uploads.id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Sets the period of an upload, or clears it (null: the file name's dates again). */
    async setPeriod(uploadId: number, period: UploadPeriod | null): Promise<void> {
      await db.updateTable('uploads').set({ period_start: period?.start ?? null, period_end: period?.end ?? null }).where('id', '=', uploadId).execute();
    },

    async setSearchTermsInfo(uploadId: number, info: SearchTermsInfo): Promise<void> {
      await db.updateTable('uploads').set({ search_terms_info: JSON.stringify(info) }).where('id', '=', uploadId).execute();
    },

    /** `bids`: the JSON {ad_group_id: default bid} of the upload's audit (made in the worker thread). */
    async setAdGroupDefaultBids(uploadId: number, bids: string): Promise<void> {
      await db.updateTable('uploads').set({ ad_group_default_bids: bids }).where('id', '=', uploadId).execute();
    },

    /** One ad group's default bid; null when it has none, or the upload was stored before they were. */
    async findAdGroupDefaultBid(uploadId: number, adGroupId: string): Promise<number | null> {
      const row = await db.selectFrom('uploads').select(defaultBidOf(adGroupId).as('bid')).where('id', '=', uploadId).executeTakeFirst();
      const bid = row?.bid ?? null;
      return bid === null ? null : Number(bid);
    },

    /** The account figures of the upload's audit, kept for the history list. */
    async setAccountFigures(uploadId: number, figures: AccountFigures): Promise<void> {
      await db.updateTable('uploads').set(figures).where('id', '=', uploadId).execute();
    },

    async setCurrencies(uploadId: number, currencies: UploadCurrencies): Promise<void> {
      await db.updateTable('uploads').set({ workbook_currency: currencies.workbook_currency, result_currency: currencies.currency }).where('id', '=', uploadId).execute();
    },

    /** The stored result written again, now carrying the account's currency `currency`. */
    async replaceResult(uploadId: number, content: Uint8Array, encoding: ResultEncoding, currency: string, digest: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('upload_results').set({ encoding, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), digest }).where('upload_id', '=', uploadId).execute();
        await trx.updateTable('uploads').set({ result_currency: currency }).where('id', '=', uploadId).execute();
      });
    },

    /** `digest`: SHA-256 of the result's JSON text (lib/result-digest.ts). */
    async saveResult(uploadId: number, content: Uint8Array, encoding: ResultEncoding, digest: string | null = null): Promise<void> {
      await db
        .insertInto('upload_results')
        .values({ upload_id: uploadId, encoding, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), digest, created_at: new Date().toISOString() })
        .execute();
    },

    /** The compressed JSON result of an upload, with its encoding and digest (null if stored without). */
    async findResult(uploadId: number): Promise<{ encoding: ResultEncoding; content: Buffer; digest: string | null } | undefined> {
      const row = await db.selectFrom('upload_results').select(['encoding', 'content', 'digest']).where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { encoding: row.encoding === 'gzip' ? 'gzip' : 'br', content: Buffer.from(row.content), digest: row.digest } : undefined;
    },

    async saveBlob(uploadId: number, content: Uint8Array): Promise<void> {
      await db
        .insertInto('upload_blobs')
        .values({ upload_id: uploadId, content: Buffer.from(content.buffer, content.byteOffset, content.byteLength), created_at: new Date().toISOString() })
        .execute();
    },

    async findBlob(uploadId: number): Promise<Uint8Array | undefined> {
      const row = await db.selectFrom('upload_blobs').select('content').where('upload_id', '=', uploadId).executeTakeFirst();
      return row?.content;
    },

    async deleteBlob(uploadId: number): Promise<void> {
      await db.deleteFrom('upload_blobs').where('upload_id', '=', uploadId).execute();
    },

    /** Deletes the waiting workbooks whose tasks have all ended (after a process died mid-job). */
    async deleteBlobsOfFinishedUploads(): Promise<void> {
      await db
        .deleteFrom('upload_blobs')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('tasks').select('tasks.id').whereRef('tasks.upload_id', '=', 'upload_blobs.upload_id').where('tasks.status', 'in', ['pending', 'processing']))),
        )
        .execute();
    },

    /** Deletes the account's uploads beyond the newest `keep` (retention counts per account); returns how many went. */
    async pruneOlderThanLatest(accountId: number, keep: number): Promise<number> {
      const kept = await db.selectFrom('uploads').select('id').where('account_id', '=', accountId).orderBy('id', 'desc').limit(keep).execute();
      if (kept.length < keep) return 0;
      const oldestKept = kept[kept.length - 1].id;
      const result = await db.deleteFrom('uploads').where('account_id', '=', accountId).where('id', '<', oldestKept).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteById(uploadId: number): Promise<void> {
      await db.deleteFrom('uploads').where('id', '=', uploadId).execute();
    },

    async deleteAllForUser(userId: number): Promise<number> {
      const result = await db.deleteFrom('uploads').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

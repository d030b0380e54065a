// The change loop's data: each upload's snapshot, and the change set a later upload is checked against.
import type { ChangeSetEntry } from '@ads-auditor/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ResultEncoding } from '../lib/compress-result.js';
import type { ChangeSetRecord } from './plans.js';

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createChangesRepository(db: Kysely<Database>) {
  return {
    async saveSnapshot(uploadId: number, content: Uint8Array, encoding: ResultEncoding): Promise<void> {
      await db
        .insertInto('upload_change_snapshots')
        .values({ upload_id: uploadId, encoding, content: toBuffer(content), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('upload_id').doNothing())
        .execute();
    },

    /** The compressed Snapshot of an upload; undefined for uploads audited before the change loop (or deleted). */
    async findSnapshot(uploadId: number): Promise<{ encoding: ResultEncoding; content: Buffer } | undefined> {
      const row = await db.selectFrom('upload_change_snapshots').select(['encoding', 'content']).where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { encoding: row.encoding === 'gzip' ? 'gzip' : 'br', content: Buffer.from(row.content) } : undefined;
    },

    /**
     * The account's newest change set exported before `before` (an upload's creation) from another
     * upload: the changes that upload is checked against.
     */
    async changeSetBefore(accountId: number, before: string, uploadId: number): Promise<ChangeSetRecord | undefined> {
      const row = await db
        .selectFrom('plan_change_sets')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('created_at', '<', before)
        .where((eb) => eb.or([eb('upload_id', 'is', null), eb('upload_id', '!=', uploadId)]))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: Number(row.id),
        upload_id: row.upload_id === null ? null : Number(row.upload_id),
        date: row.date,
        created_at: row.created_at,
        items: JSON.parse(row.items) as ChangeSetEntry[],
      };
    },
  };
}

export type ChangesRepository = ReturnType<typeof createChangesRepository>;

// The notes an upload's report leaves out (the PDF and new share links), one row per upload.
// Routes check the upload is the caller's first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export function createReportNoteChoicesRepository(db: Kysely<Database>) {
  return {
    /** The ids left out, and when the choice was last saved; null when none was ever saved (every note shown). */
    async find(uploadId: number): Promise<{ excluded_note_ids: number[]; updated_at: string } | null> {
      const row = await db.selectFrom('report_note_choices').select(['excluded_note_ids', 'updated_at']).where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { excluded_note_ids: JSON.parse(row.excluded_note_ids) as number[], updated_at: row.updated_at } : null;
    },

    /** Replaces the upload's choice; answers the time it was saved. */
    async save(uploadId: number, excludedNoteIds: readonly number[]): Promise<string> {
      const updatedAt = nowIso();
      const values = { excluded_note_ids: JSON.stringify([...new Set(excludedNoteIds)].sort((a, b) => a - b)), updated_at: updatedAt };
      await db
        .insertInto('report_note_choices')
        .values({ upload_id: uploadId, ...values })
        .onConflict((oc) => oc.column('upload_id').doUpdateSet(values))
        .execute();
      return updatedAt;
    },
  };
}

export type ReportNoteChoicesRepository = ReturnType<typeof createReportNoteChoicesRepository>;

// The notes an upload's report leaves out (the PDF and new share links), and whether it carries the
// change loop's narrative, one row per upload. Routes check the upload is the caller's first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export interface ReportChoice {
  excluded_note_ids: number[];
  /** Whether the report carries 'What we changed and what happened' (true until left out). */
  include_narrative: boolean;
  updated_at: string;
}

/** What a save changes; a part not given keeps its stored value. */
export interface ReportChoiceChange {
  excluded_note_ids?: readonly number[];
  include_narrative?: boolean;
}

export function createReportNoteChoicesRepository(db: Kysely<Database>) {
  return {
    /** The upload's choice; null when none was ever saved (every note shown, and the narrative). */
    async find(uploadId: number): Promise<ReportChoice | null> {
      const row = await db.selectFrom('report_note_choices').select(['excluded_note_ids', 'include_narrative', 'updated_at']).where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { excluded_note_ids: JSON.parse(row.excluded_note_ids) as number[], include_narrative: row.include_narrative !== 0, updated_at: row.updated_at } : null;
    },

    /** Changes the upload's choice; answers the time it was saved. */
    async save(uploadId: number, change: ReportChoiceChange): Promise<string> {
      const updatedAt = nowIso();
      const excluded = change.excluded_note_ids === undefined ? {} : { excluded_note_ids: JSON.stringify([...new Set(change.excluded_note_ids)].sort((a, b) => a - b)) };
      const narrative = change.include_narrative === undefined ? {} : { include_narrative: change.include_narrative ? 1 : 0 };
      await db
        .insertInto('report_note_choices')
        .values({ upload_id: uploadId, excluded_note_ids: '[]', include_narrative: null, ...excluded, ...narrative, updated_at: updatedAt })
        .onConflict((oc) => oc.column('upload_id').doUpdateSet({ ...excluded, ...narrative, updated_at: updatedAt }))
        .execute();
      return updatedAt;
    },
  };
}

export type ReportNoteChoicesRepository = ReturnType<typeof createReportNoteChoicesRepository>;

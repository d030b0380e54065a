// Whether an upload's report (the PDF and new share links) carries 'What we changed and what
// happened', the change loop's narrative: the consultant's choice, kept with the note choice of
// the upload (0014). Null: never chosen, which shows the narrative whenever there is one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  /** 1: shown, 0: left out, null: not chosen (shown). */
  await db.schema.alterTable('report_note_choices').addColumn('include_narrative', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_note_choices').dropColumn('include_narrative').execute();
}

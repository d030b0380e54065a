// Which notes an upload's report shows (the PDF and new share links): the consultant's choice,
// kept per upload so it survives a reload and follows them to another device. The notes left out
// are stored, not the ones shown, so a note added later is shown until it is left out, as the
// note picker ticks every note to start with. No row: every note is shown.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_note_choices')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    /** JSON array of note ids; a note deleted since is simply never listed again. */
    .addColumn('excluded_note_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_note_choices').execute();
}

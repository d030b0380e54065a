// The business report last joined with an upload, kept so that reloading the page keeps the map.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { BusinessReportAnswer } from '../jobs/join-business-report.js';

export function createBusinessReportsRepository(db: Kysely<Database>) {
  return {
    /** Replaces the upload's report (one per upload). */
    async save(uploadId: number, fileName: string, content: BusinessReportAnswer): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('business_reports').where('upload_id', '=', uploadId).execute();
        await trx
          .insertInto('business_reports')
          .values({ upload_id: uploadId, file_name: fileName, content: JSON.stringify(content), created_at: new Date().toISOString() })
          .execute();
      });
    },

    async find(uploadId: number): Promise<{ file_name: string; content: BusinessReportAnswer; created_at: string } | undefined> {
      const row = await db.selectFrom('business_reports').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
      return row ? { file_name: row.file_name, content: JSON.parse(row.content) as BusinessReportAnswer, created_at: row.created_at } : undefined;
    },
  };
}

export type BusinessReportsRepository = ReturnType<typeof createBusinessReportsRepository>;

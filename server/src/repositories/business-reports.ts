// The business report joined with each upload, kept so that reloading the page keeps the map, and
// each ad account's latest report, carried over to the account's newer uploads.
import type { AsinMapEntry, BusinessReport, ParentAsinSummary } from '@ads-auditor/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A business report joined with one upload (made on a worker thread); stored as is with the upload. */
export interface BusinessReportAnswer {
  kind: 'seller' | 'vendor';
  /** Child ASIN -> parent ASIN and title, with the report's business figures. */
  asin_map: AsinMapEntry[];
  parent_asin_summary: Record<string, ParentAsinSummary>;
  /** Caveats of the join (e.g. Sponsored Brands spend is not attributed to ASINs). */
  notes: string[];
  /** Caveats of the report (e.g. a vendor report has no parent ASINs). */
  warnings: string[];
}

export interface JoinedBusinessReport {
  file_name: string;
  content: BusinessReportAnswer;
  /** When the report was uploaded. */
  uploaded_at: string;
  /** True when it was uploaded for an earlier upload of the account. */
  carried_over: boolean;
}

export interface AccountBusinessReport {
  source_upload_id: number;
  file_name: string;
  report: BusinessReport;
  uploaded_at: string;
}

export function createBusinessReportsRepository(db: Kysely<Database>) {
  return {
    /** Replaces the upload's report (one per upload): uploaded for it, or carried over from an earlier upload. */
    async save(uploadId: number, fileName: string, content: BusinessReportAnswer, uploaded: { at: string; carriedOver: boolean }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('business_reports').where('upload_id', '=', uploadId).execute();
        await trx
          .insertInto('business_reports')
          .values({
            upload_id: uploadId,
            file_name: fileName,
            content: JSON.stringify(content),
            created_at: uploaded.carriedOver ? new Date().toISOString() : uploaded.at,
            carried_over_uploaded_at: uploaded.carriedOver ? uploaded.at : null,
          })
          .execute();
      });
    },

    async find(uploadId: number): Promise<JoinedBusinessReport | undefined> {
      const row = await db.selectFrom('business_reports').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
      if (!row) return undefined;
      return {
        file_name: row.file_name,
        content: JSON.parse(row.content) as BusinessReportAnswer,
        uploaded_at: row.carried_over_uploaded_at ?? row.created_at,
        carried_over: row.carried_over_uploaded_at !== null,
      };
    },

    /**
     * Keeps the report as the account's latest, unless the account already has one uploaded for
     * a newer bulk upload. Answers whether it was kept.
     */
    async saveForAccount(accountId: number, sourceUploadId: number, fileName: string, report: BusinessReport, uploadedAt: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('account_business_reports').select('source_upload_id').where('account_id', '=', accountId).executeTakeFirst();
        if (current && current.source_upload_id > sourceUploadId) return false;
        const values = { source_upload_id: sourceUploadId, file_name: fileName, report: JSON.stringify(report), uploaded_at: uploadedAt };
        if (current) await trx.updateTable('account_business_reports').set(values).where('account_id', '=', accountId).execute();
        else await trx.insertInto('account_business_reports').values({ account_id: accountId, ...values }).execute();
        return true;
      });
    },

    async findForAccount(accountId: number): Promise<AccountBusinessReport | undefined> {
      const row = await db.selectFrom('account_business_reports').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      if (!row) return undefined;
      return { source_upload_id: row.source_upload_id, file_name: row.file_name, report: JSON.parse(row.report) as BusinessReport, uploaded_at: row.uploaded_at };
    },
  };
}

export type BusinessReportsRepository = ReturnType<typeof createBusinessReportsRepository>;

// Each ad account's Search Term Reports, kept parsed and compressed (never the raw file); an
// account keeps its KEPT_REPORTS latest.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchTermReportRow } from '../db/tables/search-term-reports.js';
import type { ResultEncoding } from '../lib/compress-result.js';

export const KEPT_REPORTS = 3;

/** A report's columns: what a list shows without inflating the report. */
export type SearchTermReportInfo = Omit<SearchTermReportRow, 'content' | 'encoding'>;

export interface NewSearchTermReport extends Omit<SearchTermReportInfo, 'id' | 'created_at'> {
  encoding: ResultEncoding;
  content: Uint8Array;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const INFO_COLUMNS = ['id', 'account_id', 'file_name', 'product', 'currency', 'start_date', 'end_date', 'time_unit', 'row_count', 'term_count', 'created_at'] as const;

export function createSearchTermReportsRepository(db: Kysely<Database>) {
  return {
    /** Keeps the report as the account's latest, and lets go of those beyond KEPT_REPORTS. */
    async save(report: NewSearchTermReport): Promise<SearchTermReportInfo> {
      return db.transaction().execute(async (trx) => {
        const values = { ...report, content: toBuffer(report.content), created_at: new Date().toISOString() };
        const saved = await trx.insertInto('search_term_reports').values(values).returning(INFO_COLUMNS).executeTakeFirstOrThrow();
        const kept = trx.selectFrom('search_term_reports').select('id').where('account_id', '=', report.account_id).orderBy('id', 'desc').limit(KEPT_REPORTS);
        await trx.deleteFrom('search_term_reports').where('account_id', '=', report.account_id).where('id', 'not in', kept).execute();
        return saved;
      });
    },

    async findLatest(accountId: number): Promise<(SearchTermReportInfo & { encoding: ResultEncoding; content: Buffer }) | undefined> {
      const row = await db.selectFrom('search_term_reports').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (!row) return undefined;
      return { ...row, encoding: row.encoding === 'gzip' ? 'gzip' : 'br', content: Buffer.from(row.content) };
    },

    /** Deletes every report of the account; answers how many there were. */
    async deleteAll(accountId: number): Promise<number> {
      const result = await db.deleteFrom('search_term_reports').where('account_id', '=', accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SearchTermReportsRepository = ReturnType<typeof createSearchTermReportsRepository>;

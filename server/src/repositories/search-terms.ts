// Search terms of an upload, one row each, paged by ad group with one indexed query.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredSearchTerm {
  campaign_id: string;
  ad_group_id: string;
  spend: number;
}

export interface SearchTermPage<T> {
  items: T[];
  total: number;
}

/** Rows per INSERT: well under SQLite's bound-parameter limit (6 columns each). */
const BATCH_ROWS = 500;

export function createSearchTermsRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the terms in batches, yielding between batches so that a big upload does not hold
     * the event loop (better-sqlite3 is synchronous). Terms get their position as id.
     */
    async insertAll(uploadId: number, terms: StoredSearchTerm[]): Promise<void> {
      for (let start = 0; start < terms.length; start += BATCH_ROWS) {
        const rows = terms.slice(start, start + BATCH_ROWS).map((term, index) => ({
          upload_id: uploadId,
          position: start + index + 1,
          ad_group_id: String(term.ad_group_id ?? ''),
          campaign_id: String(term.campaign_id ?? ''),
          spend: Number.isFinite(term.spend) ? term.spend : 0,
          data: JSON.stringify(term),
        }));
        await db.insertInto('search_terms').values(rows).execute();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

    /** One page of an ad group's terms, most spend first, with the total count (window function). */
    async page(uploadId: number, adGroupId: string, limit: number, offset: number): Promise<SearchTermPage<Record<string, unknown> & { id: number }>> {
      const rows = await db
        .selectFrom('search_terms')
        .select(['position', 'data', sql<number | string>`count(*) over ()`.as('total')])
        .where('upload_id', '=', uploadId)
        .where('ad_group_id', '=', adGroupId)
        .orderBy('spend', 'desc')
        .orderBy('position', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
      const total = rows.length > 0 ? Number(rows[0].total) : await this.count(uploadId, adGroupId);
      return { items: rows.map((row) => ({ id: row.position, ...JSON.parse(row.data) })), total };
    },

    async count(uploadId: number, adGroupId: string): Promise<number> {
      const row = await db
        .selectFrom('search_terms')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('upload_id', '=', uploadId)
        .where('ad_group_id', '=', adGroupId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type SearchTermsRepository = ReturnType<typeof createSearchTermsRepository>;

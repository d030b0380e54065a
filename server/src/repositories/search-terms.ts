// Search terms of an upload, one row each, paged by ad group with one indexed query.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A search term ready to store: its keys, and its JSON as served (made in the worker thread). */
export interface SearchTermRow {
  ad_group_id: string;
  campaign_id: string;
  spend: number;
  data: string;
}

export interface SearchTermPage {
  /** Each item is the JSON of one search term, as stored. */
  items: string[];
  total: number;
}

/** Rows per INSERT: well under SQLite's bound-parameter limit (6 columns each). */
const BATCH_ROWS = 500;

export function createSearchTermsRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores the rows in batches, in the order given (their position), yielding between
     * batches so that a big upload does not hold the event loop (better-sqlite3 is synchronous).
     */
    async insertAll(uploadId: number, terms: Iterable<SearchTermRow>): Promise<void> {
      let batch: Database['search_terms'][] = [];
      let position = 0;
      const flush = async () => {
        await db.insertInto('search_terms').values(batch).execute();
        batch = [];
        await new Promise((resolve) => setImmediate(resolve));
      };
      for (const term of terms) {
        position += 1;
        const spend = Number.isFinite(term.spend) ? term.spend : 0;
        batch.push({ upload_id: uploadId, position, ad_group_id: term.ad_group_id, campaign_id: term.campaign_id, spend, data: term.data });
        if (batch.length === BATCH_ROWS) await flush();
      }
      if (batch.length > 0) await flush();
    },

    /** One page of an ad group's terms, most spend first, with the total count (window function). */
    async page(uploadId: number, adGroupId: string, limit: number, offset: number): Promise<SearchTermPage> {
      const rows = await db
        .selectFrom('search_terms')
        .select(['data', sql<number | string>`count(*) over ()`.as('total')])
        .where('upload_id', '=', uploadId)
        .where('ad_group_id', '=', adGroupId)
        .orderBy('spend', 'desc')
        .orderBy('position', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
      // Past the last page the window has no row to carry the total: count apart.
      const total = rows.length > 0 ? Number(rows[0].total) : await this.count(uploadId, adGroupId);
      return { items: rows.map((row) => row.data), total };
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

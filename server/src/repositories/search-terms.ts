// Search terms of an upload, one row each, paged by ad group with one indexed query.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/migrations/helpers.js';
import type { Database } from '../db/schema.js';
import type { SearchTermSort } from '@ads-auditor/audit';

/** A search term ready to store: its keys, and its JSON as served (made in the worker thread). */
export interface SearchTermRow {
  ad_group_id: string;
  campaign_id: string;
  spend: number;
  data: string;
}

/** What a page shows: its order and which of the ad group's terms. */
export interface SearchTermView {
  sort: SearchTermSort;
  order: 'asc' | 'desc';
  /** Found (case-insensitively) in the customer search term, the keyword or the targeting expression. */
  text?: string;
  minClicks?: number;
  minSpend?: number;
}

export const DEFAULT_SEARCH_TERM_VIEW: SearchTermView = { sort: 'spend', order: 'desc' };

/**
 * A value inside the stored JSON, by path. Both databases read it with their JSON functions; the
 * ad group's rows are few enough (they come by index) that nothing needs a column of its own.
 */
function jsonText(db: Kysely<Database>, ...path: string[]): RawBuilder<string | null> {
  return isPostgres(db)
    ? sql<string | null>`(data::jsonb #>> ${`{${path.join(',')}}`}::text[])`
    : sql<string | null>`json_extract(data, ${`$.${path.join('.')}`})`;
}
function jsonNumber(db: Kysely<Database>, ...path: string[]): RawBuilder<number> {
  return isPostgres(db) ? sql<number>`coalesce(${jsonText(db, ...path)}::double precision, 0)` : sql<number>`coalesce(${jsonText(db, ...path)}, 0)`;
}

/**
 * The value a sort compares. Text compares case-insensitively; spend without sales has the highest ACOS.
 * The engine's pageSearchTerms pages terms in memory the same way (the browser's local audit): a
 * change to the order or the filters here belongs there too (local-page-equivalence.test.ts compares them).
 */
function sortValue(db: Kysely<Database>, sort: SearchTermSort): RawBuilder<unknown> {
  const lower = (value: RawBuilder<string | null>) => sql`lower(coalesce(${value}, ''))`;
  switch (sort) {
    case 'type':
    case 'customer_search_term':
    case 'match_type':
    case 'state':
      return lower(jsonText(db, sort));
    case 'keyword':
      return lower(sql<string | null>`coalesce(${jsonText(db, 'text')}, ${jsonText(db, 'expression')})`);
    case 'bid':
      return jsonNumber(db, 'bid');
    case 'spend':
      return sql`spend`;
    case 'ctr':
      return jsonNumber(db, 'metrics', 'click_through_rate');
    case 'acos':
      return sql`case when ${jsonNumber(db, 'metrics', 'sales')} = 0 and spend > 0 then 1e300 else ${jsonNumber(db, 'metrics', 'acos')} end`;
    default:
      return jsonNumber(db, 'metrics', sort);
  }
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SearchTermPage {
  /** Each item is the JSON of one search term, as stored. */
  items: string[];
  total: number;
  /** The ad group's terms of type product_targeting, over all its pages (the others are keyword terms). */
  productTargeting: number;
}

/**
 * True for a stored term of type product_targeting. The JSON is JSON.stringify's (no spaces), and a
 * quote inside a string value is escaped, so this text only matches the term's own type field.
 */
const IS_PRODUCT_TARGETING = sql<number>`case when data like '%"type":"product_targeting"%' then 1 else 0 end`;

/** Rows per INSERT: well under SQLite's bound-parameter limit (6 columns each). */
const BATCH_ROWS = 500;

/**
 * Search terms per query: each page comes back as one value (the database joins the rows), so
 * 200,000 terms cost the event loop 100 short queries instead of 200,000 row objects and parses.
 */
const PAGE_ROWS = 2000;

/**
 * Reads the stored JSON of every search term of the upload in workbook order and hands it to
 * `send` page by page, as UTF-8 (the worker parses a page while the next is read). `string_agg`
 * with an ORDER BY is the same in PostgreSQL and SQLite (3.44+); SQLite answers it as bytes, so
 * that this thread makes no string of it at all.
 */
async function readSearchTermsJson(db: Kysely<Database>, uploadId: number, send: (piece: Uint8Array) => boolean): Promise<void> {
  const joined = sql<string | null>`string_agg(data, ',' order by position)`;
  const json: RawBuilder<string | Uint8Array | null> = isPostgres(db) ? joined : sql<Uint8Array | null>`cast(${joined} as blob)`;
  const encoder = new TextEncoder();
  for (let after = 0; ; ) {
    const page = db
      .selectFrom('search_terms')
      .select(['position', 'data'])
      .where('upload_id', '=', uploadId)
      .where('position', '>', after)
      .orderBy('position', 'asc')
      .limit(PAGE_ROWS)
      .as('page');
    const row = await db
      .selectFrom(page)
      .select([json.as('json'), sql<number | string | null>`max(position)`.as('last'), sql<number | string>`count(*)`.as('rows')])
      .executeTakeFirstOrThrow();
    if (row.json !== null && !send(typeof row.json === 'string' ? encoder.encode(row.json) : ownBuffer(row.json))) return;
    if (Number(row.rows) < PAGE_ROWS) return;
    after = Number(row.last);
    // better-sqlite3 answers synchronously: let other requests in between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The bytes with an ArrayBuffer of their own (they are moved to the worker): a copy only if they share one. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

export function createSearchTermsRepository(db: Kysely<Database>) {
  /** The ad group's terms the view keeps. */
  const inView = (uploadId: number, adGroupId: string, view: SearchTermView) => {
    let query = db.selectFrom('search_terms').where('upload_id', '=', uploadId).where('ad_group_id', '=', adGroupId);
    if (view.minSpend !== undefined) query = query.where('spend', '>=', view.minSpend);
    if (view.minClicks !== undefined) query = query.where(sql<boolean>`${jsonNumber(db, 'metrics', 'clicks')} >= ${view.minClicks}`);
    const text = view.text?.trim();
    if (text) {
      const pattern = containsPattern(text);
      const field = (name: string) => sql`lower(coalesce(${jsonText(db, name)}, '')) like ${pattern} escape '\\'`;
      query = query.where(sql<boolean>`(${field('customer_search_term')} or ${field('text')} or ${field('expression')})`);
    }
    return query;
  };
  return {
    /** The stored JSON of every term of the upload, in workbook order, page by page (see readSearchTermsJson). */
    readJsonPages: (uploadId: number, send: (piece: Uint8Array) => boolean) => readSearchTermsJson(db, uploadId, send),

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

    /**
     * One page of an ad group's terms in the view's order (most spend first by default), with the
     * counts of every term the view keeps (window functions), so the paging follows the filter.
     */
    async page(uploadId: number, adGroupId: string, limit: number, offset: number, view: SearchTermView = DEFAULT_SEARCH_TERM_VIEW): Promise<SearchTermPage> {
      const rows = await inView(uploadId, adGroupId, view)
        .select(['data', sql<number | string>`count(*) over ()`.as('total'), sql<number | string>`sum(${IS_PRODUCT_TARGETING}) over ()`.as('product_targeting')])
        .orderBy(sortValue(db, view.sort), view.order)
        .orderBy('position', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
      // Past the last page the window has no row to carry the counts: count apart.
      const counts = rows[0] ?? (await this.count(uploadId, adGroupId, view));
      return { items: rows.map((row) => row.data), total: Number(counts.total), productTargeting: Number(counts.product_targeting ?? 0) };
    },

    async count(uploadId: number, adGroupId: string, view: SearchTermView = DEFAULT_SEARCH_TERM_VIEW): Promise<{ total: number | string; product_targeting: number | string | null }> {
      return inView(uploadId, adGroupId, view)
        .select((eb) => [eb.fn.countAll<number | string>().as('total'), sql<number | string | null>`sum(${IS_PRODUCT_TARGETING})`.as('product_targeting')])
        .executeTakeFirstOrThrow();
    },
  };
}

export type SearchTermsRepository = ReturnType<typeof createSearchTermsRepository>;

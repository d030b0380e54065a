// The Search Term Reports of each ad account (migration 0018). Conventions: see tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface SearchTermReportsTable {
  id: Generated<number>;
  account_id: number;
  file_name: string;
  product: 'SP' | 'SB';
  currency: string | null;
  start_date: string;
  end_date: string;
  time_unit: 'daily' | 'summary';
  row_count: number;
  term_count: number;
  /** How `content` is compressed ('br' or 'gzip'), as upload_results. */
  encoding: string;
  /** The engine's SearchTermReport as compressed JSON. */
  content: Uint8Array;
  created_at: string;
}

export type SearchTermReportRow = Selectable<SearchTermReportsTable>;

export interface SearchTermReportTables {
  search_term_reports: SearchTermReportsTable;
}

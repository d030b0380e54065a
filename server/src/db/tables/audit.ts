// Audit tables: uploads, tasks, search terms, business reports, notes.
// Follow the portable conventions described in tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  /** The ad account it belongs to (tables/ad-accounts.ts). */
  account_id: number;
  file_name: string;
  file_size: number;
  /** JSON SearchTermsInfo, set when the search-terms task finishes. */
  search_terms_info: string | null;
  /**
   * JSON {ad_group_id: default bid}, set with the audit result (null for uploads stored before
   * migration 0003). Read one ad group at a time; never selected with the row.
   */
  ad_group_default_bids: string | null;
  /** The account figures of its audit, set when the audit completes (null before, and for uploads audited before migration 0006). */
  spend: number | null;
  sales: number | null;
  roas: number | null;
  /** The period set by the seller, 'YYYY-MM-DD' (migration 0011): both or neither; null means the file name's dates, if any. */
  period_start: string | null;
  period_end: string | null;
  /** The currency the workbook told (migration 0017), null when it did not tell. */
  workbook_currency: string | null;
  /** The account currency the stored result carries; null for results stored before migration 0017 (which carry none). */
  result_currency: string | null;
  created_at: string;
}

export interface UploadResultsTable {
  upload_id: number;
  /** How `content` is compressed: 'br' (or 'gzip', which older rows may use). */
  encoding: string;
  content: Uint8Array;
  /** SHA-256 (hex) of the JSON text, its ETag; null for results stored before digests were kept. */
  digest: string | null;
  created_at: string;
}

export interface UploadBlobsTable {
  upload_id: number;
  content: Uint8Array;
  created_at: string;
}

export type TaskKind = 'bulk_audit' | 'search_terms';
export type TaskStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface TasksTable {
  /** Random UUID: the task id clients poll. */
  id: string;
  user_id: number;
  upload_id: number;
  kind: TaskKind;
  status: TaskStatus;
  progress_message: string | null;
  error_logs: string | null;
  created_at: string;
  updated_at: string;
}

export interface SearchTermsTable {
  upload_id: number;
  /** Order in the workbook; also the search term's id. */
  position: number;
  ad_group_id: string;
  campaign_id: string;
  spend: number;
  /** JSON of the search term as served. */
  data: string;
}

export interface BusinessReportsTable {
  upload_id: number;
  file_name: string;
  /** JSON {asin_map, parent_asin_summary}. */
  content: string;
  created_at: string;
  /** When the report was uploaded, if it was carried over from an earlier upload of the account. */
  carried_over_uploaded_at: string | null;
}

/** The latest business report of an ad account, applied to its newer uploads. */
export interface AccountBusinessReportsTable {
  account_id: number;
  source_upload_id: number;
  file_name: string;
  /** JSON {kind, asin_map, warnings}. */
  report: string;
  uploaded_at: string;
}

export interface NotesTable {
  id: Generated<number>;
  user_id: number;
  /** The ad account whose campaigns it is about: two clients' notes never mix. */
  account_id: number;
  campaign_id: string | null;
  parent_asin: string | null;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface AuditTables {
  uploads: UploadsTable;
  upload_results: UploadResultsTable;
  upload_blobs: UploadBlobsTable;
  tasks: TasksTable;
  search_terms: SearchTermsTable;
  business_reports: BusinessReportsTable;
  account_business_reports: AccountBusinessReportsTable;
  notes: NotesTable;
}

/** An upload as the repository gives it: without its ad group default bids (looked up one at a time) nor its history figures (read by the history list). */
export type UploadRow = Omit<Selectable<UploadsTable>, 'ad_group_default_bids' | 'spend' | 'sales' | 'roas'>;
export type TaskRow = Selectable<TasksTable>;
export type NoteRow = Selectable<NotesTable>;

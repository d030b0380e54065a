// What the page and the local audit's worker say to each other: the workbook to audit, when to
// read its search terms, then questions by id (insights, a page of search terms) and their answers.
import type { AccountHealth } from '@ads-auditor/audit';
import type { HealthFor } from '../health/account-health';
import type { ApiResponseBody } from '../../../lib/api-types';
import type { InsightQuery, LoadedInsights } from '../api/insights-api';
import type { AuditPart } from './audit-hand-over';

export interface LocalAuditStart {
  kind: 'audit';
  /**
   * The chosen file, read by the worker: a File is handed over by reference, not copied, and the
   * worker reads it while the page's thread renders what the choice changed.
   */
  file: Blob;
  fileName: string;
  /** The account's currency, as the server would carry it. */
  currency: string;
  /** The period given on the upload screen, if any (the account health's budget check reads it). */
  period: { start: string; end: string } | null;
}

/** The query of GET /api/search-terms/{ad_group_id}. */
export interface LocalSearchTermsQuery {
  limit: number;
  offset: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  min_clicks?: number;
  min_spend?: number;
}

/** The server's 200 body for a page of search terms: the page, or the workbook's lack of search term tabs. */
export type SearchTermsPageBody = ApiResponseBody<'/api/search-terms/{ad_group_id}', 'get', 200>;

export type LocalAuditQuestion =
  | { kind: 'insights'; id: number; settings: InsightQuery }
  /** The SHA-256 (hex) of the audit's JSON text as the server would store it for upload `uploadId`. */
  | { kind: 'resultDigest'; id: number; uploadId: number }
  | { kind: 'searchTermsPage'; id: number; adGroupId: string; query: LocalSearchTermsQuery };

/** The audit is on the page: the search terms may be read now (before, the second pass would slow the page taking it in). */
export interface ReadSearchTerms {
  kind: 'readSearchTerms';
}

export type LocalAuditRequest = LocalAuditStart | ReadSearchTerms | LocalAuditQuestion;

/** What a question is answered with, by kind. */
export interface LocalAuditReplies {
  insights: LoadedInsights;
  resultDigest: string;
  searchTermsPage: SearchTermsPageBody;
}

export type LocalAuditAnswer =
  /**
   * The audit as JSON text, in parts (audit-hand-over.ts): the page parses that faster than it
   * takes in a structured clone of so many objects (on the 20 MB workbook, 0.2 s against 0.35 s).
   */
  | AuditPart
  | { kind: 'audit'; ok: false; message: string }
  /** Right after the audit's last part: its account health, computed while the page takes the audit in (null if it failed). */
  | { kind: 'health'; about: HealthFor; health: AccountHealth | null }
  /** The search terms are read (a second pass, after the audit) and kept for the questions. */
  | { kind: 'searchTerms'; ok: true; sheets_found: string[]; available_sheets: string[]; expected_sheets: string[]; count: number }
  | { kind: 'searchTerms'; ok: false; message: string }
  | { kind: 'answer'; id: number; ok: true; body: LocalAuditReplies[keyof LocalAuditReplies] }
  | { kind: 'answer'; id: number; ok: false; message: string };

// GET /api/search-terms/{ad_group_id}: one page of an ad group's search terms
// from the latest upload, the workbook's sheet information when it had no search term tab, and
// errors with the server's detail.
import { NO_SEARCH_TERM_SHEETS_MESSAGE } from '@ads-auditor/audit';
import type { LocalAuditQueries } from '../../audit-session';
import { api } from '../../../lib/api-client';
import { isAbort, CancelError } from '../../../lib/api-errors';
import type { components, paths } from '../../../lib/api-schema';
import type { ApiResponseBody } from '../../../lib/api-types';

export type SearchTerm = components['schemas']['SearchTerm'];

type Query = NonNullable<paths['/api/search-terms/{ad_group_id}']['get']['parameters']['query']>;
/** The columns the server sorts by. */
export type SearchTermSort = NonNullable<Query['sort']>;

/** The order of the pages and which of the ad group's terms they hold, all applied by the server. */
export interface SearchTermView {
  sort: SearchTermSort;
  order: 'asc' | 'desc';
  /** Found in the customer search term, the keyword or the expression ('' for every term). */
  text: string;
  minClicks: number | null;
  minSpend: number | null;
}

export const DEFAULT_VIEW: SearchTermView = { sort: 'spend', order: 'desc', text: '', minClicks: null, minSpend: null };

/** The view as the query's parameters, leaving out what is not asked for (the server's default order included). */
function viewQuery(view: SearchTermView): Pick<Query, 'sort' | 'order' | 'q' | 'min_clicks' | 'min_spend'> {
  const byDefault = view.sort === DEFAULT_VIEW.sort && view.order === DEFAULT_VIEW.order;
  return {
    ...(byDefault ? {} : { sort: view.sort, order: view.order }),
    ...(view.text.trim() ? { q: view.text.trim() } : {}),
    ...(view.minClicks !== null ? { min_clicks: view.minClicks } : {}),
    ...(view.minSpend !== null ? { min_spend: view.minSpend } : {}),
  };
}

/** Search terms page size. */
export const SEARCH_TERMS_PAGE_SIZE = 50;

/** The error alert's title, and its text when the server gave no detail. */
export const LOAD_FAILED_TITLE = 'Failed to load search terms';
export const LOAD_FAILED_MESSAGE = 'Failed to load search terms. Please try again.';

type Answer = ApiResponseBody<'/api/search-terms/{ad_group_id}', 'get', 200>;
type PageAnswer = Extract<Answer, { data: unknown }>;

export type SearchTermsPagination = PageAnswer['data']['pagination'];
/** The ad group's terms by type, over all its pages. */
export type SearchTermCounts = PageAnswer['data']['counts'];

/** Which tabs the workbook has, which the audit reads, and how to download a file with them. */
export interface SheetInfo {
  availableSheets: string[];
  expectedSheets: string[];
  instructions: string;
}

export type SearchTermsResult =
  | { kind: 'page'; searchTerms: SearchTerm[]; pagination: SearchTermsPagination; counts: SearchTermCounts; offset: number }
  | { kind: 'no_sheets'; message: string; sheetInfo: SheetInfo };

/** A failed load: the server's detail when it gave one, and for a missing sheet the sheet information of its headers. */
export class SearchTermsError extends Error {
  override readonly name = 'SearchTermsError';
  constructor(
    message: string,
    readonly status: number,
    readonly sheetInfo: SheetInfo | null,
  ) {
    super(message);
  }
}

function stringList(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** The x-available-sheets / x-expected-sheets (JSON arrays) and x-instructions headers, when all are there and readable. */
export function sheetInfoFromHeaders(headers: Headers): SheetInfo | null {
  const availableSheets = stringList(headers.get('x-available-sheets'));
  const expectedSheets = stringList(headers.get('x-expected-sheets'));
  const instructions = headers.get('x-instructions');
  if (!availableSheets || !expectedSheets || instructions === null) return null;
  return { availableSheets, expectedSheets, instructions };
}

function detailOf(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

/** Whose terms: the upload's on the server (the latest when no id), or this browser's own audit of the file, which answers the same. */
export interface SearchTermsOrigin {
  uploadId?: number;
  local?: LocalAuditQueries | null;
}

/** Page `page` (1-based) of the ad group's search terms in the upload on screen, in the view's order (most spend first by default). */
export async function getSearchTermsPage(
  adGroupId: string,
  page: number,
  signal?: AbortSignal,
  origin: SearchTermsOrigin = {},
  view: SearchTermView = DEFAULT_VIEW,
  pageSize = SEARCH_TERMS_PAGE_SIZE,
): Promise<SearchTermsResult> {
  const offset = (page - 1) * pageSize;
  if (origin.local) return resultOf(await origin.local.searchTermsPage(adGroupId, { limit: pageSize, offset, ...viewQuery(view) }, signal), offset);
  const uploadId = origin.uploadId;
  let result;
  try {
    result = await api.GET('/api/search-terms/{ad_group_id}', {
      params: { path: { ad_group_id: adGroupId }, query: { limit: pageSize, offset, upload_id: uploadId, ...viewQuery(view) } },
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  const { data, error, response } = result;
  if (!response.ok || !data) {
    const detail = detailOf(error);
    // Only a missing sheet is explained with the sheets: advice to download the file again
    // would mislead on any other error (signed out, not found, still processing).
    const sheetInfo = detail === NO_SEARCH_TERM_SHEETS_MESSAGE ? sheetInfoFromHeaders(response.headers) : null;
    throw new SearchTermsError(detail ?? LOAD_FAILED_MESSAGE, response.status, sheetInfo);
  }
  return resultOf(data, offset);
}

function resultOf(data: Answer, offset: number): SearchTermsResult {
  if ('no_sheets_info' in data) {
    const sheetInfo = { availableSheets: data.available_sheets, expectedSheets: data.expected_sheets, instructions: data.instructions };
    return { kind: 'no_sheets', message: data.message, sheetInfo };
  }
  return { kind: 'page', searchTerms: data.data.search_terms, pagination: data.data.pagination, counts: data.data.counts, offset };
}

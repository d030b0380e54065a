// GET /api/search-terms/{ad_group_id} (spec 2 section 7): one page of an ad group's search terms
// from the latest upload, the workbook's sheet information when it had no search term tab, and
// errors that keep the sheet information the server sends in headers.
import { api } from '../../../lib/api-client';
import { isAbort, CancelError } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';
import type { ApiResponseBody } from '../../../lib/api-types';

export type SearchTerm = components['schemas']['SearchTerm'];

/** Search terms page size (spec 2 section 9). */
export const SEARCH_TERMS_PAGE_SIZE = 50;

export const LOAD_FAILED_MESSAGE = 'Failed to load search terms. Please try again.';

type Answer = ApiResponseBody<'/api/search-terms/{ad_group_id}', 'get', 200>;
type PageAnswer = Extract<Answer, { data: unknown }>;

export type SearchTermsPagination = PageAnswer['data']['pagination'];

/** Which tabs the workbook has, which the audit reads, and how to download a file with them. */
export interface SheetInfo {
  availableSheets: string[];
  expectedSheets: string[];
  instructions: string;
}

export type SearchTermsResult =
  | { kind: 'page'; searchTerms: SearchTerm[]; pagination: SearchTermsPagination; offset: number }
  | { kind: 'no_sheets'; message: string; sheetInfo: SheetInfo };

/** A failed load: the server's detail when it gave one, and the sheet information of its headers. */
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

/** Page `page` (1-based) of the ad group's search terms in the upload on screen, most spend first. */
export async function getSearchTermsPage(adGroupId: string, page: number, signal?: AbortSignal, uploadId?: number): Promise<SearchTermsResult> {
  const offset = (page - 1) * SEARCH_TERMS_PAGE_SIZE;
  let result;
  try {
    result = await api.GET('/api/search-terms/{ad_group_id}', {
      params: { path: { ad_group_id: adGroupId }, query: { limit: SEARCH_TERMS_PAGE_SIZE, offset, upload_id: uploadId } },
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  const { data, error, response } = result;
  if (!response.ok || !data) {
    throw new SearchTermsError(detailOf(error) ?? LOAD_FAILED_MESSAGE, response.status, sheetInfoFromHeaders(response.headers));
  }
  if ('no_sheets_info' in data) {
    const sheetInfo = { availableSheets: data.available_sheets, expectedSheets: data.expected_sheets, instructions: data.instructions };
    return { kind: 'no_sheets', message: data.message, sheetInfo };
  }
  return { kind: 'page', searchTerms: data.data.search_terms, pagination: data.data.pagination, offset };
}

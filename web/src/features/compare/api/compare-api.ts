// The calls of the Compare tab, through the typed client: the account's kept uploads
// (GET /api/bulk/uploads), the audit of one of them (GET /api/bulk/campaigns?upload_id=) and an
// ad group's search terms in one of them (GET /api/search-terms/{ad_group_id}?upload_id=).
import type { SearchTermInput } from '@ads-auditor/audit';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';
import type { LoadedAudit } from '../../audit-session';

/** One kept upload of an account, as GET /api/bulk/uploads lists it. */
export type KeptUpload = components['schemas']['HistoryUpload'];

/** The most uploads one page may hold (the route's maximum): the pickers list the newest this many. */
export const UPLOADS_LISTED = 100;
/** The route's largest page of search terms. */
const SEARCH_TERMS_PAGE = 500;

/** The newest uploads of the account (the default account when null). */
export const getUploads = (accountId: number | null, signal?: AbortSignal) =>
  unwrap(api.GET('/api/bulk/uploads', { params: { query: { account_id: accountId ?? undefined, page: 1, page_size: UPLOADS_LISTED } }, signal }), VALIDATION_ERRORS);

export const getUploadAudit = async (uploadId: number, signal?: AbortSignal): Promise<LoadedAudit> =>
  (await unwrap(api.GET('/api/bulk/campaigns', { params: { query: { upload_id: uploadId } }, signal }), VALIDATION_ERRORS)) as unknown as LoadedAudit;

/** Every search term of an ad group in an upload; null when the workbook has no search term tab. */
export async function getAdGroupSearchTerms(uploadId: number, adGroupId: string, signal?: AbortSignal): Promise<SearchTermInput[] | null> {
  const rows: SearchTermInput[] = [];
  for (let offset = 0; ; offset += SEARCH_TERMS_PAGE) {
    const answer = await unwrap(
      api.GET('/api/search-terms/{ad_group_id}', {
        params: { path: { ad_group_id: adGroupId }, query: { upload_id: uploadId, limit: SEARCH_TERMS_PAGE, offset } },
        signal,
      }),
      VALIDATION_ERRORS,
    );
    if ('no_sheets_info' in answer) return null;
    rows.push(...answer.data.search_terms);
    if (!answer.data.pagination.has_next) return rows;
  }
}

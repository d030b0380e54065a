// What the insights of an upload are computed from, all of it stored already: the campaign tree
// of the audit result and the rows the search-terms task saved (no re-upload, no re-reading).
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { Campaign, InsightsInput } from '@ads-auditor/audit';
import type { UploadRow } from '../../../db/tables/audit.js';
import { conflict, notFound } from '../../../lib/errors.js';
import type { AuditRepositories } from '../../../repositories/audit.js';
import { UPLOAD_NOT_AUDITED } from '../accounts/scope.js';

export const SEARCH_TERMS_PENDING = 'The insights need the search terms of this upload, which are still being processed. Please try again in a moment.';
export const searchTermsFailed = (reason: string | null) =>
  `The insights need the search terms of this upload, which could not be read: ${reason ?? 'processing failed.'} Upload the workbook again.`;

const inflate = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

/** 409 unless the search-terms task of the upload has stored its rows. */
export async function assertSearchTermsStored(repos: AuditRepositories, upload: UploadRow): Promise<void> {
  if (upload.search_terms_info) return;
  const task = (await repos.tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
  throw conflict(task?.status === 'failed' ? searchTermsFailed(task.error_logs) : SEARCH_TERMS_PENDING);
}

/** The campaigns (inflated off the event loop) and every search term row of the upload. */
export async function loadInsightsInput(repos: AuditRepositories, uploadId: number): Promise<InsightsInput> {
  const [stored, searchTerms] = await Promise.all([repos.uploads.findResult(uploadId), repos.searchTerms.allOfUpload(uploadId)]);
  if (!stored) throw notFound(UPLOAD_NOT_AUDITED); // deleted meanwhile
  const json = (await inflate[stored.encoding](stored.content)).toString('utf8');
  const { campaigns } = JSON.parse(json) as { campaigns: Campaign[] };
  return { campaigns, search_terms: searchTerms };
}

// Which account and which upload a request means: the optional `account_id` and `upload_id` of
// the calls that read "the latest upload" and of notes. Without them: the latest upload of the
// user's default account. Another user's account or upload answers 404, never a hint it exists.
import type { UploadRow } from '../db/tables/audit.js';
import { notFound } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';

/** The 404 of a call that reads the latest audit when the account has none yet. */
export const NO_UPLOAD_DETAIL = 'No processed bulk file found. Upload a bulk file first.';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const UPLOAD_NOT_AUDITED = 'The audit of this upload is not available: it is still being processed, or it failed.';

export interface UploadScope {
  account_id?: number;
  upload_id?: number;
}

/** The given account if it is the caller's (else 404), or the caller's default account. */
export async function accountIdFor(repos: Repositories, userId: number, accountId: number | undefined): Promise<number> {
  if (accountId === undefined) return repos.adAccounts.defaultAccountId(userId);
  if (!(await repos.adAccounts.findOwned(userId, accountId))) throw notFound(ACCOUNT_NOT_FOUND);
  return accountId;
}

/**
 * The upload a read call means, with its audit result stored: the given one, or the latest of
 * the account. `noUploadDetail` is the 404 detail when the account has no processed upload yet.
 */
export async function auditedUploadFor(repos: Repositories, userId: number, scope: UploadScope, noUploadDetail: string): Promise<UploadRow> {
  if (scope.upload_id === undefined) {
    const latest = await repos.uploads.findLatestWithResult(userId, await accountIdFor(repos, userId, scope.account_id));
    if (!latest) throw notFound(noUploadDetail);
    return latest;
  }
  if (scope.account_id !== undefined) await accountIdFor(repos, userId, scope.account_id);
  const upload = await repos.uploads.findOwned(userId, scope.upload_id);
  // An upload of another of the caller's accounts is as absent as another user's.
  if (!upload || (scope.account_id !== undefined && upload.account_id !== scope.account_id)) throw notFound(UPLOAD_NOT_FOUND);
  if (!(await repos.uploads.hasResult(upload.id))) throw notFound(UPLOAD_NOT_AUDITED);
  return upload;
}

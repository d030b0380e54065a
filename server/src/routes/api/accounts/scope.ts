// Which account and which upload a request means: the optional `account_id` and `upload_id` of
// the calls that read "the latest upload" and of notes. Without them: the latest upload of the
// user's default account. Another user's account or upload answers 404, never a hint it exists.
import { Type } from '@sinclair/typebox';
import type { UploadRow } from '../../../db/tables/audit.js';
import { notFound, RequestValidationError } from '../../../lib/errors.js';
import type { AuditRepositories } from '../../../repositories/audit.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const UPLOAD_NOT_AUDITED = 'The audit of this upload is not available: it is still being processed, or it failed.';

/** Ids are 32-bit integers in both databases. */
export const MAX_ID = 2_147_483_647;

export const AccountId = Type.Integer({ minimum: 1, maximum: MAX_ID, description: "One of the caller's ad accounts (GET /api/accounts); the default account when omitted" });
export const UploadId = Type.Integer({ minimum: 1, maximum: MAX_ID, description: "One of the caller's uploads (GET /api/bulk/uploads); the account's latest processed upload when omitted" });

/** Querystring properties of a call that reads one upload: spread into its `Type.Object`. */
export const UploadScopeQuery = { account_id: Type.Optional(AccountId), upload_id: Type.Optional(UploadId) };

export interface UploadScope {
  account_id?: number;
  upload_id?: number;
}

/** An id sent as a text field of an upload form (`account_id`, `upload_id`): undefined when absent, 422 unless a whole number. */
export function idField(fields: Record<string, string>, name: 'account_id' | 'upload_id'): number | undefined {
  const value = fields[name]?.trim();
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!/^\d+$/.test(value) || id < 1 || id > MAX_ID) {
    throw new RequestValidationError([{ loc: ['body', name], msg: 'Must be a whole number (an id)', type: 'type' }]);
  }
  return id;
}

/** The given account if it is the caller's (else 404), or the caller's default account. */
export async function accountIdFor(repos: AuditRepositories, userId: number, accountId: number | undefined): Promise<number> {
  if (accountId === undefined) return repos.adAccounts.defaultAccountId(userId);
  if (!(await repos.adAccounts.findOwned(userId, accountId))) throw notFound(ACCOUNT_NOT_FOUND);
  return accountId;
}

/**
 * The upload a read call means, with its audit result stored: the given one, or the latest of
 * the account. `noUploadDetail` is the 404 detail when the account has no processed upload yet.
 */
export async function auditedUploadFor(repos: AuditRepositories, userId: number, scope: UploadScope, noUploadDetail: string): Promise<UploadRow> {
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

// The request fields that name an account or an upload (`account_id`, `upload_id`); which
// account and upload they mean is decided by commands/account-scope.ts.
import { Type } from '@sinclair/typebox';
import { RequestValidationError } from '../../../lib/errors.js';

/** Ids are 32-bit integers in both databases. */
export const MAX_ID = 2_147_483_647;

export const AccountId = Type.Integer({ minimum: 1, maximum: MAX_ID, description: "One of the caller's ad accounts (GET /api/accounts); the default account when omitted" });
export const UploadId = Type.Integer({ minimum: 1, maximum: MAX_ID, description: "One of the caller's uploads (GET /api/bulk/uploads); the account's latest processed upload when omitted" });

/** Querystring properties of a call that reads one upload: spread into its `Type.Object`. */
export const UploadScopeQuery = { account_id: Type.Optional(AccountId), upload_id: Type.Optional(UploadId) };

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

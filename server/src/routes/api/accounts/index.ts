// Ad accounts: GET/POST /api/accounts, PATCH/DELETE /api/accounts/{account_id}.
// A user always has one (the default 'My account' is created on first need); another user's
// account answers 404.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from '@ads-auditor/audit';
import { conflict, HttpError, notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { AccountNameTakenError, type AdAccountWithCount, type DeleteRefusal } from '../../../repositories/ad-accounts.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { MAX_ID } from './scope.js';
import { ACCOUNT_NOT_FOUND } from '../../../commands/account-scope.js';

export const ACCOUNT_NAME_MAX_LENGTH = 100;

export const REFUSALS: Record<DeleteRefusal, string> = {
  has_uploads: 'This account still has uploads. Only an account without uploads can be deleted.',
  last_account: 'This is your only account. Create another one before deleting it.',
};

export const AdAccountSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    currency: Type.String({ description: `ISO 4217 code every amount of its audits is shown in: ${CURRENCY_CODES.join(', ')}` }),
    created_at: Type.String({ description: 'ISO 8601, UTC' }),
    upload_count: Type.Integer({ description: 'Uploads kept for this account' }),
  },
  { $id: 'AdAccount' },
);
const AdAccount = refTo(AdAccountSchema);
const CurrencyField = Type.Optional(Type.String({ maxLength: 100, description: `The account's currency, one of ${CURRENCY_CODES.join(', ')} (case-insensitive); USD for a new account when omitted, unchanged on a rename` }));
const NameBody = Type.Object({
  name: Type.String({ maxLength: 1000, description: `Trimmed; 1 to ${ACCOUNT_NAME_MAX_LENGTH} characters, unique among the caller's accounts` }),
  currency: CurrencyField,
});
const AccountParams = Type.Object({ account_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

const toAccount = (row: AdAccountWithCount) => ({ id: row.id, name: row.name, currency: row.currency, created_at: row.created_at, upload_count: row.upload_count });

/** The currency's ISO code, or a 400 naming the ones accepted. */
export function cleanCurrency(currency: string | undefined): string | undefined {
  if (currency === undefined) return undefined;
  const code = currency.trim().toUpperCase();
  if (isCurrencyCode(code)) return code;
  const shown = currency.trim().slice(0, 20);
  throw new HttpError(400, `'${shown}' is not a currency of an Amazon Ads marketplace. Choose one of: ${CURRENCY_CODES.map((c) => `${c} (${CURRENCIES[c].name})`).join(', ')}.`);
}

/** The trimmed name, or a 422 a person can read. */
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new HttpError(422, 'Account name cannot be empty');
  if (trimmed.length > ACCOUNT_NAME_MAX_LENGTH) throw new HttpError(422, `Account name cannot be longer than ${ACCOUNT_NAME_MAX_LENGTH} characters`);
  return trimmed;
}

/** A name another of the caller's accounts has reads as a 422 with that name. */
async function withNameChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountNameTakenError) throw new HttpError(422, error.message);
    throw error;
  }
}

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accounts = () => app.repos.adAccounts;

  app.get('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['accounts'],
      security: signedInRoute.security,
      summary: "The caller's ad accounts, oldest (the default) first; never empty",
      response: { 200: Type.Object({ accounts: Type.Array(AdAccount) }), ...signedInRoute.unauthorized },
    },
  }, async (request) => ({ accounts: (await accounts().list(requireUser(request).id)).map(toAccount) }));

  app.post('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['accounts'],
      security: signedInRoute.security,
      summary: 'Add an ad account',
      body: NameBody,
      response: { 201: AdAccount, 400: ErrorResponse, ...signedInRoute.unauthorized, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const name = cleanName(request.body.name);
    const currency = cleanCurrency(request.body.currency);
    const row = await withNameChecked(() => accounts().create(requireUser(request).id, name, currency));
    return reply.code(201).send(toAccount(row));
  });

  app.patch('/:account_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['accounts'],
      security: signedInRoute.security,
      summary: 'Rename an ad account, or change its currency',
      params: AccountParams,
      body: NameBody,
      response: { 200: AdAccount, 400: ErrorResponse, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const name = cleanName(request.body.name);
    const currency = cleanCurrency(request.body.currency);
    const row = await withNameChecked(() => accounts().rename(requireUser(request).id, request.params.account_id, name, currency));
    if (!row) throw notFound(ACCOUNT_NOT_FOUND);
    return toAccount(row);
  });

  app.delete('/:account_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['accounts'],
      security: signedInRoute.security,
      summary: 'Delete an ad account that has no uploads and is not the last one (its notes go with it)',
      params: AccountParams,
      response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...signedInRoute.unauthorized, 404: ErrorResponse, 409: ErrorResponse },
    },
  }, async (request) => {
    const outcome = await accounts().delete(requireUser(request).id, request.params.account_id);
    if (outcome === undefined) throw notFound(ACCOUNT_NOT_FOUND);
    if (outcome !== 'deleted') throw conflict(REFUSALS[outcome]);
    return { deleted: true as const };
  });
};

export default accountRoutes;

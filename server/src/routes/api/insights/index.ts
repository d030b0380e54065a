// Audit insights of an upload: GET /api/insights, GET and PUT /api/insights/settings. Computed on
// request (commands/insights.ts) with the caller's remembered settings overridden by those of the query.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { rememberInsightSettings, uploadInsights } from '../../../commands/insights.js';
import { requireUser } from '../../../plugins/auth.js';
import { Type } from '@sinclair/typebox';
import { AccountId } from '../accounts/scope.js';
import { accountIdFor, auditedUploadFor, NO_UPLOAD_DETAIL } from '../../../commands/account-scope.js';
import { ErrorResponse } from '../../schemas.js';
import { signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { InsightSettingsSchema, InsightSettingsUpdateSchema, InsightsQuerySchema, InsightsResultSchema, SearchTermsConflictSchema } from './schemas.js';
import { settingsFromQuery, validateSettingsBody, validateSettingsQuery } from './settings-input.js';

const SETTINGS_DOC =
  'target_acos (percent, default 30), min_clicks (default 10), brand_terms (never suggested as negatives), ' +
  "waste_factor (waste threshold = the account's cost per order x this, default 1), harvest_min_orders (default 2).";

/** JSON made by the worker, sent as it is (the reply untyped: the schema describes the parsed answer). */
const sendJsonBytes = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

const AccountScopeQuery = Type.Object({ account_id: Type.Optional(AccountId) });

const insightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repos = app.repos;

  app.get('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    preValidation: validateSettingsQuery,
    schema: {
      tags: ['insights'],
      summary: 'Wasted spend, search-term n-grams, negative and harvest suggestions and term conflicts of an upload',
      description:
        'For the upload `upload_id`, or the newest processed upload of the account (the default account when `account_id` is omitted), ' +
        'computed from its stored audit and search terms. Settings given in the query apply to this call only; the others are the ' +
        `ones remembered for the upload's ad account (GET /api/insights/settings). ${SETTINGS_DOC} ` +
        'Brand terms are comma-separated (empty: none for this call). 409 while the search terms of the upload are still being processed ' +
        '(code `search_terms_pending`: ask again later), or when they could not be read (code `search_terms_failed`: final). ' +
        '503 when the server is too busy to compute them now. With `source=search_term_report` the search terms are those of the account\'s latest ' +
        'Search Term Report (over its own period), joined with the upload\'s campaigns by name; 404 when the account has none.',
      security: signedInRoute.security,
      querystring: InsightsQuerySchema,
      response: { 200: InsightsResultSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 409: SearchTermsConflictSchema, 422: UnprocessableSchema, 503: ErrorResponse },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await auditedUploadFor(repos, user.id, request.query, NO_UPLOAD_DETAIL);
    const answer = await uploadInsights({ repos, pool: app.workerPool }, upload, settingsFromQuery(request.query), request.query.source);
    if ('conflict' in answer) return reply.code(409).send(answer.conflict);
    // The JSON.stringify of the worker, not the schema's serializer, whose unions (every nullable
    // field) cost a validation per value on answers of thousands of rows. Compressed by @fastify/compress.
    return sendJsonBytes(reply, answer.json);
  });

  app.get('/settings', {
    preHandler: app.authenticate,
    schema: {
      tags: ['insights'],
      summary: 'The insight settings remembered for an ad account (the defaults until some are saved)',
      description: `Settings belong to the ad account (\`account_id\`, the default account when omitted): one client's target ACOS and brand terms never apply to another's. ${SETTINGS_DOC}`,
      security: signedInRoute.security,
      querystring: AccountScopeQuery,
      response: { 200: InsightSettingsSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => repos.insightSettings.find(await accountIdFor(repos, requireUser(request).id, request.query.account_id)));

  app.put('/settings', {
    preHandler: app.authenticate,
    preValidation: validateSettingsBody,
    schema: {
      tags: ['insights'],
      summary: 'Remember insight settings for an ad account',
      description:
        'Any of the settings, for the ad account `account_id` (the default account when omitted); the others keep their remembered values. ' +
        `Answers the settings now remembered (brand terms lower-cased, trimmed, without repeats). ${SETTINGS_DOC}`,
      security: signedInRoute.security,
      querystring: AccountScopeQuery,
      body: InsightSettingsUpdateSchema,
      response: { 200: InsightSettingsSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const accountId = await accountIdFor(repos, requireUser(request).id, request.query.account_id);
    return rememberInsightSettings(repos, accountId, request.body);
  });
};

export default insightRoutes;

// Audit insights of an upload (issue 12): GET /api/insights, GET and PUT /api/insights/settings.
// Computed on request by the engine's computeInsights from the stored audit and search terms,
// with the caller's remembered settings overridden by those of the query, on a worker thread
// (jobs/insights-job.ts): a big account takes seconds the event loop must not spend.
import { resolveInsightSettings } from '@ads-auditor/audit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { runInsightsJob } from '../../../jobs/insights-job.js';
import { requireUser } from '../../../plugins/auth.js';
import { auditedUploadFor } from '../accounts/scope.js';
import { ErrorSchema, signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { NO_UPLOAD_DETAIL } from '../bulk/index.js';
import { readSearchTermsJson, searchTermsConflict, storedAuditResult } from './insights-input.js';
import { InsightSettingsSchema, InsightSettingsUpdateSchema, InsightsQuerySchema, InsightsResultSchema, SearchTermsConflictSchema } from './schemas.js';
import { settingsFromQuery, validateSettingsBody, validateSettingsQuery } from './settings-input.js';

const SETTINGS_DOC =
  'target_acos (percent, default 30), min_clicks (default 10), brand_terms (never suggested as negatives), ' +
  "waste_factor (waste threshold = the account's cost per order x this, default 1), harvest_min_orders (default 2).";

/** JSON made by the worker, sent as it is (the reply untyped: the schema describes the parsed answer). */
const sendJsonBytes = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

const insightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repos = app.auditRepos;

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
        `caller's remembered ones (GET /api/insights/settings). ${SETTINGS_DOC} ` +
        'Brand terms are comma-separated (empty: none for this call). 409 while the search terms of the upload are still being processed ' +
        '(code `search_terms_pending`: ask again later), or when they could not be read (code `search_terms_failed`: final). ' +
        '503 when the server is too busy to compute them now.',
      security: signedInRoute.security,
      querystring: InsightsQuerySchema,
      response: { 200: InsightsResultSchema, ...signedInRoute.unauthorized, 404: ErrorSchema, 409: SearchTermsConflictSchema, 422: UnprocessableSchema, 503: ErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await auditedUploadFor(repos, user.id, request.query, NO_UPLOAD_DETAIL);
    const conflict = await searchTermsConflict(repos, upload);
    if (conflict) return reply.code(409).send(conflict);
    const [remembered, stored] = await Promise.all([repos.insightSettings.find(user.id), storedAuditResult(repos, upload.id)]);
    const settings = { ...remembered, ...settingsFromQuery(request.query) };
    // The JSON.stringify of the worker, not the schema's serializer, whose unions (every nullable
    // field) cost a validation per value on answers of thousands of rows. Compressed by @fastify/compress.
    const json = await runInsightsJob(app.workerPool, { uploadId: upload.id, settings, ...stored }, (send) => readSearchTermsJson(app.db, upload.id, send));
    return sendJsonBytes(reply, json);
  });

  app.get('/settings', {
    preHandler: app.authenticate,
    schema: {
      tags: ['insights'],
      summary: "The caller's remembered insight settings (the defaults until they save some)",
      description: SETTINGS_DOC,
      security: signedInRoute.security,
      response: { 200: InsightSettingsSchema, ...signedInRoute.unauthorized },
    },
  }, async (request) => repos.insightSettings.find(requireUser(request).id));

  app.put('/settings', {
    preHandler: app.authenticate,
    preValidation: validateSettingsBody,
    schema: {
      tags: ['insights'],
      summary: 'Remember insight settings for the caller',
      description: `Any of the settings; the others keep their remembered values. Answers the settings now remembered (brand terms lower-cased, trimmed, without repeats). ${SETTINGS_DOC}`,
      security: signedInRoute.security,
      body: InsightSettingsUpdateSchema,
      response: { 200: InsightSettingsSchema, ...signedInRoute.unauthorized, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const userId = requireUser(request).id;
    const settings = resolveInsightSettings({ ...(await repos.insightSettings.find(userId)), ...request.body });
    await repos.insightSettings.save(userId, settings);
    return settings;
  });
};

export default insightRoutes;

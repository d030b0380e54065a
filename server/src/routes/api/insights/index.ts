// Audit insights of an upload (issue 12): GET /api/insights, GET and PUT /api/insights/settings.
// Computed on request by the engine's computeInsights from the stored audit and search terms,
// with the caller's remembered settings overridden by those of the query.
import { computeInsights, resolveInsightSettings } from '@ads-auditor/audit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendJsonText } from '../../../lib/json-reply.js';
import { requireUser } from '../../../plugins/auth.js';
import { auditedUploadFor } from '../accounts/scope.js';
import { ErrorSchema, signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { NO_UPLOAD_DETAIL } from '../bulk/index.js';
import { assertSearchTermsStored, loadInsightsInput } from './insights-input.js';
import { InsightSettingsSchema, InsightSettingsUpdateSchema, InsightsQuerySchema, InsightsResultSchema } from './schemas.js';
import { settingsFromQuery, validateSettingsBody, validateSettingsQuery } from './settings-input.js';

const SETTINGS_DOC =
  'target_acos (percent, default 30), min_clicks (default 10), brand_terms (never suggested as negatives), ' +
  "waste_factor (waste threshold = the account's cost per order x this, default 1), harvest_min_orders (default 2).";

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
        'Brand terms are comma-separated (empty: none for this call). 409 while the search terms of the upload are still being processed, or when they could not be read.',
      security: signedInRoute.security,
      querystring: InsightsQuerySchema,
      response: { 200: InsightsResultSchema, ...signedInRoute.unauthorized, 404: ErrorSchema, 409: ErrorSchema, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await auditedUploadFor(repos, user.id, request.query, NO_UPLOAD_DETAIL);
    await assertSearchTermsStored(repos, upload);
    const [remembered, input] = await Promise.all([repos.insightSettings.find(user.id), loadInsightsInput(repos, upload.id)]);
    const result = computeInsights(input, { ...remembered, ...settingsFromQuery(request.query) });
    // JSON.stringify, not the schema's serializer, whose unions (every nullable field) cost a
    // validation per value on answers of thousands of rows. Compressed by @fastify/compress.
    return sendJsonText(reply, JSON.stringify({ upload_id: upload.id, ...result }));
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

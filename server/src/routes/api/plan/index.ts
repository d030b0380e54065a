// The optimization plan: GET /api/bulk/uploads/{upload_id}/plan, PUT .../plan/decisions,
// POST .../plan/export, GET .../plan/change-sets; GET and PUT /api/accounts/{account_id}/plan-settings.
// Handlers check the request and call commands/plan.ts; the plan is built on a worker.
import { PLAN_EXPORT_FILE_NAME, validatePlanSettings } from '@ads-auditor/audit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountIdFor } from '../../../commands/account-scope.js';
import { exportPlan, plannedUpload, planSettingsOf, rememberPlanSettings, saveDecisions, uploadPlan } from '../../../commands/plan.js';
import { badRequest } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse } from '../../schemas.js';
import { MAX_ID } from '../accounts/scope.js';
import { signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { UploadConflictSchema } from '../insights/schemas.js';
import { BID_LIMITS_DOC, ChangeSetsSchema, DecisionsSchema, DecisionsUpdateSchema, PlanAnswerSchema, PlanSettingsAnswer, PlanSettingsUpdateSchema, PlanSourceQuery } from './schemas.js';

const UploadParams = Type.Object({ upload_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const AccountParams = Type.Object({ account_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CONFLICT_DOC =
  '409 while the audit of the upload is unfinished or failed, for an upload audited before plans existed, and while its search terms are still ' +
  'being processed (code `search_terms_pending`, ask again later) or could not be read (code `search_terms_failed`). ' +
  "With `source=search_term_report` the negatives and harvests come from the account's latest Search Term Report (over its own period, joined " +
  "with the upload's campaigns by name; the answer of the plan names it in `search_term_report`), the bulk file's search terms are not needed, " +
  'and 404 answers when the account has none.';
const UPLOAD_ERRORS = { ...signedInRoute.unauthorized, 404: ErrorResponse, 409: UploadConflictSchema, 422: UnprocessableSchema, 503: ErrorResponse };

/** Out-of-range settings answer 400 with the engine's sentences (the same the CLI and the web app show), before the schema. */
async function checkSettingsBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const problems = validatePlanSettings(body as Parameters<typeof validatePlanSettings>[0]);
  const margin = (body as { margin?: unknown }).margin;
  if (margin !== undefined) problems.push(...validatePlanSettings({ break_even: { costs: [], margin: margin as number } }));
  if (problems.length > 0) throw badRequest(problems.join(' '));
}

const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repos = app.repos;
  const deps = { repos, pool: app.workerPool };
  const uploadOf = (request: FastifyRequest & { params: { upload_id: number } }) => plannedUpload(repos, requireUser(request).id, request.params.upload_id);

  app.get('/bulk/uploads/:upload_id/plan', {
    preHandler: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'The optimization plan of an upload: bid, placement, budget and pause changes, negatives and harvests, with the decisions saved',
      description:
        'Built from the stored audit, plan source and search terms with the settings remembered for the upload\'s ad account ' +
        '(GET /api/accounts/{account_id}/plan-settings) and the period of the upload (budgets need it). Each item has its reason, ' +
        `confidence and the workbook rows behind it; \`decisions\` holds the seller's decision per item id. ${CONFLICT_DOC} 503 when the server is too busy.`,
      security: signedInRoute.security,
      params: UploadParams,
      querystring: PlanSourceQuery,
      response: { 200: PlanAnswerSchema, ...UPLOAD_ERRORS },
    },
  }, async (request, reply) => {
    const answer = await uploadPlan(deps, await uploadOf(request), request.query.source);
    if ('conflict' in answer) return reply.code(409).send(answer.conflict);
    // The worker's JSON as it is: the schema documents it (see the insights route for why).
    return reply.type('application/json; charset=utf-8').send(answer.json as never);
  });

  app.put('/bulk/uploads/:upload_id/plan/decisions', {
    preHandler: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'Save decisions on items of the plan of an upload (a batch)',
      description:
        'Each: the item id, `status` accepted, rejected or null (undecided), an optional edited `value` and an optional `note`; a decision without ' +
        'status, value and note is removed. 400 naming each item that is not in the plan or whose value Amazon would refuse ' +
        `(bids: whole cents, ${BID_LIMITS_DOC}; placements 0-900 whole percent; budgets $1-$1,000,000); nothing is saved then. ` +
        `Answers every decision saved for the upload. ${CONFLICT_DOC}`,
      security: signedInRoute.security,
      params: UploadParams,
      querystring: PlanSourceQuery,
      body: DecisionsUpdateSchema,
      response: { 200: Type.Object({ decisions: DecisionsSchema }), 400: ErrorResponse, ...UPLOAD_ERRORS },
    },
  }, async (request, reply) => {
    const changes = request.body.decisions.map((d) => ({ item_id: d.item_id, status: d.status, value: d.value ?? null, note: d.note?.trim() || null }));
    const seen = new Set<string>();
    for (const change of changes) {
      if (seen.has(change.item_id)) throw badRequest(`Item ${change.item_id} is listed twice; send one decision per item.`);
      seen.add(change.item_id);
    }
    const answer = await saveDecisions(deps, await uploadOf(request), changes, request.query.source);
    if ('conflict' in answer) return reply.code(409).send(answer.conflict as never);
    return { decisions: answer };
  });

  app.post('/bulk/uploads/:upload_id/plan/export', {
    preHandler: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'The accepted items of the plan as one Amazon bulk upload workbook (.xlsx)',
      description:
        'Holds exactly the accepted items, at their edited values: update rows (bids, placements, budgets, states) and create rows (negatives, keywords) ' +
        'on their sheets with Amazon\'s headers and the source\'s ids. Validated first: 400 naming every problem (nothing accepted, an id not in the workbook, ' +
        'a value beyond Amazon\'s limits, two operations on one entity). On success the change set is stored (GET .../plan/change-sets); ' +
        `the header x-change-set-id names it. Give the \`source\` of the plan viewed. ${CONFLICT_DOC}`,
      security: signedInRoute.security,
      params: UploadParams,
      querystring: PlanSourceQuery,
      response: {
        200: { description: 'The workbook, as an attachment', content: { [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } } },
        400: ErrorResponse,
        ...UPLOAD_ERRORS,
      },
    },
  }, async (request, reply) => {
    const answer = await exportPlan(deps, await uploadOf(request), request.query.source);
    if ('conflict' in answer) return reply.code(409).send(answer.conflict as never);
    const { workbook, changeSet } = answer;
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${PLAN_EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .header('x-change-set-id', String(changeSet.id))
      .send(Buffer.from(workbook.buffer, workbook.byteOffset, workbook.byteLength) as never);
  });

  app.get('/bulk/uploads/:upload_id/plan/change-sets', {
    preHandler: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'The change sets exported from the plan of an upload (date, items, values), newest first',
      security: signedInRoute.security,
      params: UploadParams,
      response: { 200: ChangeSetsSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 409: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => ({ change_sets: await repos.plans.listChangeSets((await uploadOf(request)).id) }));

  app.get('/accounts/:account_id/plan-settings', {
    preHandler: app.authenticate,
    schema: {
      tags: ['plan'],
      summary: 'The plan settings remembered for an ad account (until some are saved: the defaults, with the insights\' target ACOS and brand terms)',
      security: signedInRoute.security,
      params: AccountParams,
      response: { 200: PlanSettingsAnswer, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const accountId = await accountIdFor(repos, requireUser(request).id, request.params.account_id);
    return { settings: await planSettingsOf(repos, accountId), costs_problems: [] };
  });

  app.put('/accounts/:account_id/plan-settings', {
    preHandler: app.authenticate,
    preValidation: checkSettingsBody,
    schema: {
      tags: ['plan'],
      summary: 'Remember plan settings for an ad account',
      description:
        'Any of the settings; the others keep their remembered values. `costs_csv` (asin,price,cogs,fees) turns on break-even mode with its usable lines; ' +
        'each line left out (missing, negative or non-numeric values, a price of 0) is named in `costs_problems`, and a file without a usable line answers 400. ' +
        '`break_even: null` turns break-even mode off. 400 names every value out of range, changing nothing.',
      security: signedInRoute.security,
      params: AccountParams,
      body: PlanSettingsUpdateSchema,
      response: { 200: PlanSettingsAnswer, 400: ErrorResponse, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const accountId = await accountIdFor(repos, requireUser(request).id, request.params.account_id);
    return rememberPlanSettings(repos, accountId, request.body);
  });
};

export default planRoutes;

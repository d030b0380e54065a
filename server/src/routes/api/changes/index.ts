// The change loop: GET /api/bulk/uploads/{upload_id}/changes and POST .../changes/export.
// Handlers check the request and call commands/change-loop.ts; the work runs on a worker.
import { CHANGES_EXPORT_FILE_NAME } from '@ads-auditor/audit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeLoopOf, exportChangesAgain } from '../../../commands/change-loop.js';
import { plannedUpload } from '../../../commands/plan.js';
import { notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse } from '../../schemas.js';
import { MAX_ID } from '../accounts/scope.js';
import { signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { UploadConflictSchema } from '../insights/schemas.js';
import { ChangeLoopSchema } from './schemas.js';

const UploadParams = Type.Object({ upload_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NO_CHANGE_SET = { change_set: null, verify: null, impact: null, what_changed: null, narrative: [] };
const ERRORS = { ...signedInRoute.unauthorized, 404: ErrorResponse, 409: UploadConflictSchema, 422: UnprocessableSchema, 503: ErrorResponse };
const PENDING_DOC = ' 409 with code `search_terms_pending` while the upload\'s search terms are being stored (the comparison is stored with them: ask again later), `search_terms_failed` when they could not be read.';

const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { repos: app.repos, pool: app.workerPool };

  app.get('/bulk/uploads/:upload_id/changes', {
    preHandler: app.authenticate,
    schema: {
      tags: ['changes'],
      summary: "Did the plan's changes reach Amazon, and did they work: the account's latest change set exported before this upload, checked against it",
      description:
        'Each change of the change set gets a status: `applied` (the value matches), `different` (changed, but not to the proposed value), ' +
        '`not_applied` (as it was) or `missing` (the entity is gone). Each applied change is graded against its intent with the plan\'s ' +
        "confidence rule (`worked`, `flat`, `backfired`, `not_yet` with too little data), on its entity's figures in both uploads (the new period " +
        "scaled to the old one's length when both are known). `what_changed` splits the account's spend and sales deltas into campaigns, ad groups " +
        'and targets and their effects, adding up to the cent. Without a change set exported before the upload, everything is null. ' +
        '404 for another user\'s upload; 409 while its audit is unfinished, or for an upload audited before the change loop existed.' + PENDING_DOC,
      security: signedInRoute.security,
      params: UploadParams,
      response: { 200: ChangeLoopSchema, ...ERRORS },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await plannedUpload(deps.repos, user.id, request.params.upload_id);
    const json = await changeLoopOf(deps, user.id, upload);
    if (json === null) return NO_CHANGE_SET;
    if ('conflict' in json) return reply.code(409).send(json.conflict as never);
    // The worker's JSON as it is (the schema documents it), as the plan route does.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });

  app.post('/bulk/uploads/:upload_id/changes/export', {
    preHandler: app.authenticate,
    schema: {
      tags: ['changes'],
      summary: 'The changes that did not reach Amazon (not applied or different), as one bulk upload workbook (.xlsx)',
      description:
        'Written and validated like the plan\'s export, against this upload\'s workbook; the header x-change-count says how many. 404 when no change set ' +
        'was exported before the upload; 409 when every change was applied or its entity is gone; 400 naming each change Amazon would refuse.' + PENDING_DOC,
      security: signedInRoute.security,
      params: UploadParams,
      response: {
        200: { description: 'The workbook, as an attachment', content: { [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } } },
        400: ErrorResponse,
        ...ERRORS,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await plannedUpload(deps.repos, user.id, request.params.upload_id);
    const answer = await exportChangesAgain(deps, user.id, upload);
    if (answer === null) throw notFound('No change set was exported before this upload.');
    if ('conflict' in answer) return reply.code(409).send(answer.conflict as never);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${CHANGES_EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .header('x-change-count', String(answer.count))
      .send(answer.workbook as never);
  });
};

export default changeRoutes;

// Task status and results: GET /api/background-tasks/{task_id}[/results]; its events in events.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.js';
import { sendCompressedJson } from '../../../lib/json-reply.js';
import { matchesEtag, resultEtag } from '../../../lib/result-digest.js';
import { auditAnswerOf } from '../../../commands/audit-answer.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { AuditResultSchema } from '../audit-result-schema.js';
import { TaskStatusSchema, signedInRoute } from '../audit-schemas.js';
import taskEventRoutes from './events.js';
import { TASK_NOT_FOUND, TaskParams, taskStatusOf } from './task-status.js';

export { TASK_NOT_FOUND };
export const RESULT_NOT_READY = 'The result is not ready yet.';
export const NO_RESULT_FOR_SEARCH_TERMS = 'This task has no audit result; search terms are read with GET /api/search-terms/{ad_group_id}.';
export const failedTaskDetail = (errorLogs: string | null) => `This task failed, so it has no result: ${errorLogs ?? 'processing failed.'}`;

const backgroundTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(taskEventRoutes);

  app.get('/:task_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['background-tasks'],
      summary: 'Status of a background task (poll until completed or failed)',
      security: signedInRoute.security,
      params: TaskParams,
      response: { 200: refTo(TaskStatusSchema), ...signedInRoute.unauthorized, 404: ErrorResponse },
    },
  }, async (request) => {
    const task = await app.repos.tasks.findOwned(requireUser(request).id, request.params.task_id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return taskStatusOf(task);
  });

  app.get('/:task_id/results', {
    preHandler: app.authenticate,
    schema: {
      tags: ['background-tasks'],
      summary: 'The audit result of a bulk task; 404 until it is available',
      description:
        'Compressed: brotli as stored when the client accepts it, otherwise gzip or plain JSON. Its ETag is the SHA-256 (hex, quoted) of the JSON text; '
        + 'a request whose If-None-Match names it is answered 304 without a body (a page that audited the same workbook itself already holds it).',
      security: signedInRoute.security,
      params: TaskParams,
      response: { 200: refTo(AuditResultSchema), 304: { type: 'null', description: 'The result is the one If-None-Match names' }, ...signedInRoute.unauthorized, 404: ErrorResponse },
    },
  }, async (request, reply) => {
    const task = await app.repos.tasks.findOwned(requireUser(request).id, request.params.task_id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (task.kind !== 'bulk_audit') throw notFound(NO_RESULT_FOR_SEARCH_TERMS);
    if (task.status === 'failed') throw notFound(failedTaskDetail(task.error_logs));
    const upload = task.status === 'completed' ? await app.repos.uploads.findById(task.upload_id) : undefined;
    const result = upload && (await auditAnswerOf(app.repos, upload));
    if (!result) throw notFound(RESULT_NOT_READY);
    if (result.digest) {
      reply.header('etag', resultEtag(result.digest)).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], result.digest)) return reply.status(304).send();
    }
    return sendCompressedJson(request, reply, result);
  });
};

export default backgroundTaskRoutes;

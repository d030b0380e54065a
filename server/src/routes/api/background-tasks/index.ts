// Task status and results: GET /api/background-tasks/{task_id}[/results].
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import { notFound } from '../../../lib/errors.js';
import { sendGzipJson } from '../../../lib/gzip-json-reply.js';
import { requireUser } from '../../../plugins/auth.js';
import { AuditResultSchema, ErrorSchema } from '../audit-schemas.js';

const TaskParams = Type.Object({ task_id: Type.String({ maxLength: 64 }) });

export const TaskStatusSchema = Type.Object({
  task_id: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
  progress_message: Type.Union([Type.String(), Type.Null()]),
  error_logs: Type.Union([Type.String(), Type.Null()]),
});

export const TASK_NOT_FOUND = 'Task not found';

const backgroundTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(compress);

  app.get('/:task_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['background-tasks'],
      summary: 'Status of a background task (poll until completed or failed)',
      params: TaskParams,
      response: { 200: TaskStatusSchema, 404: ErrorSchema },
    },
  }, async (request) => {
    const task = await app.auditRepos.tasks.findOwned(requireUser(request).id, request.params.task_id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return { task_id: task.id, status: task.status, progress_message: task.progress_message, error_logs: task.error_logs };
  });

  app.get('/:task_id/results', {
    preHandler: app.authenticate,
    schema: {
      tags: ['background-tasks'],
      summary: "The audit result of a bulk task; 404 until it is available",
      params: TaskParams,
      response: { 200: AuditResultSchema, 404: ErrorSchema },
    },
  }, async (request, reply) => {
    const task = await app.auditRepos.tasks.findOwned(requireUser(request).id, request.params.task_id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (task.kind !== 'bulk_audit') throw notFound('This task has no audit result; search terms are read with GET /api/search-terms/{ad_group_id}.');
    if (task.status === 'failed') throw notFound(`This task failed, so it has no result: ${task.error_logs ?? 'processing failed.'}`);
    const result = task.status === 'completed' ? await app.auditRepos.uploads.findResult(task.upload_id) : undefined;
    if (!result) throw notFound('The result is not ready yet.');
    return sendGzipJson(request, reply, result);
  });
};

export default backgroundTaskRoutes;

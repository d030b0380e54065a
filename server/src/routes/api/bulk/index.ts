// Bulk workbook uploads and their results: POST /api/bulk/upload, GET /api/bulk/campaigns,
// DELETE /api/bulk/uploads.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUEUE_FULL_DETAIL } from '../../../jobs/job-queue.js';
import { JOBS_PER_UPLOAD, startBulkAudit } from '../../../jobs/start-bulk-audit.js';
import { HttpError, notFound } from '../../../lib/errors.js';
import { sendCompressedJson } from '../../../lib/json-reply.js';
import { multipartFileBody, streamedBodyValidator } from '../../../lib/multipart-file-body.js';
import { readUploadedFile, XLSX_MIME_TYPES, type FileRules } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { refTo } from '../../schemas.js';
import { AuditResultSchema } from '../audit-result-schema.js';
import { ErrorSchema, StartedUploadSchema, signedInRoute, UPLOAD_ERROR_RESPONSES, uploadRateLimit } from '../audit-schemas.js';

export const BULK_FILE_RULES: FileRules = {
  maxBytes: 20 * 1024 * 1024,
  tooLargeMessage: 'File size must be under 20MB.',
  wrongTypeMessage: 'Only .xlsx files are allowed.',
  mimeTypes: { '.xlsx': XLSX_MIME_TYPES },
  zipExtensions: ['.xlsx'],
};

export const NO_UPLOAD_DETAIL = 'No processed bulk file found. Upload a bulk file first.';

const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { keepPerUser, keepPerPremiumUser } = app.config.uploads;
  /** Premium users keep PREMIUM_UPLOAD_RETENTION uploads, others UPLOAD_RETENTION. */
  const keptUploadsOf = (user: { is_premium: boolean }) => (user.is_premium ? keepPerPremiumUser : keepPerUser);
  await app.register(multipart);

  app.post('/upload', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    validatorCompiler: streamedBodyValidator,
    schema: {
      tags: ['bulk'],
      summary: 'Upload a bulk operations workbook and start its audit',
      description:
        'Multipart form with one file (field `file`): an .xlsx of at most 20 MB, read while streaming and never written to disk. ' +
        'Answers at once with two tasks to poll: the audit and the search terms. Older uploads beyond the retention (UPLOAD_RETENTION, or PREMIUM_UPLOAD_RETENTION for premium users) are deleted.',
      security: signedInRoute.security,
      ...multipartFileBody('The bulk operations workbook (.xlsx, at most 20 MB)'),
      response: {
        202: StartedUploadSchema,
        ...UPLOAD_ERROR_RESPONSES,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    // Before reading up to 20 MB: a busy server says so at once.
    if (!(await app.jobs.hasRoomFor(JOBS_PER_UPLOAD))) throw new HttpError(503, QUEUE_FULL_DETAIL);
    const file = await readUploadedFile(request, BULK_FILE_RULES);
    const started = await startBulkAudit({ repos: app.auditRepos, queue: app.jobs, keepUploads: keptUploadsOf(user) }, user.id, file.fileName, file.bytes);
    return reply.code(202).send(started);
  });

  app.get('/campaigns', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "The audit of the caller's latest processed upload",
      description: 'The same document as GET /api/background-tasks/{task_id}/results, for the newest upload whose audit completed.',
      security: signedInRoute.security,
      response: { 200: refTo(AuditResultSchema), ...signedInRoute.unauthorized, 404: ErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await app.auditRepos.uploads.findLatestWithResult(user.id);
    const result = upload && (await app.auditRepos.uploads.findResult(upload.id));
    if (!result) throw notFound(NO_UPLOAD_DETAIL);
    return sendCompressedJson(request, reply, result);
  });

  app.delete('/uploads', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "Delete all of the caller's uploads with their tasks, results, search terms and business reports",
      description: 'Notes stay: they belong to campaigns and parent ASINs, not to uploads.',
      security: signedInRoute.security,
      response: { 200: Type.Object({ deleted_uploads: Type.Integer() }), ...signedInRoute.unauthorized },
    },
  }, async (request) => {
    const user = requireUser(request);
    return { deleted_uploads: await app.auditRepos.uploads.deleteAllForUser(user.id) };
  });
};

export default bulkRoutes;

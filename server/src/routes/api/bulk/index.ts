// Bulk workbook uploads and their results: POST /api/bulk/upload, GET /api/bulk/campaigns,
// DELETE /api/bulk/uploads, GET /api/bulk/config.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUEUE_FULL_DETAIL, QUEUE_FULL_HEADERS } from '../../../jobs/job-queue.js';
import { JOBS_PER_UPLOAD, startBulkAudit } from '../../../commands/start-bulk-audit.js';
import { UploadAdmission } from '../../../jobs/upload-admission.js';
import { HttpError, notFound } from '../../../lib/errors.js';
import { sendCompressedJson } from '../../../lib/json-reply.js';
import { multipartFileBody, streamedBodyValidator } from '../../../lib/multipart-file-body.js';
import { readUploadedFile, XLSX_MIME_TYPES, type FileRules } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { AuditResultSchema } from '../audit-result-schema.js';
import { StartedUploadSchema, signedInRoute, UnprocessableSchema, UPLOAD_ERROR_RESPONSES, uploadRateLimit } from '../audit-schemas.js';
import { idField, UploadScopeQuery } from '../accounts/scope.js';
import { accountIdFor, auditedUploadFor, NO_UPLOAD_DETAIL } from '../../../commands/account-scope.js';
import { auditAnswerOf } from '../../../commands/audit-answer.js';
import uploadHistoryRoutes from './history.js';
import { SEARCH_TERMS_TASK_HEADERS_DOC, searchTermsTaskHeaders } from './search-terms-task-headers.js';
import periodRoutes, { periodFromFields } from './period.js';
import reportNotesRoutes from './report-notes.js';

/**
 * The text fields the upload form may carry besides `file`: `account_id` names the account the
 * workbook is for; `period_start` and `period_end` the period it covers.
 */
export const BULK_UPLOAD_FIELDS = ['account_id', 'period_start', 'period_end'] as const;

/** The rules of a bulk workbook under a limit of `maxMb` (BULK_UPLOAD_MAX_MB; 20 by default). */
export function bulkFileRules(maxMb: number): FileRules {
  return {
    maxBytes: maxMb * 1024 * 1024,
    tooLargeMessage: `File size must be under ${maxMb}MB.`,
    wrongTypeMessage: 'Only .xlsx files are allowed.',
    mimeTypes: { '.xlsx': XLSX_MIME_TYPES },
    zipExtensions: ['.xlsx'],
    textFields: BULK_UPLOAD_FIELDS,
  };
}


const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { keepPerUser, keepPerPremiumUser } = app.config.uploads;
  /** Premium users keep PREMIUM_UPLOAD_RETENTION uploads, others UPLOAD_RETENTION. */
  const keptUploadsOf = (user: { is_premium: boolean }) => (user.is_premium ? keepPerPremiumUser : keepPerUser);
  const maxMb = app.config.uploads.bulkMaxMb;
  const fileRules = bulkFileRules(maxMb);
  await app.register(multipart);
  const admission = new UploadAdmission(app.jobs);
  await app.register(uploadHistoryRoutes);
  await app.register(periodRoutes);
  await app.register(reportNotesRoutes);

  app.get('/config', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: 'The limits of a bulk upload',
      description: 'What the upload screen checks before sending a file: `max_upload_mb` is BULK_UPLOAD_MAX_MB (20 by default).',
      security: signedInRoute.security,
      response: { 200: Type.Object({ max_upload_mb: Type.Integer({ minimum: 1 }) }), ...signedInRoute.unauthorized },
    },
  }, async () => ({ max_upload_mb: maxMb }));

  app.post('/upload', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    validatorCompiler: streamedBodyValidator,
    schema: {
      tags: ['bulk'],
      summary: 'Upload a bulk operations workbook and start its audit',
      description:
        `Multipart form with one file (field \`file\`): an .xlsx of at most ${maxMb} MB (BULK_UPLOAD_MAX_MB), read while streaming and never written to disk. ` +
        'Any other file or form field answers 422. ' +
        'The optional text field `account_id` names the ad account the workbook is for (GET /api/accounts; the default account when omitted; another user\'s answers 404). ' +
        'The optional text fields `period_start` and `period_end` (YYYY-MM-DD, both or neither) give the period it covers when the file name lacks Amazon\'s dates. ' +
        'Answers at once with two tasks to poll: the audit and the search terms. Older uploads beyond the retention (UPLOAD_RETENTION, or PREMIUM_UPLOAD_RETENTION for premium users) are deleted.',
      security: signedInRoute.security,
      ...multipartFileBody(`The bulk operations workbook (.xlsx, at most ${maxMb} MB)`),
      response: {
        202: StartedUploadSchema,
        ...UPLOAD_ERROR_RESPONSES,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    // Before reading up to the size limit: a busy server says so at once (uploads being read count).
    const admitted = await admission.admit(JOBS_PER_UPLOAD);
    if (!admitted) throw new HttpError(503, QUEUE_FULL_DETAIL, QUEUE_FULL_HEADERS);
    try {
      const file = await readUploadedFile(request, fileRules);
      const period = periodFromFields(file.fields);
      const accountId = await accountIdFor(app.repos, user.id, idField(file.fields, 'account_id'));
      const started = await startBulkAudit({ repos: app.repos, queue: app.jobs, keepUploads: keptUploadsOf(user) }, { userId: user.id, accountId, period }, file.fileName, file.bytes);
      return reply.code(202).send(started);
    } finally {
      admitted.release();
    }
  });

  app.get('/campaigns', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "The audit of the caller's latest processed upload, or of a kept one",
      description:
        'The same document as GET /api/background-tasks/{task_id}/results, for the newest upload of the account whose audit completed ' +
        '(the default account when `account_id` is omitted), or for the upload `upload_id` (GET /api/bulk/uploads lists them). ' +
        'The headers x-search-terms-task-id and x-search-terms-status tell whether its search terms are still being read.',
      security: signedInRoute.security,
      querystring: Type.Object(UploadScopeQuery),
      response: {
        200: { ...refTo(AuditResultSchema), description: 'The audit', headers: SEARCH_TERMS_TASK_HEADERS_DOC },
        ...signedInRoute.unauthorized,
        404: ErrorResponse,
        422: UnprocessableSchema,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await auditedUploadFor(app.repos, user.id, request.query, NO_UPLOAD_DETAIL);
    const [result, tasks] = await Promise.all([auditAnswerOf(app.repos, upload), app.repos.tasks.listForUpload(upload.id)]);
    if (!result) throw notFound(NO_UPLOAD_DETAIL);
    return sendCompressedJson(request, reply.headers(searchTermsTaskHeaders(tasks)), result);
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
    return { deleted_uploads: await app.repos.uploads.deleteAllForUser(user.id) };
  });
};

export default bulkRoutes;

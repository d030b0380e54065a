// Bulk workbook uploads and their results: POST /api/bulk/upload, GET /api/bulk/campaigns,
// DELETE /api/bulk/uploads.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import { startBulkAudit } from '../../../jobs/start-bulk-audit.js';
import { notFound } from '../../../lib/errors.js';
import { sendGzipJson } from '../../../lib/gzip-json-reply.js';
import { readUploadedFile } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { AuditResultSchema, ErrorSchema, UnprocessableSchema, uploadRateLimit } from '../audit-schemas.js';

export const BULK_MAX_BYTES = 20 * 1024 * 1024;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const BULK_FILE_RULES = {
  maxBytes: BULK_MAX_BYTES,
  tooLargeMessage: 'File size must be under 20MB.',
  wrongTypeMessage: 'Only .xlsx files are allowed.',
  extensions: ['.xlsx'],
  // curl and some browsers send octet-stream for .xlsx; the zip signature is checked anyway.
  mimeTypes: { '.xlsx': [XLSX_MIME, 'application/octet-stream', 'application/zip', 'application/x-zip-compressed', ''] },
  zipExtensions: ['.xlsx'],
};

export const NO_UPLOAD_DETAIL = 'No processed bulk file found. Upload a bulk file first.';

const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(compress);
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/upload', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    schema: {
      tags: ['bulk'],
      summary: 'Upload a bulk operations workbook (.xlsx, at most 20 MB) and start its audit',
      consumes: ['multipart/form-data'],
      response: {
        202: Type.Object({ bulk_task_id: Type.String(), search_terms_task_id: Type.String(), upload_id: Type.Integer() }),
        413: ErrorSchema,
        415: ErrorSchema,
        422: UnprocessableSchema,
        503: ErrorSchema,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const file = await readUploadedFile(request, BULK_FILE_RULES);
    const started = await startBulkAudit({ repos: app.auditRepos, queue: app.jobs, keepUploads: app.config.uploads.keepPerUser }, user.id, file.fileName, file.bytes);
    return reply.code(202).send(started);
  });

  app.get('/campaigns', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "The audit of the caller's latest processed upload",
      response: { 200: AuditResultSchema, 404: ErrorSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const upload = await app.auditRepos.uploads.findLatestWithResult(user.id);
    const result = upload && (await app.auditRepos.uploads.findResult(upload.id));
    if (!result) throw notFound(NO_UPLOAD_DETAIL);
    return sendGzipJson(request, reply, result);
  });

  app.delete('/uploads', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "Delete all of the caller's uploads, tasks, results, search terms and business reports (notes stay)",
      response: { 200: Type.Object({ deleted_uploads: Type.Integer() }) },
    },
  }, async (request) => {
    const user = requireUser(request);
    return { deleted_uploads: await app.auditRepos.uploads.deleteAllForUser(user.id) };
  });
};

export default bulkRoutes;

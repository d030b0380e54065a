// Business reports: POST /api/business_reports/upload joins a Seller Central or Vendor Central
// report with the caller's latest bulk upload; GET /api/business_reports/latest reloads it.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import { joinBusinessReport, NO_BULK_FOR_REPORT } from '../../../jobs/join-business-report.js';
import { notFound } from '../../../lib/errors.js';
import { readUploadedFile } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorSchema, UnprocessableSchema, uploadRateLimit } from '../audit-schemas.js';

const REPORT_MAX_BYTES = 5 * 1024 * 1024;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const REPORT_FILE_RULES = {
  maxBytes: REPORT_MAX_BYTES,
  tooLargeMessage: 'File size must be under 5MB.',
  wrongTypeMessage: 'Only .csv or .xlsx files are allowed.',
  extensions: ['.csv', '.xlsx'],
  mimeTypes: {
    // Windows browsers label .csv as an Excel type; curl sends octet-stream.
    '.csv': ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream', ''],
    '.xlsx': [XLSX_MIME, 'application/octet-stream', 'application/zip', 'application/x-zip-compressed', ''],
  },
  zipExtensions: ['.xlsx'],
};

const BusinessReportSchema = Type.Object({
  upload_id: Type.Integer(),
  file_name: Type.String(),
  asin_map: Type.Array(Type.Object({ child_asin: Type.String(), parent_asin: Type.String(), title: Type.String() }, { additionalProperties: true })),
  parent_asin_summary: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
});

const businessReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(compress);
  await app.register(multipart, { limits: { fileSize: REPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/upload', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    schema: {
      tags: ['business-reports'],
      summary: "Upload a business report (.csv or .xlsx, at most 5 MB) and join it with the latest bulk upload",
      consumes: ['multipart/form-data'],
      response: { 200: BusinessReportSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 422: UnprocessableSchema, 503: ErrorSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const file = await readUploadedFile(request, REPORT_FILE_RULES);
    return joinBusinessReport({ repos: app.auditRepos, pool: app.workerPool }, user.id, file.fileName, file.bytes);
  });

  app.get('/latest', {
    preHandler: app.authenticate,
    schema: {
      tags: ['business-reports'],
      summary: 'The business report joined with the latest processed bulk upload, if any',
      response: { 200: BusinessReportSchema, 404: ErrorSchema },
    },
  }, async (request) => {
    const { uploads, businessReports } = app.auditRepos;
    const upload = await uploads.findLatestWithResult(requireUser(request).id);
    if (!upload) throw notFound(NO_BULK_FOR_REPORT);
    const report = await businessReports.find(upload.id);
    if (!report) throw notFound('No business report uploaded for the latest bulk file.');
    return { ...(report.content as object), upload_id: upload.id, file_name: report.file_name } as never;
  });
};

export default businessReportRoutes;

// Business reports: POST /api/business_reports/upload joins a Seller Central or Vendor Central
// report with the caller's latest bulk upload; GET /api/business_reports/latest reloads it.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { joinBusinessReport, NO_BULK_FOR_REPORT, type StoredBusinessReport } from '../../../jobs/join-business-report.js';
import { notFound } from '../../../lib/errors.js';
import { multipartFileBody, streamedBodyValidator } from '../../../lib/multipart-file-body.js';
import { readUploadedFile, XLSX_MIME_TYPES, type FileRules } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { refTo } from '../../schemas.js';
import { BusinessReportSchema, ErrorSchema, signedInRoute, UPLOAD_ERROR_RESPONSES, uploadRateLimit } from '../audit-schemas.js';

export const REPORT_FILE_RULES: FileRules = {
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'File size must be under 5MB.',
  wrongTypeMessage: 'Only .csv or .xlsx files are allowed.',
  mimeTypes: {
    // Windows browsers label .csv as an Excel type; curl sends octet-stream.
    '.csv': ['text/csv', 'application/csv', 'text/plain', 'text/comma-separated-values', 'application/vnd.ms-excel', 'application/octet-stream', ''],
    '.xlsx': XLSX_MIME_TYPES,
  },
  zipExtensions: ['.xlsx'],
};

export const NO_REPORT_DETAIL = 'No business report uploaded for your latest bulk file.';

const businessReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post('/upload', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    validatorCompiler: streamedBodyValidator,
    schema: {
      tags: ['business-reports'],
      summary: "Upload a business report and join it with the caller's latest bulk upload",
      description:
        "Multipart form with one file (field `file`): a Seller Central 'Detail Page Sales and Traffic By Child Item' report or a " +
        'Vendor Central report, .csv or .xlsx, at most 5 MB. The answer is kept with the bulk upload (GET /api/business_reports/latest).',
      security: signedInRoute.security,
      ...multipartFileBody('The business report (.csv or .xlsx, at most 5 MB)'),
      response: {
        200: refTo(BusinessReportSchema),
        404: ErrorSchema,
        ...UPLOAD_ERROR_RESPONSES,
      },
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
      summary: "The business report joined with the caller's latest processed bulk upload",
      security: signedInRoute.security,
      response: { 200: refTo(BusinessReportSchema), ...signedInRoute.unauthorized, 404: ErrorSchema },
    },
  }, async (request): Promise<StoredBusinessReport> => {
    const { uploads, businessReports } = app.auditRepos;
    const upload = await uploads.findLatestWithResult(requireUser(request).id);
    if (!upload) throw notFound(NO_BULK_FOR_REPORT);
    const report = await businessReports.find(upload.id);
    if (!report) throw notFound(NO_REPORT_DETAIL);
    return { ...report.content, upload_id: upload.id, file_name: report.file_name };
  });
};

export default businessReportRoutes;

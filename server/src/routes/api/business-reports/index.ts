// Business reports: POST /api/business_reports/upload joins a Seller Central or Vendor Central
// report with the caller's latest bulk upload; GET /api/business_reports/latest reloads it.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { businessReportInUse, joinBusinessReport, NO_BULK_FOR_REPORT, type StoredBusinessReport } from '../../../commands/join-business-report.js';
import { notFound } from '../../../lib/errors.js';
import { multipartFileBody, streamedBodyValidator } from '../../../lib/multipart-file-body.js';
import { readUploadedFile, XLSX_MIME_TYPES, type FileRules } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { idField, UploadScopeQuery } from '../accounts/scope.js';
import { auditedUploadFor } from '../../../commands/account-scope.js';
import { BusinessReportSchema, signedInRoute, UnprocessableSchema, UPLOAD_ERROR_RESPONSES, uploadRateLimit } from '../audit-schemas.js';

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
  // Which bulk upload the report joins (commands/account-scope.ts): the account's latest by default.
  textFields: ['account_id', 'upload_id'],
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
        'Vendor Central report, .csv or .xlsx, at most 5 MB. Any other file or form field answers 422. The answer is kept with the bulk upload (GET /api/business_reports/latest). ' +
        'Optional text fields `account_id` and `upload_id` choose the bulk upload, as for GET /api/business_reports/latest.',
      security: signedInRoute.security,
      ...multipartFileBody('The business report (.csv or .xlsx, at most 5 MB)'),
      response: {
        200: refTo(BusinessReportSchema),
        404: ErrorResponse,
        ...UPLOAD_ERROR_RESPONSES,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const file = await readUploadedFile(request, REPORT_FILE_RULES);
    const scope = { account_id: idField(file.fields, 'account_id'), upload_id: idField(file.fields, 'upload_id') };
    const upload = await auditedUploadFor(app.repos, user.id, scope, NO_BULK_FOR_REPORT);
    return joinBusinessReport({ repos: app.repos, pool: app.workerPool }, upload, file.fileName, file.bytes);
  });

  app.get('/latest', {
    preHandler: app.authenticate,
    schema: {
      tags: ['business-reports'],
      summary: "The business report joined with the caller's latest processed bulk upload, or with a kept one",
      description:
        'The report uploaded for that bulk upload; else the ad account\'s latest report uploaded for an earlier bulk upload, ' +
        'joined with this one (`carried_over` true). A report uploaded for an older bulk upload never replaces one uploaded for a newer one.',
      security: signedInRoute.security,
      querystring: Type.Object(UploadScopeQuery),
      response: { 200: refTo(BusinessReportSchema), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema, 503: ErrorResponse },
    },
  }, async (request): Promise<StoredBusinessReport> => {
    const upload = await auditedUploadFor(app.repos, requireUser(request).id, request.query, NO_BULK_FOR_REPORT);
    const report = await businessReportInUse({ repos: app.repos, pool: app.workerPool }, upload);
    if (!report) throw notFound(NO_REPORT_DETAIL);
    return report;
  });
};

export default businessReportRoutes;

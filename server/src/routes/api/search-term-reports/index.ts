// Search Term Reports: POST /api/accounts/{account_id}/search-term-reports reads Amazon's report
// (.xlsx or .csv) on a worker and keeps it for the account; GET .../latest answers it again, joined
// with the account's latest audit; DELETE .../search-term-reports forgets the account's reports.
import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountIdFor } from '../../../commands/account-scope.js';
import { latestSearchTermReport, uploadSearchTermReport } from '../../../commands/search-term-report.js';
import { multipartFileBody, streamedBodyValidator } from '../../../lib/multipart-file-body.js';
import { readUploadedFile, type FileRules } from '../../../lib/uploaded-file.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { MAX_ID } from '../accounts/scope.js';
import { signedInRoute, UnprocessableSchema, UPLOAD_ERROR_RESPONSES, uploadRateLimit } from '../audit-schemas.js';
import { REPORT_FILE_RULES } from '../business-reports/index.js';
import { SearchTermReportSchema } from './schemas.js';

export { SearchTermReportSchema };

// A 65-day daily report of a large account runs to tens of MB; the reader's row bounds still apply.
export const SEARCH_TERM_REPORT_FILE_RULES: FileRules = {
  ...REPORT_FILE_RULES,
  maxBytes: 20 * 1024 * 1024,
  tooLargeMessage: 'File size must be under 20MB.',
  textFields: [],
};

const AccountParams = Type.Object({ account_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

const searchTermReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  const deps = { repos: app.repos, pool: app.workerPool };
  /** The caller and the account, if it is theirs (another user's answers 404). */
  const ownerOf = async (request: FastifyRequest, accountId: number) => {
    const userId = requireUser(request).id;
    return { userId, accountId: await accountIdFor(app.repos, userId, accountId) };
  };

  app.post('/:account_id/search-term-reports', {
    preHandler: app.authenticate,
    config: { rateLimit: uploadRateLimit(app.config.uploads.rateLimit) },
    validatorCompiler: streamedBodyValidator,
    schema: {
      tags: ['search-term-reports'],
      summary: "Upload a Search Term Report for an ad account, joined with the account's latest audit",
      description:
        "Multipart form with one file (field `file`): Amazon's Sponsored Products or Sponsored Brands Search Term Report, daily or a summary, " +
        '.xlsx or .csv, at most 20 MB. A file that is not a Search Term Report answers 400 naming what it looks like (a bulk file, a business report, ' +
        'a Sponsored Display report, an unknown table); a damaged file 422. The account keeps its latest reports (GET .../search-term-reports/latest).',
      security: signedInRoute.security,
      params: AccountParams,
      ...multipartFileBody('The Search Term Report (.csv or .xlsx, at most 20 MB)'),
      response: { 201: refTo(SearchTermReportSchema), 400: ErrorResponse, 404: ErrorResponse, ...UPLOAD_ERROR_RESPONSES },
    },
  }, async (request, reply) => {
    const owner = await ownerOf(request, request.params.account_id);
    const file = await readUploadedFile(request, SEARCH_TERM_REPORT_FILE_RULES);
    return reply.code(201).send(await uploadSearchTermReport(deps, owner, file.fileName, file.bytes));
  });

  app.get('/:account_id/search-term-reports/latest', {
    preHandler: app.authenticate,
    schema: {
      tags: ['search-term-reports'],
      summary: "The account's latest Search Term Report, joined with its latest audit (404 when none was uploaded)",
      security: signedInRoute.security,
      params: AccountParams,
      response: { 200: refTo(SearchTermReportSchema), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema, 503: ErrorResponse },
    },
  }, async (request) => latestSearchTermReport(deps, await ownerOf(request, request.params.account_id)));

  app.delete('/:account_id/search-term-reports', {
    preHandler: app.authenticate,
    schema: {
      tags: ['search-term-reports'],
      summary: "Forget the account's Search Term Reports",
      security: signedInRoute.security,
      params: AccountParams,
      response: { 200: Type.Object({ deleted: Type.Integer({ description: 'Reports forgotten' }) }), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => ({ deleted: await app.repos.searchTermReports.deleteAll((await ownerOf(request, request.params.account_id)).accountId) }));
};

export default searchTermReportRoutes;

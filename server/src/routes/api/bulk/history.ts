// The history of an ad account: GET /api/bulk/uploads lists the uploads kept for it, newest
// first, with the figures stored when each audit completed (never recomputed per request).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../../plugins/auth.js';
import type { HistoryUpload } from '../../../repositories/upload-history.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { TaskStatusSchema, UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { AccountId } from '../accounts/scope.js';
import { accountIdFor } from '../../../commands/account-scope.js';
import { DateRangeSchema, effectivePeriod, PeriodSourceSchema } from './period.js';

const Status = Type.Union([TaskStatusSchema.properties.status, Type.Null()], { description: 'Null when the upload has no task of this kind' });
const Figure = (description: string) => Type.Union([Type.Number(), Type.Null()], { description: `${description}; null until the audit completes (and for uploads audited before history existed)` });

const HistoryUploadSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The upload_id other calls take' }),
    file_name: Type.String(),
    uploaded_at: Type.String({ description: 'ISO 8601, UTC' }),
    date_range: DateRangeSchema,
    period_source: PeriodSourceSchema,
    spend: Figure("The account's ad spend"),
    sales: Figure("The account's ad sales"),
    roas: Figure('Sales / spend'),
    tasks: Type.Object({ audit: Status, search_terms: Status }),
  },
  { $id: 'HistoryUpload' },
);

const HistoryPageSchema = Type.Object({
  account_id: Type.Integer(),
  uploads: Type.Array(refTo(HistoryUploadSchema)),
  total: Type.Integer({ description: 'Uploads kept for the account' }),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

const toHistoryUpload = (row: HistoryUpload) => ({
  id: row.id,
  file_name: row.file_name,
  uploaded_at: row.created_at,
  ...effectivePeriod(row),
  spend: row.spend,
  sales: row.sales,
  roas: row.roas,
  tasks: { audit: row.task_statuses.bulk_audit ?? null, search_terms: row.task_statuses.search_terms ?? null },
});

export { HistoryUploadSchema };

const uploadHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/uploads', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: 'The uploads kept for an ad account, newest first, a page at a time',
      description:
        'Each kept audit can be reopened by passing its id as `upload_id` to GET /api/bulk/campaigns, GET /api/search-terms/{ad_group_id} and GET /api/business_reports/latest. ' +
        'Retention (UPLOAD_RETENTION, PREMIUM_UPLOAD_RETENTION) counts per account.',
      security: signedInRoute.security,
      querystring: Type.Object({
        account_id: Type.Optional(AccountId),
        page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
        page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      }),
      response: { 200: HistoryPageSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const { page, page_size } = request.query;
    const accountId = await accountIdFor(app.repos, requireUser(request).id, request.query.account_id);
    const { uploads, total } = await app.repos.uploadHistory.page(accountId, page, page_size);
    return { account_id: accountId, uploads: uploads.map(toHistoryUpload), total, page, page_size };
  });
};

export default uploadHistoryRoutes;

// Search terms of an ad group in the caller's latest upload (or a kept one): GET /api/search-terms/{ad_group_id}.
import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { noSearchTermSheetsAnswer, SEARCH_TERM_SORTS, searchTermCounts, searchTermPagination } from '@ads-auditor/audit';
import { sendJsonText } from '../../../lib/json-reply.js';
import { requireUser } from '../../../plugins/auth.js';
import type { SearchTermsInfo } from '../../../repositories/uploads.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { UploadScopeQuery } from '../accounts/scope.js';
import { auditedUploadFor, NO_UPLOAD_DETAIL } from '../../../commands/account-scope.js';
import { SearchTermSchema, UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { withDefaultBids } from './default-bids.js';
import { sheetInfoHeaders, SHEET_INFO_HEADERS_DOC } from './sheet-info-headers.js';

export const STILL_PROCESSING = 'Search terms are still being processed. Please try again in a moment.';

const PageSchema = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    search_terms: Type.Array(refTo(SearchTermSchema)),
    pagination: Type.Object({
      total: Type.Integer({ description: "The ad group's search terms in all" }),
      page: Type.Integer({ description: 'offset / limit + 1' }),
      has_next: Type.Boolean(),
      has_previous: Type.Boolean(),
    }),
    counts: Type.Object(
      { keyword: Type.Integer(), product_targeting: Type.Integer() },
      { description: "The ad group's search terms by type, over all its pages" },
    ),
  }),
});

const NoSheetsSchema = Type.Object({
  status: Type.Literal('success'),
  no_sheets_info: Type.Literal(true),
  message: Type.String(),
  available_sheets: Type.Array(Type.String()),
  expected_sheets: Type.Array(Type.String()),
  instructions: Type.String(),
});

const NoSheetsAnswer = { ...NoSheetsSchema, description: `No search term tabs in the workbook; ${SHEET_INFO_HEADERS_DOC.description} too` };

const searchTermRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only the missing-sheet answer carries the sheet information: a client shows it as advice to
  // download the file again, which would mislead on any other error (signed out, not found, still processing).
  const fail = (reply: FastifyReply, status: number, detail: string) => reply.code(status).send({ detail });

  app.get('/:ad_group_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['search-terms'],
      summary: "One page of an ad group's search terms from the caller's latest upload (or the upload upload_id), most spend first unless sorted",
      description:
        'When the workbook had no search term tabs the answer is `no_sheets_info` with the tabs found and expected ' +
        '(also in the headers x-available-sheets, x-expected-sheets and x-instructions). ' +
        'Other errors carry only `detail`: 409 while the search terms are still being read, 422 when reading them failed. ' +
        'With q, min_clicks or min_spend the page, the pagination and the counts cover only the terms kept.',
      security: signedInRoute.security,
      params: Type.Object({ ad_group_id: Type.String({ minLength: 1, maxLength: 64 }) }),
      querystring: Type.Object({
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
        offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
        // Optional, so that existing callers (and the generated client types) need not name them.
        sort: Type.Optional(Type.Union(SEARCH_TERM_SORTS.map((column) => Type.Literal(column)), {
          default: 'spend',
          description: "The column the terms are ordered by (keyword: the keyword's text or the targeting expression)",
        })),
        order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
        q: Type.Optional(Type.String({ maxLength: 200, description: 'Kept when found, in any case, in the customer search term, the keyword or the expression' })),
        min_clicks: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
        min_spend: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
        ...UploadScopeQuery,
      }),
      response: {
        200: { ...Type.Union([PageSchema, NoSheetsSchema]), headers: SHEET_INFO_HEADERS_DOC.headers, description: NoSheetsAnswer.description },
        ...signedInRoute.unauthorized,
        404: ErrorResponse,
        409: ErrorResponse,
        422: UnprocessableSchema,
      },
    },
  }, async (request, reply) => {
    const userId = requireUser(request).id;
    const { limit, offset, sort, order, q, min_clicks: minClicks, min_spend: minSpend } = request.query;
    const { uploads, tasks, searchTerms } = app.repos;
    const upload = await auditedUploadFor(app.repos, userId, request.query, NO_UPLOAD_DETAIL);
    if (!upload.search_terms_info) {
      const task = (await tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
      if (task?.status === 'failed') return fail(reply, 422, `Search terms could not be read: ${task.error_logs ?? 'processing failed.'}`);
      return fail(reply, 409, STILL_PROCESSING);
    }
    const stored = JSON.parse(upload.search_terms_info) as SearchTermsInfo;
    if (stored.sheets_found.length === 0) {
      const answer = noSearchTermSheetsAnswer(stored);
      return reply.headers(sheetInfoHeaders(answer)).send(answer);
    }
    const adGroupId = request.params.ad_group_id;
    const page = await searchTerms.page(upload.id, adGroupId, limit, offset, { sort: sort ?? 'spend', order: order ?? 'desc', text: q, minClicks, minSpend });
    const pagination = searchTermPagination(page.total, limit, offset);
    const counts = searchTermCounts(page.total, page.productTargeting);
    // The terms are stored as the JSON served: the page is assembled, not parsed and serialised
    // again, except the terms that take their ad group's default bid.
    const items = await withDefaultBids(page.items, adGroupId, () => uploads.findAdGroupDefaultBid(upload.id, adGroupId));
    return sendJsonText(reply, `{"status":"success","data":{"search_terms":[${items.join(',')}],"pagination":${JSON.stringify(pagination)},"counts":${JSON.stringify(counts)}}}`);
  });
};

export default searchTermRoutes;

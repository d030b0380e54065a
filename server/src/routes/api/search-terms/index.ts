// Search terms of an ad group in the caller's latest upload (or a kept one): GET /api/search-terms/{ad_group_id}.
import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendJsonText } from '../../../lib/json-reply.js';
import { requireUser } from '../../../plugins/auth.js';
import type { SearchTermsInfo } from '../../../repositories/uploads.js';
import { refTo } from '../../schemas.js';
import { auditedUploadFor, UploadScopeQuery } from '../accounts/scope.js';
import { ErrorSchema, SearchTermSchema, UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { NO_UPLOAD_DETAIL } from '../bulk/index.js';
import { withDefaultBids } from './default-bids.js';
import { sheetInfoHeaders, SHEET_INFO_HEADERS_DOC, type SheetInfo } from './sheet-info-headers.js';

export const NO_SHEETS_MESSAGE = 'No search terms sheets found in the uploaded file';
export const DEFAULT_EXPECTED_SHEETS = ['SP Search Term Report', 'SB Search Term Report'];
export const SEARCH_TERMS_INSTRUCTIONS =
  'In the Amazon Ads console, open Bulk operations, tick "Search terms" (Sponsored Products and Sponsored Brands) ' +
  'before creating the spreadsheet, download it and upload it here again.';
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

const ErrorWithSheetInfo = { ...ErrorSchema, description: `An error; ${SHEET_INFO_HEADERS_DOC.description}`, headers: SHEET_INFO_HEADERS_DOC.headers };

const searchTermRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const defaultInfo = (): SheetInfo => ({ available_sheets: [], expected_sheets: DEFAULT_EXPECTED_SHEETS, instructions: SEARCH_TERMS_INSTRUCTIONS });

  // Every error of this route carries the sheet headers (the web client reads them there),
  // validation and authentication errors included.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && !reply.hasHeader('x-expected-sheets')) reply.headers(sheetInfoHeaders(defaultInfo()));
    return payload;
  });

  const fail = (reply: FastifyReply, status: number, detail: string, info: SheetInfo) => reply.code(status).headers(sheetInfoHeaders(info)).send({ detail });

  app.get('/:ad_group_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['search-terms'],
      summary: "One page of an ad group's search terms from the caller's latest upload (or the upload upload_id), most spend first",
      description:
        'When the workbook had no search term tabs the answer is `no_sheets_info` with the tabs found and expected. ' +
        'Errors carry `detail` and the headers x-available-sheets, x-expected-sheets (JSON arrays) and x-instructions.',
      security: signedInRoute.security,
      params: Type.Object({ ad_group_id: Type.String({ minLength: 1, maxLength: 64 }) }),
      querystring: Type.Object({
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
        offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
        ...UploadScopeQuery,
      }),
      response: {
        200: Type.Union([PageSchema, NoSheetsSchema]),
        401: ErrorWithSheetInfo,
        404: ErrorWithSheetInfo,
        409: ErrorWithSheetInfo,
        422: { ...UnprocessableSchema, description: ErrorWithSheetInfo.description, headers: SHEET_INFO_HEADERS_DOC.headers },
      },
    },
  }, async (request, reply) => {
    const userId = requireUser(request).id;
    const { limit, offset } = request.query;
    const { uploads, tasks, searchTerms } = app.auditRepos;
    const upload = await auditedUploadFor(app.auditRepos, userId, request.query, NO_UPLOAD_DETAIL);
    if (!upload.search_terms_info) {
      const task = (await tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
      if (task?.status === 'failed') return fail(reply, 422, `Search terms could not be read: ${task.error_logs ?? 'processing failed.'}`, defaultInfo());
      return fail(reply, 409, STILL_PROCESSING, defaultInfo());
    }
    const stored = JSON.parse(upload.search_terms_info) as SearchTermsInfo;
    const info: SheetInfo = {
      available_sheets: stored.available_sheets,
      expected_sheets: stored.expected_sheets.length > 0 ? stored.expected_sheets : DEFAULT_EXPECTED_SHEETS,
      instructions: SEARCH_TERMS_INSTRUCTIONS,
    };
    if (stored.sheets_found.length === 0) return { status: 'success' as const, no_sheets_info: true as const, message: NO_SHEETS_MESSAGE, ...info };
    const adGroupId = request.params.ad_group_id;
    const page = await searchTerms.page(upload.id, adGroupId, limit, offset);
    const pagination = { total: page.total, page: Math.floor(offset / limit) + 1, has_next: offset + limit < page.total, has_previous: offset > 0 };
    // The terms are stored as the JSON served: the page is assembled, not parsed and serialised
    // again, except the terms that take their ad group's default bid.
    const items = await withDefaultBids(page.items, adGroupId, () => uploads.findAdGroupDefaultBid(upload.id, adGroupId));
    return sendJsonText(reply, `{"status":"success","data":{"search_terms":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}}`);
  });
};

export default searchTermRoutes;

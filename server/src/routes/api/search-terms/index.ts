// Search terms of an ad group in the caller's latest upload: GET /api/search-terms/{ad_group_id}.
import type { FastifyReply } from 'fastify';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import { requireUser } from '../../../plugins/auth.js';
import type { SearchTermsInfo } from '../../../repositories/uploads.js';
import { ErrorSchema, UnprocessableSchema } from '../audit-schemas.js';
import { NO_UPLOAD_DETAIL } from '../bulk/index.js';

export const NO_SHEETS_MESSAGE = 'No search terms sheets found in the uploaded file';
export const EXPECTED_SHEETS = ['SP Search Term Report', 'SB Search Term Report'];
export const SEARCH_TERMS_INSTRUCTIONS =
  'In the Amazon Ads console, open Bulk operations, tick "Search terms" (Sponsored Products and Sponsored Brands) ' +
  'before creating the spreadsheet, download it and upload it here again.';

const PageSchema = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    search_terms: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    pagination: Type.Object({ total: Type.Integer(), page: Type.Integer(), has_next: Type.Boolean(), has_previous: Type.Boolean() }),
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

const searchTermRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(compress);

  app.get('/:ad_group_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['search-terms'],
      summary: "One page of an ad group's search terms from the caller's latest upload (most spend first)",
      params: Type.Object({ ad_group_id: Type.String({ minLength: 1, maxLength: 64 }) }),
      querystring: Type.Object({
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
        offset: Type.Integer({ minimum: 0, default: 0 }),
      }),
      response: { 200: Type.Union([PageSchema, NoSheetsSchema]), 404: ErrorSchema, 409: ErrorSchema, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const userId = requireUser(request).id;
    const { limit, offset } = request.query;
    const { uploads, tasks, searchTerms } = app.auditRepos;
    const upload = await uploads.findLatestWithResult(userId);
    if (!upload) return sendError(reply, 404, NO_UPLOAD_DETAIL);
    if (!upload.search_terms_info) {
      const task = (await tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
      if (task?.status === 'failed') return sendError(reply, 422, `Search terms could not be read: ${task.error_logs ?? 'processing failed.'}`);
      return sendError(reply, 409, 'Search terms are still being processed. Please try again in a moment.');
    }
    const info = JSON.parse(upload.search_terms_info) as SearchTermsInfo;
    if (info.sheets_found.length === 0) {
      return {
        status: 'success' as const,
        no_sheets_info: true as const,
        message: NO_SHEETS_MESSAGE,
        available_sheets: info.available_sheets,
        expected_sheets: info.expected_sheets.length > 0 ? info.expected_sheets : EXPECTED_SHEETS,
        instructions: SEARCH_TERMS_INSTRUCTIONS,
      };
    }
    const page = await searchTerms.page(upload.id, request.params.ad_group_id, limit, offset);
    return {
      status: 'success' as const,
      data: {
        search_terms: page.items,
        pagination: { total: page.total, page: Math.floor(offset / limit) + 1, has_next: offset + limit < page.total, has_previous: offset > 0 },
      },
    };
  });
};

export default searchTermRoutes;

/** Errors carry the sheet information in headers too (the client reads them there). */
function sendError(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply
    .code(status)
    .header('x-available-sheets', JSON.stringify([]))
    .header('x-expected-sheets', JSON.stringify(EXPECTED_SHEETS))
    .header('x-instructions', SEARCH_TERMS_INSTRUCTIONS)
    .send({ detail });
}

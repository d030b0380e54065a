// Share links: POST/GET /api/shares (the owner makes and lists links), DELETE
// /api/shares/{share_id} (revokes one), POST /api/shares/{share_id}/copy (a new link with its settings), and the public GET /api/shares/{token}, which answers the
// read-only report (commands/share-report.ts) while the link is live and counts the view.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountIdFor } from '../../../commands/account-scope.js';
import { copyShareLink, createShareLink, LINK_GONE, MAX_EXPIRY_DAYS, SHARE_NOT_FOUND, viewSharedReport } from '../../../commands/share-report.js';
import { notFound } from '../../../lib/errors.js';
import { nowIso } from '../../../lib/time.js';
import { requireUser } from '../../../plugins/auth.js';
import type { ShareLinkSummary } from '../../../repositories/share-links.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { AccountId, MAX_ID, UploadScopeQuery } from '../accounts/scope.js';
import { UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { CreatedShareSchema, ShareLinkSchema, SharedReportSchema } from './schemas.js';

export const DEFAULT_EXPIRY_DAYS = 7;
/** The public report: per client address, enough for a person, not for guessing tokens. */
export const PUBLIC_VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const statusOf = (link: ShareLinkSummary, now: string) => (link.revoked_at ? 'revoked' : link.expires_at <= now ? 'expired' : 'active');
const toShareLink = (link: ShareLinkSummary, now = nowIso()) => ({
  id: link.id,
  account_id: link.account_id,
  account_name: link.account_name,
  upload_id: link.upload_id,
  file_name: link.file_name,
  note_count: link.note_count,
  view_count: link.view_count,
  last_viewed_at: link.last_viewed_at,
  created_at: link.created_at,
  expires_at: link.expires_at,
  revoked_at: link.revoked_at,
  status: statusOf(link, now) as 'active' | 'expired' | 'revoked',
});

const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;
  const shares = repos.shareLinks;

  app.post('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['shares'],
      security: signedInRoute.security,
      summary: 'Make a read-only report link for an upload',
      description:
        "The report shows the upload's Summary, health checks, top campaigns, the chosen notes, and the change loop's narrative when chosen. " +
        `The upload is \`upload_id\`, or the latest processed upload of \`account_id\` (the default account when omitted). The link expires after \`expires_in_days\` (${DEFAULT_EXPIRY_DAYS} by default). ` +
        'The token is answered this once: only its hash is kept.',
      body: Type.Object({
        ...UploadScopeQuery,
        expires_in_days: Type.Integer({ minimum: 1, maximum: MAX_EXPIRY_DAYS, default: DEFAULT_EXPIRY_DAYS }),
        note_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 10_000, default: [], description: "Notes of the account to include (GET /api/notes/); none when omitted" }),
        include_narrative: Type.Boolean({ default: false, description: "Whether the report carries 'What we changed and what happened' (GET /api/bulk/uploads/{upload_id}/changes), when the upload has it; not when omitted" }),
      }),
      response: { 201: CreatedShareSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const { token, link } = await createShareLink({ repos, pool: app.workerPool }, requireUser(request).id, request.body);
    return reply.code(201).send({ token, path: `/r/${token}`, share: toShareLink(link) });
  });

  app.get('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['shares'],
      security: signedInRoute.security,
      summary: "The caller's report links, newest first (all accounts, or one)",
      querystring: Type.Object({ account_id: Type.Optional(AccountId) }),
      response: { 200: Type.Object({ shares: Type.Array(refTo(ShareLinkSchema)) }), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const accountId = request.query.account_id === undefined ? undefined : await accountIdFor(repos, user.id, request.query.account_id);
    const now = nowIso();
    return { shares: (await shares.list(user.id, accountId)).map((link) => toShareLink(link, now)) };
  });

  app.delete('/:share_id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['shares'],
      security: signedInRoute.security,
      summary: 'Revoke a report link: it answers 404 from now on',
      params: Type.Object({ share_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) }),
      response: { 200: refTo(ShareLinkSchema), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const link = await shares.revoke(requireUser(request).id, request.params.share_id);
    if (!link) throw notFound(SHARE_NOT_FOUND);
    return toShareLink(link);
  });

  app.post('/:share_id/copy', {
    preHandler: app.authenticate,
    schema: {
      tags: ['shares'],
      security: signedInRoute.security,
      summary: 'Make a new link with the settings of one of your links',
      description:
        'The same upload, the same number of days and the same notes (less any deleted since), for a link that is live, expired or revoked. ' +
        'The report is made afresh; the token is answered this once (only its hash is kept); the old link is unchanged.',
      params: Type.Object({ share_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) }),
      response: { 201: CreatedShareSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const { token, link } = await copyShareLink({ repos, pool: app.workerPool }, requireUser(request).id, request.params.share_id);
    return reply.code(201).send({ token, path: `/r/${token}`, share: toShareLink(link) });
  });

  app.get('/:token', {
    config: { rateLimit: PUBLIC_VIEW_RATE_LIMIT },
    schema: {
      tags: ['shares'],
      summary: 'The read-only report of a link (no sign-in); counts the view',
      description:
        'The chosen notes show their current text; a note deleted since the link was made is left out. ' +
        `Answers 404 \`{detail: "${LINK_GONE}"}\` once the link is revoked or expired, or for an unknown token. Marked \`X-Robots-Tag: noindex\`.`,
      params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      response: { 200: refTo(SharedReportSchema), 404: ErrorResponse, 422: UnprocessableSchema, 429: ErrorResponse },
    },
  }, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
    return viewSharedReport(repos, request.params.token);
  });
};

export default shareRoutes;

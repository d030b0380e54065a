// Share links (issue 14): POST/GET /api/shares (the owner makes and lists links),
// DELETE /api/shares/{share_id} (revokes one), and the public GET /api/shares/{token}, which
// answers the read-only report while the link is live and counts the view.
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { AuditNote, AuditResult } from '@ads-auditor/audit';
import { hashToken, newToken } from '../../../auth/tokens.js';
import { HttpError, notFound } from '../../../lib/errors.js';
import { DAY_MS, isoIn, nowIso } from '../../../lib/time.js';
import { requireUser } from '../../../plugins/auth.js';
import { createShareLinksRepository, type ShareLinkSummary } from '../../../repositories/share-links.js';
import { refTo } from '../../schemas.js';
import { AccountId, accountIdFor, auditedUploadFor, MAX_ID, UploadScopeQuery } from '../accounts/scope.js';
import { ErrorSchema, UnprocessableSchema, signedInRoute } from '../audit-schemas.js';
import { NO_UPLOAD_DETAIL } from '../bulk/index.js';
import { CreatedShareSchema, ShareLinkSchema, SharedReportSchema } from './schemas.js';
import { buildSharedReport, noteCountOf } from './shared-report.js';

export const DEFAULT_EXPIRY_DAYS = 7;
export const MAX_EXPIRY_DAYS = 90;
export const SHARE_NOT_FOUND = 'Share link not found';
export const LINK_GONE = 'This report link has expired or was revoked.';
export const UNKNOWN_NOTES = 'Some of the chosen notes are not notes of this account.';
/** The public report: per client address, enough for a person, not for guessing tokens. */
export const PUBLIC_VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const inflate = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };

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

/** 'YYYY-MM-DD HH:MM:SS', as the notes API shows a note's time. */
const noteTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shares = createShareLinksRepository(app.db);
  const repos = () => app.auditRepos;

  /** The upload's audit result, as stored. */
  async function auditResultOf(uploadId: number): Promise<AuditResult> {
    const stored = await repos().uploads.findResult(uploadId);
    if (!stored) throw notFound(NO_UPLOAD_DETAIL);
    return JSON.parse((await inflate[stored.encoding](stored.content)).toString('utf8')) as AuditResult;
  }

  app.post('/', {
    preHandler: app.authenticate,
    prefixTrailingSlash: 'no-slash',
    schema: {
      tags: ['shares'],
      security: signedInRoute.security,
      summary: 'Make a read-only report link for an upload',
      description:
        "The report shows the upload's Summary, health checks, top campaigns and the chosen notes. " +
        `The upload is \`upload_id\`, or the latest processed upload of \`account_id\` (the default account when omitted). The link expires after \`expires_in_days\` (${DEFAULT_EXPIRY_DAYS} by default). ` +
        'The token is answered this once: only its hash is kept.',
      body: Type.Object({
        ...UploadScopeQuery,
        expires_in_days: Type.Integer({ minimum: 1, maximum: MAX_EXPIRY_DAYS, default: DEFAULT_EXPIRY_DAYS }),
        note_ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 10_000, default: [], description: "Notes of the account to include (GET /api/notes/); none when omitted" }),
      }),
      response: { 201: CreatedShareSchema, ...signedInRoute.unauthorized, 404: ErrorSchema, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { expires_in_days, note_ids } = request.body;
    const upload = await auditedUploadFor(repos(), user.id, request.body, NO_UPLOAD_DETAIL);
    const [account, result, businessReport] = await Promise.all([
      repos().adAccounts.findOwned(user.id, upload.account_id),
      auditResultOf(upload.id),
      repos().businessReports.find(upload.id),
    ]);
    const parentAsins = Object.keys(businessReport?.content.parent_asin_summary ?? {});
    const noteRows = await repos().notes.listFor(upload.account_id, result.campaigns.map((c) => c.id), parentAsins);
    const allNotes: AuditNote[] = noteRows.map((row) => ({ id: row.id, content: row.content, created_at: noteTime(row.created_at), campaign_id: row.campaign_id, parent_asin: row.parent_asin }));
    const chosenNoteIds = new Set(note_ids);
    if (allNotes.filter((note) => chosenNoteIds.has(note.id)).length !== chosenNoteIds.size) throw new HttpError(422, UNKNOWN_NOTES);

    const sharedAt = nowIso();
    const expiresAt = isoIn(expires_in_days * DAY_MS);
    const report = buildSharedReport({
      accountName: account!.name,
      fileName: upload.file_name,
      result,
      businessReport: businessReport?.content ?? null,
      allNotes,
      chosenNoteIds,
      sharedAt,
      expiresAt,
    });
    const token = newToken();
    const link = await shares.create({
      user_id: user.id,
      account_id: upload.account_id,
      upload_id: upload.id,
      token_hash: hashToken(token),
      report: JSON.stringify(report),
      note_count: noteCountOf(report),
      expires_at: expiresAt,
    });
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
      response: { 200: Type.Object({ shares: Type.Array(refTo(ShareLinkSchema)) }), ...signedInRoute.unauthorized, 404: ErrorSchema, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const accountId = request.query.account_id === undefined ? undefined : await accountIdFor(repos(), user.id, request.query.account_id);
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
      response: { 200: refTo(ShareLinkSchema), ...signedInRoute.unauthorized, 404: ErrorSchema, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const link = await shares.revoke(requireUser(request).id, request.params.share_id);
    if (!link) throw notFound(SHARE_NOT_FOUND);
    return toShareLink(link);
  });

  app.get('/:token', {
    config: { rateLimit: PUBLIC_VIEW_RATE_LIMIT },
    schema: {
      tags: ['shares'],
      summary: 'The read-only report of a link (no sign-in); counts the view',
      description: `Answers 404 \`{detail: "${LINK_GONE}"}\` once the link is revoked or expired, or for an unknown token. Marked \`X-Robots-Tag: noindex\`.`,
      params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      response: { 200: refTo(SharedReportSchema), 404: ErrorSchema, 422: UnprocessableSchema, 429: ErrorSchema },
    },
  }, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
    const report = await shares.viewReport(hashToken(request.params.token));
    if (report === undefined) throw notFound(LINK_GONE);
    return JSON.parse(report) as Static<typeof SharedReportSchema>;
  });
};

export default shareRoutes;

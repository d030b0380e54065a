// Notes on campaigns and parent ASINs: GET/POST /api/notes/, PUT/DELETE /api/notes/{id},
// POST /api/notes/bulk. Only their owner ever sees them; list, create and bulk work in one of the
// owner's ad accounts (`account_id`, the default account when omitted), so clients never mix.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { NoteRow } from '../../../db/tables/audit.js';
import { HttpError, notFound } from '../../../lib/errors.js';
import { noteTimeOf } from '../../../lib/time.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo } from '../../schemas.js';
import { AccountId } from '../accounts/scope.js';
import { accountIdFor } from '../../../commands/account-scope.js';
import { UnprocessableSchema, signedInRoute } from '../audit-schemas.js';

export const NOTE_MAX_LENGTH = 10_000;
const NOTE_NOT_FOUND = 'Note not found';

export const NoteSchema = Type.Object(
  {
    id: Type.Integer(),
    content: Type.String(),
    created_at: Type.String({ description: "'YYYY-MM-DD HH:MM:SS' (UTC)" }),
    campaign_id: Type.Union([Type.String(), Type.Null()], { description: "Amazon's campaign id" }),
    parent_asin: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Note' },
);
const Note = refTo(NoteSchema);
const NoteId = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const Content = Type.String({ maxLength: NOTE_MAX_LENGTH * 2 });
const Key = Type.String({ minLength: 1, maxLength: 64 });
const OptionalKey = Type.Optional(Type.Union([Key, Type.Null()]));
const OptionalAccountId = Type.Optional(AccountId);

function toNote(row: NoteRow) {
  return { id: row.id, content: row.content, created_at: noteTimeOf(row.created_at), campaign_id: row.campaign_id, parent_asin: row.parent_asin };
}

/** Stored text is trimmed, non-empty and at most 10,000 characters. */
function cleanContent(content: string): string {
  const trimmed = content.trim();
  if (trimmed === '') throw new HttpError(422, 'Note cannot be empty');
  if (trimmed.length > NOTE_MAX_LENGTH) throw new HttpError(422, `Note cannot be longer than ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`);
  return trimmed;
}

/** Parent ASINs are compared upper-case (business reports and filters upper-case them). */
const normalizeAsin = (asin: string | null | undefined) => (asin == null ? null : asin.trim().toUpperCase());

const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notes = () => app.repos.notes;
  /** The account a call works in: the given one if it is the caller's (else 404), or their default account. */
  const accountOf = (userId: number, accountId: number | undefined) => accountIdFor(app.repos, userId, accountId);

  app.get('/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notes'],
      security: signedInRoute.security,
      summary: 'Notes of a campaign or of a parent ASIN, newest first',
      querystring: Type.Object({ campaign_id: Type.Optional(Key), parent_asin: Type.Optional(Key), account_id: OptionalAccountId }),
      response: { 200: Type.Array(Note), ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const { campaign_id, parent_asin, account_id } = request.query;
    if (campaign_id === undefined && parent_asin === undefined) throw new HttpError(422, 'Give campaign_id or parent_asin.');
    const accountId = await accountOf(requireUser(request).id, account_id);
    const rows = await notes().list(accountId, { campaign_id, parent_asin: normalizeAsin(parent_asin) });
    return rows.map(toNote);
  });

  app.post('/', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notes'],
      security: signedInRoute.security,
      summary: 'Add a note to a campaign or a parent ASIN',
      body: Type.Object({ content: Content, campaign_id: OptionalKey, parent_asin: OptionalKey, account_id: OptionalAccountId }),
      response: { 201: Note, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request, reply) => {
    const { content, campaign_id, parent_asin, account_id } = request.body;
    if (campaign_id == null && parent_asin == null) throw new HttpError(422, 'A note needs a campaign_id or a parent_asin.');
    const userId = requireUser(request).id;
    const target = { campaign_id: campaign_id ?? null, parent_asin: normalizeAsin(parent_asin) };
    const row = await notes().create(userId, await accountOf(userId, account_id), cleanContent(content), target);
    return reply.code(201).send(toNote(row));
  });

  app.put('/:id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notes'],
      security: signedInRoute.security,
      summary: "Change a note's text",
      params: NoteId,
      body: Type.Object({ content: Content }),
      response: { 200: Note, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const content = cleanContent(request.body.content);
    const row = await notes().updateOwned(requireUser(request).id, request.params.id, content);
    if (!row) throw notFound(NOTE_NOT_FOUND);
    return toNote(row);
  });

  app.delete('/:id', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notes'],
      security: signedInRoute.security,
      summary: 'Delete a note',
      params: NoteId,
      response: { 200: Type.Object({ deleted: Type.Literal(true) }), ...signedInRoute.unauthorized, 404: ErrorResponse },
    },
  }, async (request) => {
    if (!(await notes().deleteOwned(requireUser(request).id, request.params.id))) throw notFound(NOTE_NOT_FOUND);
    return { deleted: true as const };
  });

  app.post('/bulk', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notes'],
      security: signedInRoute.security,
      summary: 'Notes of many campaigns and parent ASINs at once, grouped by key',
      body: Type.Object({
        campaign_ids: Type.Array(Key, { maxItems: 10_000, default: [] }),
        parent_asins: Type.Array(Key, { maxItems: 10_000, default: [] }),
        all_parent_asins: Type.Boolean({
          default: false,
          description: 'Also every other parent ASIN of the account that has notes: a screen without a business report does not know its parent ASINs, yet shows their notes',
        }),
        account_id: OptionalAccountId,
      }),
      response: {
        200: Type.Object({
          campaign_notes: Type.Record(Type.String(), Type.Array(Note)),
          parent_asin_notes: Type.Record(Type.String(), Type.Array(Note)),
        }),
        ...signedInRoute.unauthorized,
        404: ErrorResponse,
        422: UnprocessableSchema,
      },
    },
  }, async (request) => {
    const campaignIds = [...new Set(request.body.campaign_ids)];
    const parentAsins = [...new Set(request.body.parent_asins.map((asin) => normalizeAsin(asin)!))];
    const accountId = await accountOf(requireUser(request).id, request.body.account_id);
    const everyParentAsin = request.body.all_parent_asins;
    const rows = await notes().listFor(accountId, campaignIds, parentAsins, everyParentAsin);
    const campaign_notes: Record<string, ReturnType<typeof toNote>[]> = Object.fromEntries(campaignIds.map((id) => [id, []]));
    const parent_asin_notes: Record<string, ReturnType<typeof toNote>[]> = Object.fromEntries(parentAsins.map((asin) => [asin, []]));
    for (const row of rows) {
      if (row.campaign_id !== null && Object.hasOwn(campaign_notes, row.campaign_id)) campaign_notes[row.campaign_id].push(toNote(row));
      if (row.parent_asin === null) continue;
      if (everyParentAsin && !Object.hasOwn(parent_asin_notes, row.parent_asin)) parent_asin_notes[row.parent_asin] = [];
      if (Object.hasOwn(parent_asin_notes, row.parent_asin)) parent_asin_notes[row.parent_asin].push(toNote(row));
    }
    return { campaign_notes, parent_asin_notes };
  });
};

export default noteRoutes;

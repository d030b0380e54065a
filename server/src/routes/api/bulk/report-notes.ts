// The notes an upload's report leaves out, and whether it carries the change loop's narrative ('What
// we changed and what happened'): GET and PUT /api/bulk/uploads/{upload_id}/report-notes.
// One choice for the PDF and for new share links, kept on the server so it follows the consultant
// across reloads and devices. Stored as the notes left out: a note added later is shown until it
// is left out (the note picker ticks every note to start with); the narrative likewise.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_NOT_FOUND } from '../../../commands/account-scope.js';
import { HttpError, notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, Nullable } from '../../schemas.js';
import { signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { MAX_ID } from '../accounts/scope.js';

export const MAX_EXCLUDED_NOTES = 10_000;
export const NOT_NOTES_OF_ACCOUNT = "Some of these notes are not notes of this upload's account.";

const ReportNoteChoiceSchema = Type.Object({
  upload_id: Type.Integer(),
  excluded_note_ids: Type.Array(Type.Integer(), { description: 'Notes left out of the PDF and new share links; every other note of the upload is shown' }),
  include_narrative: Type.Boolean({ description: "Whether the PDF and new share links carry 'What we changed and what happened' when the upload has it (true until left out)" }),
  updated_at: Nullable(Type.String({ description: 'When the choice was last saved (ISO 8601, UTC); null: never (every note is shown)' })),
});

const reportNotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = Type.Object({ upload_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

  const ownedUpload = async (userId: number, uploadId: number) => {
    const upload = await app.repos.uploads.findOwned(userId, uploadId);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    return upload;
  };

  app.get('/uploads/:upload_id/report-notes', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "The notes left out of an upload's report (PDF and share links)",
      security: signedInRoute.security,
      params,
      response: { 200: ReportNoteChoiceSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const upload = await ownedUpload(requireUser(request).id, request.params.upload_id);
    const choice = await app.repos.reportNoteChoices.find(upload.id);
    return { upload_id: upload.id, excluded_note_ids: choice?.excluded_note_ids ?? [], include_narrative: choice?.include_narrative ?? true, updated_at: choice?.updated_at ?? null };
  });

  app.put('/uploads/:upload_id/report-notes', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: "Choose the notes left out of an upload's report (PDF and share links)",
      description:
        "`excluded_note_ids` replaces the upload's list; each must be a note of the upload's ad account (422 otherwise, and nothing changes). An empty list shows every note. " +
        '`include_narrative` sets whether the narrative is carried. Either may be left out: it keeps its stored value.',
      security: signedInRoute.security,
      params,
      body: Type.Object(
        {
          excluded_note_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: MAX_EXCLUDED_NOTES })),
          include_narrative: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false, minProperties: 1 },
      ),
      response: { 200: ReportNoteChoiceSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const upload = await ownedUpload(requireUser(request).id, request.params.upload_id);
    const { excluded_note_ids: excluded, include_narrative: includeNarrative } = request.body;
    if (excluded !== undefined) {
      const ids = [...new Set(excluded)];
      const known = await app.repos.notes.currentText(upload.account_id, ids);
      if (known.size !== ids.length) throw new HttpError(422, NOT_NOTES_OF_ACCOUNT);
    }
    await app.repos.reportNoteChoices.save(upload.id, { excluded_note_ids: excluded, include_narrative: includeNarrative });
    const choice = (await app.repos.reportNoteChoices.find(upload.id))!;
    return { upload_id: upload.id, ...choice };
  });
};

export default reportNotesRoutes;

// The period an upload covers, set by the seller when the file name lacks Amazon's dates:
// at upload (the form fields `period_start` and `period_end`) or later, GET and PUT
// /api/bulk/uploads/{upload_id}/period. The health checks, History and Compare read it.
import { dateRangeFromFileName, dateRangeOf, MAX_PERIOD_DAYS } from '@ads-auditor/audit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { periodOf, type UploadPeriod } from '../../../repositories/uploads.js';
import { ErrorResponse } from '../../schemas.js';
import { signedInRoute, UnprocessableSchema } from '../audit-schemas.js';
import { MAX_ID } from '../accounts/scope.js';
import { UPLOAD_NOT_FOUND } from '../../../commands/account-scope.js';

export const PERIOD_INVALID = `The period must be a start and an end date (YYYY-MM-DD), the start not after the end, at most ${MAX_PERIOD_DAYS} days.`;
export const PERIOD_FIELDS_UNPAIRED = 'Send both period_start and period_end, or neither.';

/** A period from two dates, or a 422 with a stable message. */
export function checkedPeriod(start: string, end: string): UploadPeriod {
  const range = dateRangeOf(start.trim(), end.trim());
  if (!range) throw new HttpError(422, PERIOD_INVALID);
  return { start: range.start, end: range.end };
}

/** The upload form's optional `period_start` and `period_end`: both or neither. */
export function periodFromFields(fields: Record<string, string>): UploadPeriod | null {
  const start = fields.period_start?.trim() ?? '';
  const end = fields.period_end?.trim() ?? '';
  if (start === '' && end === '') return null;
  if (start === '' || end === '') throw new HttpError(422, PERIOD_FIELDS_UNPAIRED);
  return checkedPeriod(start, end);
}

export type PeriodSource = 'set' | 'file_name';

/** The period an upload is read for: the one set for it, else the one its file name shows. */
export function effectivePeriod(upload: { file_name: string; period_start: string | null; period_end: string | null }): { date_range: UploadPeriod | null; period_source: PeriodSource | null } {
  const set = periodOf(upload);
  if (set) return { date_range: set, period_source: 'set' };
  const fromName = dateRangeFromFileName(upload.file_name);
  return fromName ? { date_range: { start: fromName.start, end: fromName.end }, period_source: 'file_name' } : { date_range: null, period_source: null };
}

const DateSchema = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
export const DateRangeSchema = Type.Union([Type.Object({ start: DateSchema, end: DateSchema }), Type.Null()], {
  description: "The period the upload covers, both days included: the one set for it, else the one Amazon's file name shows (bulk-<id>-<YYYYMMDD>-<YYYYMMDD>-...); null when neither tells it",
});
export const PeriodSourceSchema = Type.Union([Type.Literal('set'), Type.Literal('file_name'), Type.Null()], {
  description: "'set': set by the seller; 'file_name': read from the file name; null: not known",
});

const UploadPeriodSchema = Type.Object({
  upload_id: Type.Integer(),
  date_range: DateRangeSchema,
  period_source: PeriodSourceSchema,
});

const periodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const params = Type.Object({ upload_id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

  const ownedUpload = async (userId: number, uploadId: number) => {
    const upload = await app.repos.uploads.findOwned(userId, uploadId);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    return upload;
  };

  app.get('/uploads/:upload_id/period', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: 'The period an upload covers',
      security: signedInRoute.security,
      params,
      response: { 200: UploadPeriodSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const upload = await ownedUpload(requireUser(request).id, request.params.upload_id);
    return { upload_id: upload.id, ...effectivePeriod(upload) };
  });

  app.put('/uploads/:upload_id/period', {
    preHandler: app.authenticate,
    schema: {
      tags: ['bulk'],
      summary: 'Set the period an upload covers, or clear it',
      description:
        'For a file whose name lacks the dates Amazon gives it. `start` and `end` are dates (YYYY-MM-DD), both days included, ' +
        `at most ${MAX_PERIOD_DAYS} days; both null clears the period (the file name's dates apply again). The health checks, History and Compare use it.`,
      security: signedInRoute.security,
      params,
      body: Type.Object({ start: Type.Union([DateSchema, Type.Null()]), end: Type.Union([DateSchema, Type.Null()]) }, { additionalProperties: false }),
      response: { 200: UploadPeriodSchema, ...signedInRoute.unauthorized, 404: ErrorResponse, 422: UnprocessableSchema },
    },
  }, async (request) => {
    const upload = await ownedUpload(requireUser(request).id, request.params.upload_id);
    const { start, end } = request.body;
    if ((start === null) !== (end === null)) throw new HttpError(422, 'Send both start and end, or both null to clear the period.');
    const period = start !== null && end !== null ? checkedPeriod(start, end) : null;
    await app.repos.uploads.setPeriod(upload.id, period);
    return { upload_id: upload.id, ...effectivePeriod({ ...upload, period_start: period?.start ?? null, period_end: period?.end ?? null }) };
  });
};

export default periodRoutes;

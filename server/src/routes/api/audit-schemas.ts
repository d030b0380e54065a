// Schemas shared by the audit routes (bulk, background tasks, search terms, business reports, notes).
import type { FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { ErrorResponse, ValidationErrorResponse } from '../schemas.js';

export { ErrorResponse as ErrorSchema };

/** A 422 is either a readable detail or the request-validation list. */
export const UnprocessableSchema = Type.Union([ErrorResponse, ValidationErrorResponse]);

const Loose = Type.Record(Type.String(), Type.Unknown());

/** The audit result (DESIGN.md, "The audit data contract"); campaigns and summary as the engine builds them. */
export const AuditResultSchema = Type.Object({
  upload_id: Type.Integer(),
  file_name: Type.String(),
  campaigns: Type.Array(Loose),
  summary: Loose,
  report: Type.Object({
    sheets_found: Type.Array(Type.String()),
    sheets_used: Type.Array(Type.String()),
    warnings: Type.Array(Type.Unknown()),
  }),
});

/** Per-user upload limit: keyed by the signed-in user, not the address (offices share one). */
export function uploadRateLimit(limit: { max: number; windowMs: number }) {
  return {
    hook: 'preHandler' as const, // after authentication, so the key is the user
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
  };
}

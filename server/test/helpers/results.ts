// Reading audit results in tests, and checking them against the documented schema.
import type { AuditResult } from '@ads-auditor/audit';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { AUDIT_RESULT_SCHEMAS, AuditResultSchema } from '../../src/routes/api/audit-result-schema.js';
import type { SignedInUser } from './auth.js';
import { authHeaders } from './audit.js';

export interface ServedResult extends AuditResult {
  upload_id: number;
  file_name: string;
}

/** GET a result route (inject inflates nothing: ask for plain JSON). */
export async function getResult(app: FastifyInstance, user: SignedInUser, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { ...authHeaders(user), 'accept-encoding': 'identity' } });
  return { response, result: response.statusCode === 200 ? response.json<ServedResult>() : undefined };
}

/** The schema errors of a served result (empty when it matches the OpenAPI document). */
export function resultSchemaErrors(result: unknown): string[] {
  const references = AUDIT_RESULT_SCHEMAS.filter((schema) => schema !== AuditResultSchema);
  return [...Value.Errors(AuditResultSchema, references, result)].slice(0, 5).map((error) => `${error.path}: ${error.message}`);
}

// Settings sent by a client (query of GET /api/insights, body of PUT /api/insights/settings),
// checked by the engine's validateInsightSettings before the schema: a wrong value answers 422
// with the engine's sentence ("Target ACOS must be between 1 % and 1000 %."), the same the CLI
// and the web app show. The schemas (with the same bounds) then only document and back it up.
import { parseBrandTerms, validateInsightSettings, type InsightSettings } from '@ads-auditor/audit';
import type { FastifyRequest } from 'fastify';
import { RequestValidationError } from '../../../lib/errors.js';

const NUMERIC_FIELDS = ['target_acos', 'min_clicks', 'waste_factor', 'harvest_min_orders'] as const;

/** A query value as a number: NaN unless it is one number written out (so the engine says "must be a number"). */
function queryNumber(value: unknown): number {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/** The settings given in a query string (raw or already coerced), without the absent ones. */
export function settingsFromQuery(query: Record<string, unknown>): Partial<InsightSettings> {
  const settings: Partial<InsightSettings> = {};
  for (const field of NUMERIC_FIELDS) {
    const value = query[field];
    if (value !== undefined) settings[field] = typeof value === 'number' ? value : queryNumber(value);
  }
  // Repeated (an array) is left to the schema.
  if (typeof query.brand_terms === 'string') settings.brand_terms = parseBrandTerms(query.brand_terms);
  return settings;
}

function assertValid(settings: Partial<InsightSettings>, loc: 'query' | 'body'): void {
  const problems = validateInsightSettings(settings);
  if (problems.length > 0) throw new RequestValidationError(problems.map((p) => ({ loc: [loc, p.field], msg: p.message, type: 'value_error' })));
}

/** preValidation hook of GET /api/insights. */
export async function validateSettingsQuery(request: FastifyRequest): Promise<void> {
  assertValid(settingsFromQuery(request.query as Record<string, unknown>), 'query');
}

/** preValidation hook of PUT /api/insights/settings (a body that is no object is left to the schema). */
export async function validateSettingsBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) assertValid(body as Partial<InsightSettings>, 'body');
}

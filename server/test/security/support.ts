// Shared by the security tests: a foreign site, the cross-site refusal, reading the routes of
// the served OpenAPI document, and capturing what the app logs.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CROSS_SITE_ERROR_CODE, CROSS_SITE_REFUSED } from '../../src/auth/same-origin.js';
import { hashToken, newToken } from '../../src/auth/tokens.js';
import { DAY_MS, isoIn } from '../../src/lib/time.js';
import { createSessionsRepository } from '../../src/repositories/sessions.js';

export const FOREIGN_ORIGIN = 'https://evil.example';

export function expectCrossSiteRefusal(response: { statusCode: number; json: () => unknown }, label = '') {
  expect(response.statusCode, label).toBe(403);
  expect(response.json(), label).toEqual({ detail: CROSS_SITE_REFUSED, code: CROSS_SITE_ERROR_CODE });
}

/**
 * Another session of a user (as a login on another device would open), without the cost of a
 * password hash; answers the `cookie` header that carries it.
 */
export async function openSession(app: FastifyInstance, userId: number): Promise<string> {
  const token = newToken();
  await createSessionsRepository(app.db).create({ token_hash: hashToken(token), user_id: userId, expires_at: isoIn(DAY_MS) });
  return `${app.config.session.cookieName}=${token}`;
}

export interface DocumentedRoute {
  /** "POST /api/notes/{id}" */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with {params}. */
  path: string;
  security: unknown[] | undefined;
}

/** Every route of the app's own OpenAPI document (so routes added later are included). */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const upper = method.toUpperCase() as DocumentedRoute['method'];
      return { key: `${upper} ${path}`, method: upper, path, security: operation.security };
    }),
  );
}

/** The path with every {param} replaced by a value (default: 1). */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? 1));

export interface LogRecord {
  level: 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown>;
}

/**
 * Records what requests log at warn and error (the test apps are otherwise silent): request
 * loggers are children of app.log, so the children it makes from now on report here.
 */
export function captureRequestLogs(app: FastifyInstance): LogRecord[] {
  const records: LogRecord[] = [];
  const makeChild = app.log.child.bind(app.log);
  app.log.child = ((...args: Parameters<typeof makeChild>) => {
    const child = makeChild(...args);
    for (const level of ['warn', 'error'] as const) {
      child[level] = ((fields: Record<string, unknown>, msg: string) => void records.push({ level, msg, fields })) as never;
    }
    return child;
  }) as typeof app.log.child;
  return records;
}

/** The headers helmet gives every answer: a content security policy, nosniff, frame options. */
export function expectSecurityHeaders(headers: Record<string, unknown>, label = '') {
  const csp = String(headers['content-security-policy']);
  for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'self'"]) expect(csp, label).toContain(directive);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}
